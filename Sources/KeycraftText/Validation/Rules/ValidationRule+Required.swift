extension ValidationRule {
    /// The field must not be empty (or only white space) when editing ends. While editing, deleting
    /// everything is fine: the user may be about to type something else.
    public static let required = ValidationRule(name: "required", whenEditingEnds: { text in
        text.allSatisfy(\.isWhitespace)
            ? ValidationFailure(rule: "required", message: .required) : nil
    })
}
