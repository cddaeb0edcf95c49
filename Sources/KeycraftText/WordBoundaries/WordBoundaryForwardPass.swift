/// Every word boundary of a whole text in one forward pass.
///
/// Independent of `WordBoundaryScanner` in how it learns the characters before a position: it carries
/// them (and the length of the current regional-indicator run) as state instead of looking back, so the
/// two cross-check each other in tests. Linear in the length of the text.
enum WordBoundaryForwardPass {
    /// The boundaries as positions in `classes` (0 and `classes.count` included; `[0]` when empty).
    static func boundaries(of classes: [WordBreakClass]) -> [Int] {
        let following = charactersFollowing(classes)
        var boundaries = [0]
        var before = WordBreakProperty.other, beforeBefore = WordBreakProperty.other
        var regionalIndicatorRun = 0
        for position in classes.indices {
            let property = classes[position].property
            if position > 0 && isBoundary(
                between: classes[position - 1], and: classes[position],
                context: WordBreakContext(
                    before: before, beforeBefore: beforeBefore, after: property, afterAfter: following[position]),
                regionalIndicatorRun: regionalIndicatorRun
            ) {
                boundaries.append(position)
            }
            if !property.isIgnorable {
                (beforeBefore, before) = (before, property)
                regionalIndicatorRun = property == .regionalIndicator ? regionalIndicatorRun + 1 : 0
            } else if position == 0 || classes[position - 1].property.isLineBreak {
                // WB4 attaches this run to nothing: it is a character of its own that no rule names.
                (beforeBefore, before) = (before, .other)
                regionalIndicatorRun = 0
            }
        }
        if !classes.isEmpty { boundaries.append(classes.count) }
        return boundaries
    }

    private static func isBoundary(
        between scalarBefore: WordBreakClass, and scalarAfter: WordBreakClass,
        context: @autoclosure () -> WordBreakContext, regionalIndicatorRun: Int
    ) -> Bool {
        if let decision = WordBreakRules.decide(between: scalarBefore, and: scalarAfter) {
            return decision == .boundary
        }
        switch WordBreakRules.decide(context()) {
        case .boundary: return true
        case .noBoundary: return false
        case .regionalIndicatorPair: return regionalIndicatorRun % 2 == 0
        }
    }

    /// For each position, the first character after it that is not Extend/Format/ZWJ (`.other` at the end).
    private static func charactersFollowing(_ classes: [WordBreakClass]) -> [WordBreakProperty] {
        var following = [WordBreakProperty](repeating: .other, count: classes.count)
        var next = WordBreakProperty.other
        for position in classes.indices.reversed() {
            following[position] = next
            if !classes[position].property.isIgnorable { next = classes[position].property }
        }
        return following
    }
}
