extension ValidationRule {
    /// A rule of the app's own. `whileEditing` sees every edit, composition updates included (return
    /// `.accept` for those unless the rule really must break a composition); `whenEditingEnds` returns
    /// the message to show, or nil when the text is valid.
    public static func custom(
        name: String,
        whileEditing: @escaping @Sendable (ProposedEdit) -> EditVerdict = { _ in .accept },
        whenEditingEnds: @escaping @Sendable (String) -> ValidationMessage? = { _ in nil }
    ) -> ValidationRule {
        ValidationRule(
            name: name, judgesCompositionUpdates: true,
            whileEditing: { edit, _ in whileEditing(edit) },
            whenEditingEnds: { text in
                whenEditingEnds(text).map { ValidationFailure(rule: name, message: $0) }
            })
    }
}
