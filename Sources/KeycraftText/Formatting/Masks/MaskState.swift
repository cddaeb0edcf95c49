/// One small state of a compiled mask. A mask is a chain of these: each state handles one character of
/// the formatted text and hands over to the next (`Mask.states[i + 1]`).
public enum MaskState: Sendable, Hashable {
    /// A character the user types (inside `[]`); extracted. An optional one is skipped when the input's
    /// next character doesn't fit it.
    case value(MaskCharacterSet, isOptional: Bool)
    /// `…`: any number of characters of one set; the chain ends here (states after it are never reached).
    case ellipsis(MaskCharacterSet)
    /// A fixed character: typed over when the input has it, inserted otherwise. Outside brackets it is
    /// decoration (not extracted); inside `{}` it belongs to the extracted value.
    case fixed(Character, isExtracted: Bool)

    var isFixed: Bool {
        if case .fixed = self { true } else { false }
    }

    var isMandatoryValue: Bool {
        if case .value(_, isOptional: false) = self { true } else { false }
    }
}
