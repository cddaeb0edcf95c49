import Foundation
import KeycraftText

/// What became of one change of a text binding: the text to write back and why.
public struct BindingReconciliation: Equatable, Sendable {
    /// The text the binding should hold now: the previous text when the edit was refused, the formatted
    /// text when a formatter reshaped it, the new text as it came otherwise.
    public var text: String
    /// The text the binding reported.
    public var proposedText: String
    /// The edit inferred from the change; nil when the text did not change.
    public var edit: BindingEdit?
    /// The source the edit was judged as (see ``BindingEdit/source(in:)``).
    public var source: EditSource?
    /// What the editing pipeline did with the edit (`.nothingToDo` when the text did not change).
    public var result: EditResult
    /// What the field shows under itself: a refused edit's message; empty once an edit is accepted.
    public var messages: [ValidationFailure]
    /// The caret or selection after the edit (UTF-16), e.g. after a mask's fixed characters.
    public var selectedRange: NSRange

    /// Whether the binding must be set to ``text``: it differs from what the binding reported, byte
    /// for byte (a refusal can leave text that `==` calls equal — é precomposed against e + U+0301 —
    /// whose UTF-16 positions differ).
    public var needsWriteBack: Bool { !text.hasSameUTF8(as: proposedText) }

    /// The first message, to show under the field (`message?.defaultValue`, or localized).
    public var message: ValidationMessage? { messages.first?.message }
}
