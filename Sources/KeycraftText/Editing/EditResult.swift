import Foundation

/// What happened to a proposed edit.
public enum EditResult: Equatable, Sendable {
    /// The edit was made as proposed.
    case applied
    /// The edit was made with a sanitized replacement (a paste filtered, "m" upper-cased, a composition
    /// truncated to fit).
    case appliedSanitized(String)
    /// A validation rule refused it; the failure is also shown as the session's message.
    case rejected(ValidationFailure)
    /// The delegate's "should change" answered false — or the delegate changed the field itself
    /// through its handle (the UIKit formatting pattern), whose change then stands instead.
    case vetoedByDelegate
    /// The range was unusable (or a formatter answered with an unusable range or caret); nothing changed.
    case invalidRange(TextRangeError)
    /// The field isn't the first responder, so keys don't reach it.
    case notEditing
    /// There was nothing to do (delete backward at the start of the text).
    case nothingToDo

    /// Whether the text changed: true for an edit applied as proposed or sanitized.
    public var wasApplied: Bool {
        switch self {
        case .applied, .appliedSanitized: true
        default: false
        }
    }
}
