/// Finds word boundaries around any position by examining only the text near it.
///
/// Deciding one position looks back over at most two characters (each with its attached
/// Extend/Format/ZWJ) and ahead over one, except between two regional indicators, where the run of
/// regional indicators before the position is counted (WB15/WB16). So finding the boundaries around a
/// position costs time proportional to the word there, not to the text: what a custom keyboard needs
/// when it is handed the document in pieces.
struct WordBoundaryScanner<Scalars: BidirectionalCollection> where Scalars.Element == Unicode.Scalar {
    let scalars: Scalars

    /// Whether a word boundary falls at `position` (an index of `scalars`; start and end are boundaries).
    func isBoundary(at position: Scalars.Index) -> Bool {
        guard position != scalars.startIndex, position != scalars.endIndex else { return true }
        let scalarBefore = WordBreakClass(scalars[scalars.index(before: position)])
        let scalarAfter = WordBreakClass(scalars[position])
        if let decision = WordBreakRules.decide(between: scalarBefore, and: scalarAfter) {
            return decision == .boundary
        }
        let before = character(endingAt: position)
        let context = WordBreakContext(
            before: before.property,
            beforeBefore: character(endingAt: before.start).property,
            after: scalarAfter.property,
            afterAfter: character(after: position)
        )
        switch WordBreakRules.decide(context) {
        case .boundary: return true
        case .noBoundary: return false
        case .regionalIndicatorPair: return regionalIndicatorRun(endingAt: position) % 2 == 0
        }
    }

    /// The nearest boundary before `position`, or `nil` at the start.
    func previousBoundary(before position: Scalars.Index) -> Scalars.Index? {
        guard position != scalars.startIndex else { return nil }
        var candidate = scalars.index(before: position)
        while !isBoundary(at: candidate) { candidate = scalars.index(before: candidate) }
        return candidate
    }

    /// The nearest boundary after `position`, or `nil` at the end.
    func nextBoundary(after position: Scalars.Index) -> Scalars.Index? {
        guard position != scalars.endIndex else { return nil }
        var candidate = scalars.index(after: position)
        while !isBoundary(at: candidate) { candidate = scalars.index(after: candidate) }
        return candidate
    }

    /// The character (after WB4) that ends at `position`, and where it starts; `.other` at the start of
    /// text and for a run of Extend/Format/ZWJ attached to nothing.
    private func character(endingAt position: Scalars.Index) -> (property: WordBreakProperty, start: Scalars.Index) {
        guard position != scalars.startIndex else { return (.other, position) }
        var start = scalars.index(before: position)
        var property = WordBreakClass(scalars[start]).property
        while property.isIgnorable {
            guard start != scalars.startIndex else { return (.other, start) }
            let previous = scalars.index(before: start)
            let previousProperty = WordBreakClass(scalars[previous]).property
            if previousProperty.isLineBreak { return (.other, start) }  // WB4 attaches to no line break
            start = previous
            property = previousProperty
        }
        return (property, start)
    }

    /// The character after the one that starts at `position`, skipping what WB4 attaches to it.
    private func character(after position: Scalars.Index) -> WordBreakProperty {
        var next = scalars.index(after: position)
        while next != scalars.endIndex {
            let property = WordBreakClass(scalars[next]).property
            if !property.isIgnorable { return property }
            next = scalars.index(after: next)
        }
        return .other
    }

    /// How many regional indicators (after WB4) end at `position` in an unbroken run.
    private func regionalIndicatorRun(endingAt position: Scalars.Index) -> Int {
        var count = 0
        var end = position
        while true {
            let character = character(endingAt: end)
            guard character.property == .regionalIndicator else { return count }
            count += 1
            end = character.start
        }
    }
}
