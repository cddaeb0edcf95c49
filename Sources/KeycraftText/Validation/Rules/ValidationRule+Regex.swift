extension ValidationRule {
    /// The whole text matches `pattern` (Swift `Regex` syntax, matched by grapheme clusters, so `.`
    /// is one character as people see it) when editing ends.
    ///
    /// With `whileEditing`, every edit that adds text must also leave a text that matches as a whole:
    /// use it for patterns every prefix of a valid value matches, such as `[A-Z0-9]*`. A regular
    /// expression can't say in general whether a partial text can still become a match, so it is off
    /// by default.
    ///
    /// - Throws: `RegexPatternError` naming the pattern and the problem when it does not compile.
    public static func regex(_ pattern: String, whileEditing: Bool = false) throws(RegexPatternError) -> ValidationRule {
        let matcher = try RegexMatcher(pattern: pattern)
        let failure = ValidationFailure(rule: "regex", message: .regex(pattern))
        return ValidationRule(
            name: failure.rule,
            whileEditing: { edit, _ in
                !whileEditing || edit.isDeletion || matcher.matchesWhole(edit.resultingText)
                    ? .accept : .reject(failure)
            },
            whenEditingEnds: { text in
                text.isEmpty || matcher.matchesWhole(text) ? nil : failure
            })
    }
}

/// A compiled pattern that rules can share across concurrent evaluations.
///
/// `Regex` is not `Sendable`; matching never mutates it, so sharing one compiled instance is safe.
private struct RegexMatcher: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>

    init(pattern: String) throws(RegexPatternError) {
        do {
            regex = try Regex(pattern)
        } catch {
            throw RegexPatternError(pattern: pattern, problem: String(describing: error))
        }
    }

    func matchesWhole(_ text: String) -> Bool {
        (try? regex.wholeMatch(in: text)) != nil
    }
}
