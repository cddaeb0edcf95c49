extension ValidationRule {
    /// The text is an integer in `range` (ASCII digits, optional leading `-`, no leading zeros).
    ///
    /// While editing, an edit is accepted when its result can still grow into a number in the range:
    /// for 1...100, "1" and "10" are accepted, "0" and "101" rejected; "-" only when the range has
    /// negative numbers. Deleting is always allowed; the final value is checked when editing ends.
    public static func integerRange(_ range: ClosedRange<Int>) -> ValidationRule {
        let failure = ValidationFailure(rule: "integerRange", message: .integerRange(range))
        return ValidationRule(
            name: failure.rule,
            whileEditing: { edit, _ in
                edit.isDeletion || IntegerNotation.isPrefix(edit.resultingText, ofANumberIn: range)
                    ? .accept : .reject(failure)
            },
            whenEditingEnds: { text in
                guard !text.isEmpty else { return nil }
                return IntegerNotation.value(of: text).map(range.contains) == true ? nil : failure
            })
    }
}
