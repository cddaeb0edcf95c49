#if canImport(UIKit)
import KeycraftKeyboard
import UIKit

/// A `UIInputViewController` as the core's ``InputViewControllerHost`` and ``InputClickPlayer``.
@MainActor
public final class InputViewControllerHostAdapter: @preconcurrency InputViewControllerHost, @preconcurrency InputClickPlayer {
    public unowned let viewController: UIInputViewController

    public init(_ viewController: UIInputViewController) {
        self.viewController = viewController
    }

    public var needsInputModeSwitchKey: Bool { viewController.needsInputModeSwitchKey }
    public var hasFullAccess: Bool { viewController.hasFullAccess }

    public func advanceToNextInputMode() {
        viewController.advanceToNextInputMode()
    }

    public func requestSupplementaryLexicon(completion: @escaping (Lexicon) -> Void) {
        viewController.requestSupplementaryLexicon { lexicon in
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
