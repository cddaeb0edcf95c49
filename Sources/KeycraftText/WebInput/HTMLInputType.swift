/// The `type` of an HTML `<input>` that edits text with a keyboard.
///
/// ```swift
/// HTMLInputType(attributeValue: "date")   // .text: pickers are not keyboards
/// ```
public enum HTMLInputType: String, CaseIterable, Sendable {
    /// Free text on one line: the default, and what unknown types fall back to.
    case text
    /// A telephone number: the phone pad.
    case tel
    /// An absolute URL: the URL keyboard, no capitals or corrections.
    case url
    /// An e-mail address: the e-mail keyboard, no capitals or corrections.
    case email
    /// A number: the numbers and punctuation keyboard.
    case number
    /// Search terms: the return key reads "Search".
    case search
    /// A password: secure entry, and Password AutoFill.
    case password

    /// Reads the attribute as HTML does: keywords are ASCII case-insensitive, and a missing or
    /// unknown type (including the date, colour and button types, which show pickers rather than a
    /// keyboard) is the invalid-value default, `text`.
    public init(attributeValue: String?) {
        self = attributeValue.flatMap { HTMLInputType(rawValue: $0.lowercased()) } ?? .text
    }
}
