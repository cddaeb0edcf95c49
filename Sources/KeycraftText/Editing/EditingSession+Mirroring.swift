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
// mirrors the view's state into the session and asks the delegate one question at a time (``ask(_:)``,
// ``tell(_:)``). Package-only: an app edits through the session's own methods.

extension EditingSession {
    /// Takes the state a platform view shows as a programmatic change, and whether it is editing: no
    /// rules, no formatter, no delegate calls; undo history cleared.
    package mutating func mirror(_ content: EditableText, isEditing: Bool) { core.mirror(content, isEditing: isEditing) }
}
