import Foundation
import KeycraftForms
import KeycraftText

/// A `UITextView` without UIKit: a scroll view that always bounces vertically, whose content is its
/// laid-out text (``TextLayout``), and whose caret is where the selection ends. Its text and selection
/// are UTF-16 based, as UIKit's.
///
/// ```swift
/// let notes = VirtualTextView(frame: CGRect(x: 16, y: 400, width: 361, height: 120), text: "Hello")
/// notes.insertText(" 한글")
/// notes.keycraftCaretRectInWindow    // the caret after "한글", where avoidance keeps it visible
/// ```
@MainActor
public final class VirtualTextView: VirtualScrollView {
    /// `text`.
    public private(set) var text = ""
    /// `selectedRange`, in UTF-16 units.
    public var selectedRange = NSRange(location: 0, length: 0)
    private var layout: TextLayout

    /// A text view at a frame, with its text laid out and the caret at its end.
    public init(frame: CGRect, text: String = "") {
        layout = TextLayout(viewWidth: frame.width)
        super.init(frame: frame, contentSize: CGSize(width: frame.width, height: 0))
        alwaysBounceVertical = true
        setText(text)
    }

    /// Like setting `text`: the caret moves to the end.
    public func setText(_ newText: String) {
        text = newText
        layout.relayOut(text: newText)
        contentSize = CGSize(width: frame.width, height: layout.contentHeight)
        selectedRange = NSRange(location: newText.utf16.count, length: 0)
    }

    /// Follows an editing session's text and selection, laying out again only the paragraphs its edits
    /// touched (``TextLayout/update(to:)``), as a text view's layout manager does.
    public func follow(_ content: EditableText, selectedRange: NSRange) {
        layout.update(to: content)
        text = content.text
        contentSize = CGSize(width: frame.width, height: layout.contentHeight)
        self.selectedRange = selectedRange
    }

    /// Types at the caret (replacing the selection), as the keyboard inserts text.
    public func insertText(_ inserted: String) {
        let start = String.Index(utf16Offset: selectedRange.location, in: text)
        let end = String.Index(utf16Offset: NSMaxRange(selectedRange), in: text)
        let location = selectedRange.location + inserted.utf16.count
        setText(text.replacingCharacters(in: start..<end, with: inserted))
        selectedRange = NSRange(location: location, length: 0)
    }

    /// The text an input method is composing (Korean jamo becoming a syllable), in UTF-16 units.
    public private(set) var markedRange: NSRange?

    /// `setMarkedText(_:selectedRange:)` with the caret after the marked text: replaces the marked text
    /// (or the selection, when nothing is marked) and marks what was inserted.
    public func setMarkedText(_ marked: String) {
        selectedRange = markedRange ?? selectedRange
        let start = selectedRange.location
        insertText(marked)
        markedRange = NSRange(location: start, length: marked.utf16.count)
    }

    /// `unmarkText()`: the composition is committed as it stands.
    public func unmarkText() { markedRange = nil }

    /// `caretRect(for: selectedTextRange.end)` in content coordinates.
    public var caretRect: CGRect { layout.caretRect(at: NSMaxRange(selectedRange), in: text) }

    /// The whole line the caret is on, across the view, in content coordinates: what must show for the
    /// user to see where they type.
    public var caretLineRect: CGRect { layout.lineRect(layout.lineIndex(containing: NSMaxRange(selectedRange))) }

    /// The caret in window coordinates.
    override public var keycraftCaretRectInWindow: CGRect? {
        let frame = keycraftFrameInWindow
        return caretRect.offsetBy(dx: frame.minX - contentOffset.x, dy: frame.minY - contentOffset.y)
    }

    /// Return types a line break in a text view.
    override public var keycraftReturnInsertsLineBreak: Bool { true }
}
