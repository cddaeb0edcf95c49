#if canImport(UIKit)
import Foundation
import KeycraftKeyboard
import UIKit

/// The input view controller's `UITextDocumentProxy` as the core's ``SystemDocumentProxy``: a
/// pass-through, the traits read as UIKit's raw values. Wrap it in ``DocumentProxyBridge`` for the core.
///
/// The proxy is read from the view controller on every call, so it is always the current one.
@MainActor
public final class UIKitDocumentProxy: @preconcurrency SystemDocumentProxy {
    public unowned let viewController: UIInputViewController

    public init(_ viewController: UIInputViewController) {
        self.viewController = viewController
    }

    private var proxy: any UITextDocumentProxy { viewController.textDocumentProxy }

    public var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    public var documentContextAfterInput: String? { proxy.documentContextAfterInput }
    public var selectedText: String? { proxy.selectedText }
    public var hasText: Bool { proxy.hasText }
    public var documentIdentifier: UUID { proxy.documentIdentifier }

    /// `UITextInputTraits`' requirements are optional: a host that doesn't implement one gives nil.
    public var traitValues: SystemTextInputTraitValues {
        let proxy = self.proxy
        return SystemTextInputTraitValues(
            keyboardType: proxy.keyboardType?.rawValue,
            keyboardAppearance: proxy.keyboardAppearance?.rawValue,
            returnKeyType: proxy.returnKeyType?.rawValue,
            enablesReturnKeyAutomatically: proxy.enablesReturnKeyAutomatically,
            autocapitalizationType: proxy.autocapitalizationType?.rawValue,
            autocorrectionType: proxy.autocorrectionType?.rawValue,
            spellCheckingType: proxy.spellCheckingType?.rawValue,
            smartQuotesType: proxy.smartQuotesType?.rawValue,
            smartDashesType: proxy.smartDashesType?.rawValue,
            smartInsertDeleteType: proxy.smartInsertDeleteType?.rawValue,
            isSecureTextEntry: proxy.isSecureTextEntry,
            textContentType: (proxy.textContentType ?? nil)?.rawValue
        )
    }

    public func insertText(_ text: String) { proxy.insertText(text) }
    public func deleteBackward() { proxy.deleteBackward() }
    public func adjustTextPosition(byCharacterOffset offset: Int) { proxy.adjustTextPosition(byCharacterOffset: offset) }
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        proxy.setMarkedText(markedText, selectedRange: selectedRange)
    }
    public func unmarkText() { proxy.unmarkText() }
}
#endif
