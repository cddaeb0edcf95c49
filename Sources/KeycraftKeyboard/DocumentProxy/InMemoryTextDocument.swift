import Foundation
import KeycraftText

/// A host's text field in memory, seen through the document proxy the way a custom keyboard sees it.
///
/// The text lives in an `EditableText`, so every edit is grapheme-safe and UTF-16 based. What the
/// keyboard is shown around the input is cut by `contextLimit`, as real hosts do: by default
/// ``DocumentContextLimit/typical`` (the current line, at most 200 characters each side), so a keyboard
/// typing a long text does bounded work per word, as on a device. Changes the host makes
/// itself (the user taps elsewhere, the app sets the text, another field takes focus) go through the
/// `host…` methods, which tell the `inputDelegate` before and after, as UIKit tells the input view
/// controller.
///
/// ```swift
/// let document = InMemoryTextDocument("see you at 5", contextLimit: DocumentContextLimit(maximumCharacters: 3))
/// document.documentContextBeforeInput   // "t 5"
/// document.deleteBackward()
/// document.text                         // "see you at "
/// ```
public final class InMemoryTextDocument: TextDocumentProxy {
    /// The whole document, which a keyboard can't see; tests and hosts can.
    public private(set) var content: EditableText
    /// The host field's traits; ``hostBeginEditing(_:traits:documentIdentifier:)`` changes them.
    public private(set) var traits: TextInputTraits
    /// Identifies the document; a new one comes with each field that takes focus.
    public private(set) var documentIdentifier: UUID?
    /// How much context the document shares around the input, as a real host cuts it
    /// (``DocumentContextLimit/typical`` unless given; ``DocumentContextLimit/unlimited`` shows all).
    public var contextLimit: DocumentContextLimit
    /// Usually the input view controller.
    public weak var inputDelegate: (any TextInputDelegate)?

    /// A document holding `content` (with its selection), for a field with `traits`.
    public init(
        _ content: EditableText = EditableText(),
        traits: TextInputTraits = TextInputTraits(),
        contextLimit: DocumentContextLimit = .typical,
        documentIdentifier: UUID? = UUID()
    ) {
        self.content = content
        self.traits = traits
        self.contextLimit = contextLimit
        self.documentIdentifier = documentIdentifier
    }

    /// A document holding `text` with the caret at its end.
    public convenience init(_ text: String, traits: TextInputTraits = TextInputTraits(), contextLimit: DocumentContextLimit = .typical) {
        self.init(EditableText(text), traits: traits, contextLimit: contextLimit)
    }

    /// The whole text.
    public var text: String { content.text }

    // MARK: TextDocumentProxy

    public var documentContextBeforeInput: String? {
        let context = contextLimit.contextBefore(selectionBounds.lowerBound, in: content.text)
        return context.isEmpty ? nil : String(context)
    }

    public var documentContextAfterInput: String? {
        let context = contextLimit.contextAfter(selectionBounds.upperBound, in: content.text)
        return context.isEmpty ? nil : String(context)
    }

    public var selectedText: String? {
        content.selectedRange.length == 0 ? nil : String(content.text[selectionBounds])
    }

    public var hasText: Bool { !content.isEmpty }

    public func insertText(_ text: String) {
        content.insertText(text)
    }

    public func deleteBackward() {
        content.deleteBackward()
    }

    /// Moves the caret by whole characters — forwards from the end of a selection, backwards from its
    /// start — and stops at either end of the document. Moving commits any marked text, as tapping
    /// elsewhere in a field does.
    public func adjustTextPosition(byCharacterOffset offset: Int) {
        guard offset != 0 else { return }
        content.unmarkText()
        let text = content.text
        let bounds = selectionBounds
        let target = offset > 0
            ? text.index(bounds.upperBound, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
            : text.index(bounds.lowerBound, offsetBy: offset, limitedBy: text.startIndex) ?? text.startIndex
        try? content.setSelectedRange(NSRange(location: content.utf16Offset(at: target), length: 0))
    }

    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        try? content.setMarkedText(markedText, selectedRange: selectedRange)
    }

    public func unmarkText() {
        content.unmarkText()
    }

    // MARK: Changes by the host

    /// The user or the app moves the selection (the delegate hears selection will/did change).
    public func hostSetSelectedRange(_ range: NSRange) throws(TextRangeError) {
        _ = try content.range(of: range)
        inputDelegate?.selectionWillChange(self)
        try content.setSelectedRange(range)
        inputDelegate?.selectionDidChange(self)
    }

    /// The app replaces the text (the delegate hears text will/did change).
    public func hostReplaceContent(with content: EditableText) {
        inputDelegate?.textWillChange(self)
        self.content = content
        inputDelegate?.textDidChange(self)
    }

    /// Another field takes focus while the keyboard stays up: new traits, a new document identifier
    /// (the delegate hears text will/did change, where keyboards re-read the appearance).
    public func hostBeginEditing(_ content: EditableText, traits: TextInputTraits, documentIdentifier: UUID? = UUID()) {
        inputDelegate?.textWillChange(self)
        self.content = content
        self.traits = traits
        self.documentIdentifier = documentIdentifier
        inputDelegate?.textDidChange(self)
    }

    // MARK: Helpers

    private var selectionBounds: Range<String.Index> {
        // The selection is always valid, so this can't fail.
        (try? content.range(of: content.selectedRange)) ?? content.text.endIndex..<content.text.endIndex
    }
}
