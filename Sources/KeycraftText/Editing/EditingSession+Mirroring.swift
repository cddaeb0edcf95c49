import Foundation

extension EditableText {
    /// The state a platform text input shows — its text, selection and marked (composing) text — with
    /// both ranges checked like every range: out of bounds, negative, `NSNotFound` or inside a character
    /// is a `TextRangeError`.
    public init(_ text: String, selectedRange: NSRange, markedRange: NSRange?) throws(TextRangeError) {
        try self.init(text, selectedRange: selectedRange)
        if let markedRange {
            _ = try range(of: markedRange)
            self.markedRange = markedRange.length == 0 ? nil : markedRange
        }
    }
}

extension EditingCore {
    /// Takes `content` as the text a platform view shows: a programmatic change (no rules, no formatter,
    /// no delegate calls), so the history is cleared. A composition keeps what it replaced when it is
    /// still the same composition (it starts where it started); otherwise it replaced nothing.
    mutating func mirror(_ content: EditableText, isEditing: Bool) {
        if content.markedRange?.location != self.content.markedRange?.location || content.markedRange == nil {
            compositionOrigin = ""
        }
        self.content = content
        self.isEditing = isEditing
        undoStack.removeAll()
    }
}

// For adapters (KeycraftForms' field controllers) that keep a session beside a UIKit text field or text
// view: UIKit owns the text and splits the editing lifecycle into separate delegate calls, so the adapter
// mirrors the view's state into the session and asks the delegate one question at a time.

extension TextFieldSession {
    /// Takes the state a platform text field shows as a programmatic change, and whether it is editing:
    /// no rules, no formatter, no delegate calls; undo history cleared.
    public mutating func mirror(_ content: EditableText, isEditing: Bool) { core.mirror(content, isEditing: isEditing) }

    /// Asks the delegate one "should" question as the session does — through a handle, taking what the
    /// delegate sets through it. True when there is no delegate.
    public mutating func askDelegate(_ question: (any TextFieldDelegate, TextFieldHandle) -> Bool) -> Bool { ask(question) }

    /// Tells the delegate some news as the session does, taking what the delegate sets through the handle.
    public mutating func tellDelegate(_ news: (any TextFieldDelegate, TextFieldHandle) -> Void) { tell(news) }
}

extension TextViewSession {
    /// Takes the state a platform text view shows as a programmatic change, and whether it is editing.
    public mutating func mirror(_ content: EditableText, isEditing: Bool) { core.mirror(content, isEditing: isEditing) }

    /// Asks the delegate one "should" question as the session does; true when there is no delegate.
    public mutating func askDelegate(_ question: (any TextViewDelegate, TextViewHandle) -> Bool) -> Bool { ask(question) }

    /// Tells the delegate some news as the session does, taking what the delegate sets through the handle.
    public mutating func tellDelegate(_ news: (any TextViewDelegate, TextViewHandle) -> Void) { tell(news) }
}
