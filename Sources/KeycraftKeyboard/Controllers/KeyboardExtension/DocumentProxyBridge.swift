import Foundation
import KeycraftText

/// The core's ``TextDocumentProxy`` over a ``SystemDocumentProxy`` (the UIKit layer's wrapper of
/// `UITextDocumentProxy`): it reads the traits from UIKit's raw values and turns the core's character
/// offsets into the UTF-16 offsets UIKit moves by, so moving the caret over 👩‍👩‍👧 or 한 never lands
/// inside a character.
///
/// ```swift
/// let bridge = DocumentProxyBridge(UIKitDocumentProxy(textDocumentProxy))
/// let controller = KeyboardExtensionController(proxy: bridge, host: host)
/// ```
public final class DocumentProxyBridge<Base: SystemDocumentProxy>: TextDocumentProxy {
    /// The proxy being bridged.
    public let base: Base

    /// Bridges `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// The host's context before the caret, as shared.
    public var documentContextBeforeInput: String? { base.documentContextBeforeInput }
    /// The host's context after the caret, as shared.
    public var documentContextAfterInput: String? { base.documentContextAfterInput }
    /// The selected text, or nil for a caret.
    public var selectedText: String? { base.selectedText }
    /// Whether the document has any text.
    public var hasText: Bool { base.hasText }
    /// The document's identifier; new for each field, nil when the host gives none.
    public var documentIdentifier: UUID? { base.documentIdentifier }
    /// Re-read on every access: the field, and so its traits, may change while the keyboard stays up.
    public var traits: TextInputTraits { base.traitValues.traits }

    /// Inserts `text` at the caret.
    public func insertText(_ text: String) { base.insertText(text) }
    /// Deletes the selection or the character before the caret.
    public func deleteBackward() { base.deleteBackward() }
    /// Marks `markedText` (an input method's composition).
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        base.setMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the marked text.
    public func unmarkText() { base.unmarkText() }

    /// Moves by `offset` characters: the UTF-16 length of that many characters of the context on that
    /// side. Beyond the shared context (the host cut it short) each remaining character counts one unit,
    /// the best a keyboard can know.
    public func adjustTextPosition(byCharacterOffset offset: Int) {
        guard offset != 0 else { return }
        base.adjustTextPosition(byCharacterOffset: Self.utf16Offset(forCharacters: offset, before: documentContextBeforeInput,
                                                                    after: documentContextAfterInput))
    }

    /// The UTF-16 offset for a move by `characters` characters, given the context on each side.
    public static func utf16Offset(forCharacters characters: Int, before: String?, after: String?) -> Int {
        if characters > 0 {
            let known = (after ?? "").prefix(characters)
            return known.utf16.count + (characters - known.count)
        }
        let known = (before ?? "").suffix(-characters)
        return -(known.utf16.count + (-characters - known.count))
    }
}
