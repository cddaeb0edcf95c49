import Foundation
import KeycraftText

/// What a custom keyboard sees of the host's text input, mirroring `UITextDocumentProxy`.
///
/// A keyboard never reads the whole document: it gets the context around the input (as much as the
/// host chooses to hand over), edits at the cursor, and moves the cursor by characters.
///
/// ```swift
/// let proxy = controller.textDocumentProxy
/// if proxy.documentContextBeforeInput?.hasSuffix(" ") == false { proxy.insertText(" ") }
/// proxy.insertText("hello")
/// ```
public protocol TextDocumentProxy: AnyObject {
    /// The text before the selection, as far back as the host shares it; nil when there is none.
    var documentContextBeforeInput: String? { get }
    /// The text after the selection, as far forward as the host shares it; nil when there is none.
    var documentContextAfterInput: String? { get }
    /// The selected text, or nil for a caret.
    var selectedText: String? { get }
    /// Whether the document has any text at all.
    var hasText: Bool { get }
    /// Identifies the document being edited; a new field or document gets a new identifier. Nil when
    /// the host gives none: UIKit declares `UITextDocumentProxy.documentIdentifier` non-optional, yet
    /// hosts have been seen to hand nil, so a keyboard must not rely on it.
    var documentIdentifier: UUID? { get }
    /// The host field's traits: keyboard type, appearance, return key, secure entry, content type.
    var traits: TextInputTraits { get }

    /// Inserts `text` in place of the selection, as typing does.
    func insertText(_ text: String)
    /// Deletes the selection, or the one character (grapheme cluster) before the caret.
    func deleteBackward()
    /// Moves the caret by `offset` characters, forwards when positive.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Replaces the marked text (or the selection) with `markedText` and selects `selectedRange` in it.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text as ordinary text.
    func unmarkText()
}

extension TextDocumentProxy {
    /// The host field's keyboard type, which a custom keyboard may use to pick its layout.
    public var keyboardType: KeyboardType { traits.keyboardType }
    /// The host field's keyboard appearance: draw dark for `.dark` (``KeyboardColorScheme``).
    public var keyboardAppearance: KeyboardAppearance { traits.keyboardAppearance }
    /// The host field's return key type, which the keyboard's return key should be labelled for.
    public var returnKeyType: ReturnKeyType { traits.returnKeyType }
    /// Whether the host field is secure; the system keyboard serves such fields, never a custom one.
    public var isSecureTextEntry: Bool { traits.isSecureTextEntry }
    /// The host field's content type, such as `.emailAddress` or `.oneTimeCode`.
    public var textContentType: TextContentType? { traits.textContentType }

    /// Deletes `count` characters before the caret, one `deleteBackward()` each, as a keyboard must.
    public func deleteBackward(characters count: Int) {
        for _ in 0..<max(0, count) { deleteBackward() }
    }
}
