extension ValidationRule {
    /// The text is exactly one of `options` (e.g. "M" or "F").
    ///
    /// While editing, an edit is accepted while its result is the start of an option. With `uppercased`,
    /// typed text is upper-cased first: typing "m" is accepted as "M" (`acceptSanitized`). Deleting is
    /// always allowed; membership is checked when editing ends (case-sensitively).
    public static func oneOf(_ options: [String], uppercased: Bool = false) -> ValidationRule {
        let failure = ValidationFailure(rule: "oneOf", message: .oneOf(options))
        return ValidationRule(
            name: failure.rule,
            whileEditing: { edit, _ in
                guard !edit.isDeletion else { return .accept }
                let replacement = uppercased ? edit.replacement.uppercased() : edit.replacement
                let resulting = edit.withReplacement(replacement).resultingText
                guard options.contains(where: { $0.hasPrefix(resulting) }) else { return .reject(failure) }
                return replacement == edit.replacement ? .accept : .acceptSanitized(replacement: replacement)
            },
            whenEditingEnds: { text in
                text.isEmpty || options.contains(text) ? nil : failure
            })
    }
}
