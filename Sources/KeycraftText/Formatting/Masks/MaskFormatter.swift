import Foundation

/// The formatter stage for a masked field: one mask, or a primary and alternatives picked by affinity.
///
/// Where it does better than InputMask's delegate (each point is tested):
/// - It runs inside the editing pipeline, so `editingChanged`, undo and the caret stay right.
/// - Backspace right after fixed characters (`+1 (098) |`) deletes the value character before them as
///   well (`+1 (09|`), instead of deleting a space that autocompletion puts back (`autoskip`).
/// - Pasting more than the mask holds keeps what fits and puts the caret after it.
/// - The literal prefix doesn't swallow the value's digits (see `MaskLiteralPrefix`).
/// - Editing in the middle keeps the mask the text already has; only typing at the end picks again.
/// - With an ellipsis (`[0…]`), an edit costs what the edit and the mask's head cost, not the text's
///   length: the text is assumed to be the formatter's own output, as the pipeline guarantees.
///
/// While an input method composes (marked text), the composition passes unformatted; its commit is
/// formatted, so a digits-only mask drops committed Hangul instead of splitting a syllable.
///
/// ```swift
/// let phone = try MaskFormatter(format: "{+1} ([000]) [000]-[00]-[00]")
/// var field = TextFieldSession(formatter: phone)
/// field.becomeFirstResponder()
/// field.paste("0981234567")         // field.text == "+1 (098) 123-45-67"
/// phone.extractedValue(of: field.text)   // "+10981234567": `{+1}` is part of the value
/// ```
public struct MaskFormatter: TextFormatter, Sendable, Equatable {
    /// The primary mask first, then the alternatives.
    public let masks: [Mask]
    /// How the mask is picked among ``masks`` for a text.
    public var affinityStrategy: MaskAffinityStrategy
    /// Append the fixed characters ahead of the caret after typing at the end.
    public var autocomplete: Bool
    /// Backspace over fixed characters also deletes the value character before them.
    public var autoskip: Bool

    /// A field with a primary mask and alternatives, the one that fits the text best (by `affinityStrategy`)
    /// formatting it.
    public init(
        primary: Mask, alternatives: [Mask] = [], affinityStrategy: MaskAffinityStrategy = .wholeString,
        autocomplete: Bool = true, autoskip: Bool = true
    ) {
        masks = [primary] + alternatives
        self.affinityStrategy = affinityStrategy
        self.autocomplete = autocomplete
        self.autoskip = autoskip
    }

    /// Compiles `format` and `alternatives`; the first malformed one throws.
    public init(
        format: String, alternatives: [String] = [], customNotations: [MaskNotation] = [],
        affinityStrategy: MaskAffinityStrategy = .wholeString, autocomplete: Bool = true, autoskip: Bool = true
    ) throws(MaskFormatError) {
        var compiled: [Mask] = []
        for text in [format] + alternatives { compiled.append(try Mask(format: text, customNotations: customNotations)) }
        self.init(
            primary: compiled[0], alternatives: Array(compiled.dropFirst()), affinityStrategy: affinityStrategy,
            autocomplete: autocomplete, autoskip: autoskip
        )
    }

    // MARK: TextFormatter

    public func format(_ edit: FormattingEdit) -> FormattedEdit {
        format(edit, locally: true)
    }

    /// `locally: false` walks the whole text every time: the naive formatter tests and benchmarks compare with.
    func format(_ edit: FormattingEdit, locally: Bool) -> FormattedEdit {
        guard edit.rangeIsWithinText else { return edit.outOfBoundsAnswer }
        if edit.source == .compositionUpdate { return edit.unformatted }
        let mask = masks[maskIndex(for: edit)]
        let head = MaskHead(of: edit.currentText, mask: mask)
        let edit = autoskip ? head.extendingBackspaceOverFixedCharacters(edit) : edit
        if locally, let incremental = head.formatLocally(edit, autocomplete: autocomplete) { return incremental }
        let result = mask.apply(
            to: edit.proposedText, caret: edit.proposedCaret, gravity: edit.isDeletion ? .backward : .forward,
            autocomplete: autocomplete && !edit.isDeletion
        )
        return FormattedEdit(replacingAllOf: edit.currentText, with: result.formattedText, caret: result.caret)
    }

    public func extractedValue(of text: String) -> String { result(for: text).extractedValue }

    public func isComplete(_ text: String) -> Bool { result(for: text).isComplete }

    /// `text` formatted by the mask it fits best, without autocompletion.
    public func result(for text: String) -> MaskResult {
        masks[currentMaskIndex(of: text)].apply(to: text, autocomplete: false)
    }

    /// The mask `text` is formatted with: the first mask that leaves it as it is, else the best by affinity.
    public func currentMaskIndex(of text: String) -> Int {
        guard masks.count > 1 else { return 0 }
        if let index = masks.firstIndex(where: { $0.apply(to: text, autocomplete: false).formattedText == text }) {
            return index
        }
        return masks.bestIndex(for: text, strategy: affinityStrategy)
    }

    /// Typing or pasting at the end picks the mask again; an edit in the middle keeps the text's mask.
    private func maskIndex(for edit: FormattingEdit) -> Int {
        guard masks.count > 1 else { return 0 }
        let editsAtEnd = edit.range.location + edit.range.length == edit.currentText.utf16.count
        if editsAtEnd || edit.currentText.isEmpty {
            return masks.bestIndex(for: edit.proposedText, strategy: affinityStrategy)
        }
        return currentMaskIndex(of: edit.currentText)
    }
}
