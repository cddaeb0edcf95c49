#if canImport(UIKit)
import KeycraftKeyboard
import UIKit

/// A `UIInputViewController` as the core's ``InputViewControllerHost`` and ``InputClickPlayer``.
@MainActor
public final class InputViewControllerHostAdapter: @preconcurrency InputViewControllerHost, @preconcurrency InputClickPlayer {
    /// The keyboard's view controller.
    public unowned let viewController: UIInputViewController

    /// Adapts `viewController`.
    public init(_ viewController: UIInputViewController) {
        self.viewController = viewController
    }

    /// Whether the keyboard must show its own globe key.
    public var needsInputModeSwitchKey: Bool { viewController.needsInputModeSwitchKey }
    /// Whether the user allowed full access.
    public var hasFullAccess: Bool { viewController.hasFullAccess }

    /// Switches to the next keyboard.
    public func advanceToNextInputMode() {
        viewController.advanceToNextInputMode()
    }

    /// Asks UIKit for `UILexicon` and hands it over as a core ``Lexicon``, on the main actor: the async
    /// form of UIKit's call, awaited from a main-actor task, so no guess is made about the thread the
    /// completion-handler form answers on.
    public func requestSupplementaryLexicon(completion: @escaping (Lexicon) -> Void) {
        Task { @MainActor [viewController] in
            let lexicon = await viewController.requestSupplementaryLexicon()
            completion(Lexicon(lexicon))
        }
    }

    /// Heard only when a visible input view adopts `UIInputViewAudioFeedback`
    /// (``KeycraftKeyboardInputView`` does) and the keyboard has full access.
    public func playInputClick() {
        UIDevice.current.playInputClick()
    }
}

extension Lexicon {
    /// `UILexicon`'s entries (text replacements, unpaired contact names), in its order.
    @MainActor
    public init(_ lexicon: UILexicon) {
        self.init(lexicon.entries.map { LexiconEntry(userInput: $0.userInput, documentText: $0.documentText) })
    }
}
#endif
