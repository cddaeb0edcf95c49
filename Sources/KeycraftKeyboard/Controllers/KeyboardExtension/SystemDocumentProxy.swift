import Foundation

/// `UITextDocumentProxy` as UIKit presents it to a keyboard, so its quirks can be bridged and tested
/// on Linux: the traits arrive as ``SystemTextInputTraitValues`` (optional raw values), and
/// `adjustTextPosition(byCharacterOffset:)` moves by UTF-16 code units, as UIKit does in practice
/// whatever the parameter's name says (an emoji counts 2 or more).
///
/// The UIKit layer wraps the real proxy in a conformance; ``DocumentProxyBridge`` turns any conformer
/// into the core's ``TextDocumentProxy``, which counts in characters.
///
/// ```swift
/// let proxy = DocumentProxyBridge(systemProxy)   // a TextDocumentProxy
/// proxy.adjustTextPosition(byCharacterOffset: -1) // one character, "👩‍👩‍👧" included
/// ```
public protocol SystemDocumentProxy: AnyObject {
    /// The text before the selection, as far back as the host shares it; nil when there is none.
    var documentContextBeforeInput: String? { get }
    /// The text after the selection, as far forward as the host shares it; nil when there is none.
    var documentContextAfterInput: String? { get }
    /// The selected text, or nil for a caret (iOS 11).
    var selectedText: String? { get }
    /// Whether the document has any text (`UIKeyInput.hasText`).
    var hasText: Bool { get }
    /// Identifies the document; a new field gets a new identifier (iOS 11). Nil when the host gives
    /// none, which UIKit's non-optional declaration hides (the UIKit layer reads it without trusting it).
    var documentIdentifier: UUID? { get }
    /// The host field's `UITextInputTraits`, as raw values.
    var traitValues: SystemTextInputTraitValues { get }

    /// Inserts `text` at the caret (`UIKeyInput.insertText(_:)`).
    func insertText(_ text: String)
    /// Deletes the selection or the character before the caret (`UIKeyInput.deleteBackward()`).
    func deleteBackward()
    /// Moves the caret by `offset` UTF-16 code units, forwards when positive.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Marks `markedText` (iOS 13).
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text (iOS 13).
    func unmarkText()
}
