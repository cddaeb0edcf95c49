/// One position between two characters, as the rules after WB4 see it: each character with its
/// Extend, Format and ZWJ attached, so those are skipped when looking further back or ahead.
struct WordBreakContext: Sendable {
    /// The character before the position after WB4. A run of Extend/Format/ZWJ attached to nothing
    /// (at the start of text or after a line break) counts as `.other`: no later rule names it.
    var before: WordBreakProperty
    /// The character before `before` (WB7, WB7c, WB11); `.other` at the start of text.
    var beforeBefore: WordBreakProperty
    /// The character after the position (never Extend, Format or ZWJ: WB4 decided those).
    var after: WordBreakProperty
    /// The character after `after` (WB6, WB7b, WB12); `.other` at the end of text.
    var afterAfter: WordBreakProperty
}

/// What the rules say about one position.
enum WordBreakDecision: Equatable, Sendable {
    case boundary
    case noBoundary
    /// Regional indicator before and after (WB15/WB16): no boundary when the run of regional indicators
    /// ending before the position has odd length, a boundary when even. Only the caller can count.
    case regionalIndicatorPair
}

/// The word-boundary rules of UAX #29 (Unicode Text Segmentation, revision for Unicode 15.0),
/// https://www.unicode.org/reports/tr29/#Word_Boundary_Rules — WB1/WB2 (start and end of text are
/// always boundaries) are the callers' business.
enum WordBreakRules {
    /// Rules WB3–WB4, which look at the two scalars around the position only; `nil` when the later
    /// rules decide (then the scalar after the position is not Extend, Format or ZWJ).
    static func decide(between scalarBefore: WordBreakClass, and scalarAfter: WordBreakClass) -> WordBreakDecision? {
        let before = scalarBefore.property, after = scalarAfter.property
        if before == .cr && after == .lf { return .noBoundary }  // WB3
        if before.isLineBreak || after.isLineBreak { return .boundary }  // WB3a, WB3b
        if before == .zwj && scalarAfter.isExtendedPictographic { return .noBoundary }  // WB3c
        if before == .wSegSpace && after == .wSegSpace { return .noBoundary }  // WB3d
        if after.isIgnorable { return .noBoundary }  // WB4
        return nil
    }

    /// Rules WB5–WB999, which look at characters as WB4 leaves them.
    static func decide(_ context: WordBreakContext) -> WordBreakDecision {
        let before = context.before, after = context.after
        let beforeBefore = context.beforeBefore, afterAfter = context.afterAfter
        switch (before, after) {
        case _ where before.isAHLetter && after.isAHLetter:  // WB5
            return .noBoundary
        case _ where before.isAHLetter && after.isMidLetterOrMidNumLetQ && afterAfter.isAHLetter:  // WB6
            return .noBoundary
        case _ where beforeBefore.isAHLetter && before.isMidLetterOrMidNumLetQ && after.isAHLetter:  // WB7
            return .noBoundary
        case (.hebrewLetter, .singleQuote):  // WB7a
            return .noBoundary
        case (.hebrewLetter, .doubleQuote) where afterAfter == .hebrewLetter:  // WB7b
            return .noBoundary
        case (.doubleQuote, .hebrewLetter) where beforeBefore == .hebrewLetter:  // WB7c
            return .noBoundary
        case (.numeric, .numeric):  // WB8
            return .noBoundary
        case (_, .numeric) where before.isAHLetter:  // WB9
            return .noBoundary
        case (.numeric, _) where after.isAHLetter:  // WB10
            return .noBoundary
        case (_, .numeric) where beforeBefore == .numeric && before.isMidNumOrMidNumLetQ:  // WB11
            return .noBoundary
        case (.numeric, _) where after.isMidNumOrMidNumLetQ && afterAfter == .numeric:  // WB12
            return .noBoundary
        case (.katakana, .katakana):  // WB13
            return .noBoundary
        case (.aLetter, .extendNumLet), (.hebrewLetter, .extendNumLet), (.numeric, .extendNumLet),
            (.katakana, .extendNumLet), (.extendNumLet, .extendNumLet):  // WB13a
            return .noBoundary
        case (.extendNumLet, .aLetter), (.extendNumLet, .hebrewLetter), (.extendNumLet, .numeric),
            (.extendNumLet, .katakana):  // WB13b
            return .noBoundary
        case (.regionalIndicator, .regionalIndicator):  // WB15, WB16
            return .regionalIndicatorPair
        default:  // WB999
            return .boundary
        }
    }
}
