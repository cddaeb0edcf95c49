import Foundation

/// What a screen does when a field's return key is one of the "submit" kinds (search, go, send, …).
///
/// ```swift
/// let search = SubmitAction.searchURL(prefix: "https://www.google.com/search?q=", queryField: "query")
/// ```
public enum SubmitAction: Hashable, Sendable {
    /// Submits the form as it is: the result lists every field's text.
    case submitForm
    /// The guides' search screen: the query field's text, percent-encoded for a URL query component, is
    /// appended to `prefix` (e.g. `https://www.google.com/search?q=`). `queryField` nil: the field
    /// whose return was pressed.
    case searchURL(prefix: String, queryField: String?)
}

/// The outcome of a submit action.
public enum SubmitResult: Hashable, Sendable {
    /// Every field's text, by field identifier.
    case form([String: String])
    /// The search URL: the prefix and the percent-encoded query.
    case url(String)
}
