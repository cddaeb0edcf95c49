/// Why a value or an edit breaks a rule: the rule's name and a message for the user.
///
/// ```swift
/// let failures = FieldValidator([.required]).validateEndOfEditing("")
/// failures.map(\.rule)              // ["required"]
/// ```
public struct ValidationFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name of the rule that failed, e.g. `maxLength`.
    public var rule: String
    /// What to tell the user.
    public var message: ValidationMessage

    /// A failure of the rule named `rule`.
    public init(rule: String, message: ValidationMessage) {
        self.rule = rule
        self.message = message
    }

    /// The rule's name and the English message.
    public var description: String { "\(rule): \(message.defaultValue)" }
}
