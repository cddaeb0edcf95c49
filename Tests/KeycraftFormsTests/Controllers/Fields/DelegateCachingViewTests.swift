import Testing
@testable import KeycraftForms

/// UIKit reads a text field's delegate's optional methods when the delegate is assigned (the double
/// below does the same), so a forwarding delegate set after Keycraft's delegate is installed must be
/// followed by a fresh assignment, or the view never calls what only it implements.
@MainActor @Suite struct DelegateCachingViewTests {
    /// An app's delegate: the methods it implements.
    final class AppDelegate {
        let methods: Set<String>
        init(_ methods: Set<String>) { self.methods = methods }
    }

    /// Keycraft's installed delegate: its own methods, plus whatever its forwarding delegate implements
    /// (Objective-C forwarding answers `responds(to:)` for both).
    final class InstalledDelegate {
        let own: Set<String> = ["textFieldShouldBeginEditing:", "textField:shouldChangeCharactersInRange:replacementString:"]
        var forwarding: AppDelegate?
        var implemented: Set<String> { own.union(forwarding?.methods ?? []) }
    }

    /// A field that, as UIKit does, reads what its delegate implements at assignment and keeps it.
    final class CachingField: DelegateCachingView {
        private(set) var cachedMethods: Set<String> = []
        private(set) var assignments = 0
        var delegate: InstalledDelegate? {
            didSet {
                assignments += 1
                cachedMethods = delegate?.implemented ?? []
            }
        }
    }

    @Test func aForwardingDelegateSetLaterIsHeardOnlyAfterTheDelegateIsAssignedAgain() {
        let field = CachingField()
        let installed = InstalledDelegate()
        field.delegate = installed
        installed.forwarding = AppDelegate(["textFieldShouldReturn:"])
        // What UIKit would miss without a fresh assignment:
        #expect(!field.cachedMethods.contains("textFieldShouldReturn:"))
        field.reassignDelegate(ifItIs: installed)
        #expect(field.cachedMethods.contains("textFieldShouldReturn:"))
        #expect(field.delegate === installed)
    }

    @Test func anotherDelegateTheAppInstalledSinceIsLeftAlone() {
        let field = CachingField()
        let installed = InstalledDelegate()
        let replacement = InstalledDelegate()
        field.delegate = installed
        field.delegate = replacement
        let assignments = field.assignments
        field.reassignDelegate(ifItIs: installed)
        #expect(field.delegate === replacement)
        #expect(field.assignments == assignments)
    }

    @Test func aFieldWithoutADelegateGetsNone() {
        let field = CachingField()
        field.reassignDelegate(ifItIs: InstalledDelegate())
        #expect(field.delegate == nil)
        #expect(field.assignments == 0)
    }
}
