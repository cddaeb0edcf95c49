extension ValidationMessage {
    static let paymentCardNumber = ValidationMessage(key: "validation.paymentCardNumber", defaultValue: "Enter a valid card number.")
}

extension ValidationRule {
    /// When editing ends, the field's digits are a card number of its brand's length that passes the Luhn
    /// check; spaces and other separators are ignored. While editing anything goes.
    public static let paymentCardNumber = ValidationRule(name: "paymentCardNumber", whenEditingEnds: { text in
        text.isEmpty || PaymentCardFormatter().isComplete(text)
            ? nil : ValidationFailure(rule: "paymentCardNumber", message: .paymentCardNumber)
    })
}
