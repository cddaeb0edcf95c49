import Foundation

/// The edits a session can undo and redo, each kept as what it takes to reverse it: the range the
/// change left (UTF-16, in the text after it), the text it replaced and the selection before it. So an
/// entry costs what the edit did (a keystroke, a paste, a formatter's answer), never a copy of the text.
///
/// The choices, written down: typing, paste, cut, delete, replacements, the clear button and committed
/// compositions are undoable, one entry each (no coalescing of keystrokes); provisional marked text is
/// not (a committed composition is undone as a whole, and undo waits while text is marked); a change
/// the app makes itself (setting the text through the delegate's handle, `clearsOnBeginEditing`) clears
/// the history, as setting `UITextField.text` does.
struct UndoStack: Sendable {
    /// One reversible change.
    struct Entry: Sendable, Equatable {
        /// The range the change left in the text after it.
        var range: NSRange
        /// The text that range replaced.
        var replaced: String
        /// The selection before the change.
        var selection: NSRange
    }

    /// How many entries are kept; older ones are forgotten.
    static let capacity = 100

    private(set) var undoEntries: [Entry] = []
    private(set) var redoEntries: [Entry] = []

    var canUndo: Bool { !undoEntries.isEmpty }
    var canRedo: Bool { !redoEntries.isEmpty }

    /// A new change: it can be undone, and what was undone before can no longer be redone.
    mutating func record(_ entry: Entry) {
        undoEntries.append(entry)
        if undoEntries.count > Self.capacity { undoEntries.removeFirst() }
        redoEntries.removeAll()
    }

    /// The entry `undo` or `redo` would apply.
    func next(undoing: Bool) -> Entry? { undoing ? undoEntries.last : redoEntries.last }

    /// Moves the entry just applied by undo (or redo) to the other side, as its inverse.
    mutating func didApply(undoing: Bool, inverse: Entry) {
        if undoing {
            undoEntries.removeLast()
            redoEntries.append(inverse)
        } else {
            redoEntries.removeLast()
            undoEntries.append(inverse)
        }
    }

    mutating func removeAll() {
        undoEntries.removeAll()
        redoEntries.removeAll()
    }
}
