import Foundation
import KeycraftSimulator
import KeycraftTestSupport
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms

@MainActor
@Suite("Field chain: previous / next / done and the return key")
struct FieldChainControllerTests {
    /// A sign-up form on a window, given out of reading order: the chain sorts it by frame.
    @MainActor struct Form {
        let window = VirtualWindow(.iPhone15Pro)
        let root: VirtualRootView
        let name, email, password, notes, city, zip: VirtualView

        init() {
            let root = VirtualRootView(frame: window.bounds)
            root.rootWindow = window
            func field(_ placeholder: String, _ frame: CGRect, _ returnKey: ReturnKeyType = .next) -> VirtualView {
                let field = VirtualView(frame: frame)
                field.keycraftPlaceholder = placeholder
                field.keycraftReturnKeyType = returnKey
                root.addSubview(field)
                return field
            }
            password = field("비밀번호", CGRect(x: 16, y: 300, width: 360, height: 44))
            name = field("Name", CGRect(x: 16, y: 100, width: 360, height: 44))
            email = field("E-mail", CGRect(x: 16, y: 200, width: 360, height: 44))
            // City and ZIP share a row: leading first.
            zip = field("ZIP", CGRect(x: 220, y: 400, width: 156, height: 44), .done)
            city = field("City", CGRect(x: 16, y: 400, width: 190, height: 44))
            let notes = VirtualTextView(frame: CGRect(x: 16, y: 500, width: 360, height: 120))
            notes.keycraftPlaceholder = "Notes 📝"
            root.addSubview(notes)
            self.notes = notes
            self.root = root
        }

        var all: [VirtualView] { [password, name, email, zip, city, notes] }
        func chain() -> FieldChainController { FieldChainController(fields: all) }
    }

    @Test func nextAndPreviousWalkInReadingOrder() {
        let form = Form()
        let chain = form.chain()
        #expect(chain.walkingOrder == [1, 2, 0, 4, 3, 5])
        #expect(form.name.becomeFirstResponder())
        var visited = [form.name.keycraftPlaceholder!]
        while chain.focusNext() { visited.append(form.window.firstResponder!.keycraftPlaceholder!) }
        #expect(visited == ["Name", "E-mail", "비밀번호", "City", "ZIP", "Notes 📝"])
        #expect(chain.accessoryBar == AccessoryBar(isPreviousEnabled: true, isNextEnabled: false, title: "Notes 📝"))
        #expect(chain.focusPrevious())
        #expect(form.zip.isFirstResponder)
    }

    @Test func hiddenDisabledAndOffScreenFieldsAreSkipped() {
        let form = Form()
        form.email.isHidden = true
        form.password.isEnabled = false
        let chain = form.chain()
        #expect(form.name.becomeFirstResponder())
        #expect(chain.accessoryBar == AccessoryBar(isPreviousEnabled: false, isNextEnabled: true, title: "Name"))
        #expect(chain.focusNext())
        #expect(form.city.isFirstResponder)
        #expect(chain.focusPrevious())
        #expect(form.name.isFirstResponder)
        #expect(!chain.focusPrevious(), "nothing before the first field")
        #expect(form.name.isFirstResponder)
    }

    @Test func theReturnKeyMovesOnResignsAtTheEndAndTypesLineBreaksInTextViews() {
        let form = Form()
        let chain = form.chain()
        #expect(form.name.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: 1) == .movedFocus(to: 2))
        #expect(form.email.isFirstResponder)
        // ZIP says Done: it resigns even though Notes follows.
        #expect(form.zip.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: 3) == .resigned(true))
        #expect(form.window.firstResponder == nil)
        #expect(form.notes.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: 5) == .insertedLineBreak)
        #expect(form.notes.isFirstResponder)
        // A .next on the last focusable field resigns.
        form.notes.isEnabled = false
        #expect(form.zip.becomeFirstResponder())
        form.zip.keycraftReturnKeyType = .next
        #expect(chain.returnKeyPressed(in: 3) == .resigned(true))
    }

    @Test func submitKeysResignThenSubmit() {
        let form = Form()
        var submitted: [String] = []
        let chain = form.chain()
        chain.onSubmit = { submitted.append(($0 as! VirtualView).keycraftPlaceholder!) }
        form.email.keycraftReturnKeyType = .go
        #expect(form.email.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: 2) == .submitted)
        #expect(submitted == ["E-mail"])
        #expect(form.window.firstResponder == nil)
    }

    @Test func aFieldThatRefusesToResignKeepsFocus() {
        let form = Form()
        let chain = form.chain()
        #expect(form.name.becomeFirstResponder())
        form.name.refusesToResign = true
        #expect(!chain.focusNext())
        #expect(form.name.isFirstResponder)
        #expect(chain.returnKeyPressed(in: 1) == .resigned(false))
        #expect(!chain.done())
        form.name.refusesToResign = false
        #expect(chain.done())
        #expect(chain.accessoryBar == nil)
    }

    @Test func rightToLeftRowsRunFromTheRightAndListedOrderIsKept() {
        let form = Form()
        let rtl = FieldChainController(fields: form.all, order: .readingOrder(.rightToLeft))
        #expect(rtl.walkingOrder == [1, 2, 0, 3, 4, 5])
        let listed = FieldChainController(fields: form.all, order: .asListed)
        #expect(listed.walkingOrder == [0, 1, 2, 3, 4, 5])
        #expect(listed.conventionalReturnKeyType(for: 4) == .next)
        #expect(listed.conventionalReturnKeyType(for: 5) == .done)
        #expect(listed.index(of: form.zip) == 3)
    }

    @Test func nextAlwaysLandsOnAFocusableFieldAndMatchesTheCoreScreen() async {
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...800).array(of: 1...12), Gen.int(in: 0...7).array(of: 1...12), Gen.int(in: 0...11)
        ) { tops, flags, start in
            let window = VirtualWindow(.iPhone15Pro)
            let root = VirtualRootView(frame: window.bounds)
            root.rootWindow = window
            let fields = tops.enumerated().map { index, top in
                let field = VirtualView(frame: CGRect(x: CGFloat(index % 3) * 120, y: CGFloat(top), width: 100, height: 40))
                let flag = flags[index % flags.count]
                field.isHidden = flag == 1
                field.isEnabled = flag != 2
                root.addSubview(field)
                return field
            }
            let chain = FieldChainController(fields: fields)
            // The same fields as the core's form screen sees them.
            let formFields = fields.enumerated().map { index, field in
                FormField(id: "\(index)", frame: field.frame, isHidden: field.isHidden, isEnabled: field.isEnabled)
            }
            var screen = try FormScreen(fields: formFields)
            let first = start % fields.count
            guard fields[first].becomeFirstResponder() else { return }
            _ = try screen.focus("\(first)")
            while true {
                let before = chain.firstResponderIndex
                #expect(chain.accessoryBar?.isNextEnabled == screen.accessoryBarIfShown?.isNextEnabled)
                let moved = chain.focusNext()
                #expect(moved == screen.focusNext())
                guard moved, let now = chain.firstResponderIndex else { break }
                #expect(now != before)
                #expect(fields[now].keycraftIsFocusable)
                #expect(screen.firstResponderIndex == now)
            }
        }
    }

    /// A field outside the chain (a search field in the navigation bar) has no field after it: Next
    /// resigns, a submit key submits, as on the chain's last field.
    @Test func returnInAFieldOutsideTheChainResignsOrSubmitsAsTheLastDoes() {
        let form = Form()
        let chain = FieldChainController(fields: [form.name, form.email], order: .asListed)
        var submitted: [String?] = []
        chain.onSubmit = { submitted.append($0.keycraftPlaceholder) }
        #expect(form.city.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: form.city) == .resigned(true))
        #expect(form.window.firstResponder == nil)
        form.zip.keycraftReturnKeyType = .search
        #expect(form.zip.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: form.zip) == .submitted)
        #expect(submitted == ["ZIP"])
        #expect(form.window.firstResponder == nil)
        // In the chain, by identity: the same decision as by index.
        #expect(form.name.becomeFirstResponder())
        #expect(chain.returnKeyPressed(in: form.name) == .movedFocus(to: 1))
    }

    /// The first responder is found however focus got there: through the chain, or by the user tapping
    /// a field (which the chain never hears of).
    @Test func theFirstResponderIsFoundAfterFocusMovedBehindTheChainsBack() {
        let form = Form()
        let chain = FieldChainController(fields: [form.name, form.email, form.password], order: .asListed)
        #expect(form.name.becomeFirstResponder())
        #expect(chain.focusNext())
        #expect(chain.firstResponderIndex == 1)
        #expect(form.password.becomeFirstResponder())
        #expect(chain.firstResponderIndex == 2)
        #expect(form.name.becomeFirstResponder())
        #expect(chain.firstResponderIndex == 0)
        #expect(chain.accessoryBar == AccessoryBar(isPreviousEnabled: false, isNextEnabled: true, title: "Name"))
        #expect(form.city.becomeFirstResponder())
        #expect(chain.firstResponderIndex == nil)
        #expect(chain.focusNext() == false)
    }
}

extension FormScreen {
    /// The bar the screen would show if its fields showed one.
    fileprivate var accessoryBarIfShown: AccessoryBar? {
        firstResponderIndex.map { _ in AccessoryBar(isPreviousEnabled: neighbour(-1) != nil, isNextEnabled: neighbour(1) != nil, title: nil) }
    }
}
