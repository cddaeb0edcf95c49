extension ValidationRule {
    /// The text is a valid e-mail address as the HTML standard defines it (see `EmailAddress`), checked
    /// when editing ends; while editing anything goes, since every address starts out incomplete.
    public static let email = ValidationRule(name: "email", whenEditingEnds: { text in
        text.isEmpty || EmailAddress.isValid(text)
            ? nil : ValidationFailure(rule: "email", message: .email)
    })
}
