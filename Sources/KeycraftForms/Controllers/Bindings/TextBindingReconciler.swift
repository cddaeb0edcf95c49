import Foundation
import KeycraftText

/// Runs the changes of a SwiftUI text binding through a field's editing pipeline — rules, then the
/// formatter stage (a mask, a phone number's grouping) — as a UIKit field's keystrokes run through it.
///
/// SwiftUI's `TextField` reports only the new text. The reconciler keeps the committed text in a
/// `TextFieldSession`, infers the edit from it to the new text (``BindingEdit``), proposes that edit to
/// the session and answers with the text to write back: the previous text when a rule refused the edit,
/// the formatted text when the formatter reshaped it. So a binding-driven field and a UIKit one end up
/// with the same text for the same keys.
///
/// Marked text: SwiftUI hands Korean (and other) composition to the binding as if it were committed, so
/// the reconciler never sees marked text. Every update is judged as committed text — a length limit
/// refuses a new syllable that does not fit (`안녕하세요` fills a 5-character field; the next `ㅂ` is
/// refused with the limit's message), and a syllable that splits at the limit keeps the part that fits
/// (see ``BindingEdit/source(in:)``). A refused update is written back, which ends the composition.
///
/// Nothing is stored or logged: the text lives in the session only.
///
/// ```swift
/// var phone = TextBindingReconciler(formatter: try PhoneNumberFormatter(regionCode: "KR"))
/// let step = phone.reconcile("0101")        // step.text == "010-1"
/// if step.needsWriteBack { text = step.text }
/// ```
public struct TextBindingReconciler {
    /// The field's session: its text is the committed text the binding should hold.
    public private(set) var session: TextFieldSession

    /// A reconciler for a field holding `text`, with its rules and formatter. The text is taken as it is
    /// (as setting `UITextField.text` is): neither checked nor formatted.
    public init(
        text: String = "", validator: FieldValidator = FieldValidator([]), formatter: (any TextFormatter)? = nil,
        traits: TextInputTraits = TextInputTraits()
    ) {
        session = TextFieldSession(text: text, traits: traits, validator: validator, formatter: formatter)
    }

    /// The committed text.
    public var text: String { session.text }
    /// The messages the field shows now.
    public var messages: [ValidationFailure] { session.messages }
    /// The rules; changing them applies from the next edit.
    public var validator: FieldValidator {
        get { session.validator }
        set { session.validator = newValue }
    }
    /// The formatter stage; changing it applies from the next edit (the text is not reformatted).
    public var formatter: (any TextFormatter)? {
        get { session.formatter }
        set { session.formatter = newValue }
    }

    /// Judges the binding's new text against the committed text.
    ///
    /// - Parameters:
    ///   - newText: what the binding now holds.
    ///   - selection: the committed text's selection before the change, when the caller knows it
    ///     (SwiftUI's `TextSelection`); it places an edit where repeated characters leave it open.
    /// - Returns: the text to write back, the inferred edit and the pipeline's verdict. Nothing changes
    ///   when `newText` is the committed text (so writing back the answer is itself a no-op change).
    public mutating func reconcile(_ newText: String, selection: NSRange? = nil) -> BindingReconciliation {
        let previous = session.text
        guard let edit = BindingEdit.inferred(from: previous, to: newText, selection: selection) else {
            return answer(proposed: newText, edit: nil, source: nil, result: .nothingToDo)
        }
        if !session.isEditing { session.becomeFirstResponder() }
        if let selection { try? session.setSelectedRange(selection) }
        let source = edit.source(in: session.content)
        let result = session.replace(edit.range, with: edit.replacement, source: source)
        return answer(proposed: newText, edit: edit, source: source, result: result)
    }

    /// Editing ended (focus left the field, or return was pressed): the end-of-editing rules run on the
    /// committed text. Returns what they break (an e-mail address that isn't one), also kept as the
    /// field's messages; empty when the text is valid.
    public mutating func endEditing() -> [ValidationFailure] {
        if !session.isEditing { session.becomeFirstResponder() }
        guard session.resignFirstResponder() else { return session.messages }
        return []
    }

    /// The app replaced the text itself (a reset, a loaded value): taken as it is, without rules or
    /// formatting, like setting `UITextField.text`. The field's messages are cleared.
    public mutating func setText(_ text: String) {
        session = TextFieldSession(text: text, traits: session.traits, validator: validator, formatter: formatter)
    }

    private func answer(proposed: String, edit: BindingEdit?, source: EditSource?, result: EditResult) -> BindingReconciliation {
        BindingReconciliation(
            text: session.text, proposedText: proposed, edit: edit, source: source, result: result,
            messages: session.messages, selectedRange: session.selectedRange)
    }
}
