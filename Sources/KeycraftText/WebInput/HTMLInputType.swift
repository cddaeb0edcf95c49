/// The `type` of an HTML `<input>` that edits text with a keyboard.
public enum HTMLInputType: String, CaseIterable, Sendable {
    case text, tel, url, email, number, search, password

    /// Reads the attribute as HTML does: keywords are ASCII case-insensitive, and a missing or
    /// unknown type (including the date, colour and button types, which show pickers rather than a
    /// keyboard) is the invalid-value default, `text`.
    public init(attributeValue: String?) {
        self = attributeValue.flatMap { HTMLInputType(rawValue: $0.lowercased()) } ?? .text
    }
}
