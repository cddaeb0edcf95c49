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
    /// The keyboard's view controller, whose `textDocumentProxy` this reads.
    public unowned let viewController: UIInputViewController

    /// Wraps `viewController`'s document proxy.
    public init(_ viewController: UIInputViewController) {
        self.viewController = viewController
    }

    private var proxy: any UITextDocumentProxy { viewController.textDocumentProxy }

    /// The host's context before the caret.
    public var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    /// The host's context after the caret.
    public var documentContextAfterInput: String? { proxy.documentContextAfterInput }
    /// The selected text, or nil.
    public var selectedText: String? { proxy.selectedText }
    /// Whether the document has text.
    public var hasText: Bool { proxy.hasText }
    /// The document's identifier, nil when the host gives none. UIKit declares it non-optional, yet
    /// hosts have been seen to hand nil, and reading a nil through the non-optional `UUID` traps; read
    /// by key, the nil arrives as nil.
    public var documentIdentifier: UUID? {
        (proxy as? NSObject)?.value(forKey: "documentIdentifier") as? UUID
    }

    /// `UITextInputTraits`' requirements are optional: a host that doesn't implement one gives nil.
    public var traitValues: SystemTextInputTraitValues {
        let proxy = self.proxy
        var values = SystemTextInputTraitValues()
        values.keyboardType = proxy.keyboardType?.rawValue
        values.keyboardAppearance = proxy.keyboardAppearance?.rawValue
        values.returnKeyType = proxy.returnKeyType?.rawValue
        values.enablesReturnKeyAutomatically = proxy.enablesReturnKeyAutomatically
        values.autocapitalizationType = proxy.autocapitalizationType?.rawValue
        values.autocorrectionType = proxy.autocorrectionType?.rawValue
        values.spellCheckingType = proxy.spellCheckingType?.rawValue
        values.smartQuotesType = proxy.smartQuotesType?.rawValue
        values.smartDashesType = proxy.smartDashesType?.rawValue
        values.smartInsertDeleteType = proxy.smartInsertDeleteType?.rawValue
        values.isSecureTextEntry = proxy.isSecureTextEntry
        values.textContentType = (proxy.textContentType ?? nil)?.rawValue
        return values
    }

    /// Inserts at the caret.
    public func insertText(_ text: String) { proxy.insertText(text) }
    /// Deletes backward.
    public func deleteBackward() { proxy.deleteBackward() }
    /// Moves the caret by UTF-16 code units, as UIKit does.
    public func adjustTextPosition(byCharacterOffset offset: Int) { proxy.adjustTextPosition(byCharacterOffset: offset) }
    /// Marks composing text.
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        proxy.setMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the marked text.
    public func unmarkText() { proxy.unmarkText() }
}
#endif
