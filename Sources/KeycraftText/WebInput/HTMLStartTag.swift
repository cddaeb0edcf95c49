/// An HTML start tag: its name and attributes in document order.
///
/// ```swift
/// let tag = try HTMLStartTag(parsing: #"<input name="q" required>"#)
/// tag[attribute: "name"]       // "q"
/// ```
public struct HTMLStartTag: Hashable, Sendable {
    /// Lowercase.
    public let name: String
    /// The attributes in document order.
    public let attributes: [HTMLAttribute]

    /// A tag named `name` with `attributes`.
    public init(name: String, attributes: [HTMLAttribute]) {
        self.name = name
        self.attributes = attributes
    }

    /// Reads one start tag such as `<input type="email" required>` (an optional `/>` and surrounding
    /// whitespace allowed). Stricter than a browser: where HTML would recover from a parse error
    /// (an unterminated quote, a duplicate attribute, attributes run together), this throws with the
    /// position, so markup handed to Keycraft means what it says.
    public init(parsing text: String) throws(HTMLTagParseError) {
        var parser = HTMLStartTagParser(text)
        self = try parser.parse()
    }

    /// The value of an attribute: `""` for one written without a value, `nil` when absent.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }.map { $0.value ?? "" }
    }

    /// The tag as HTML, every value quoted and escaped.
    public var html: String {
        "<" + ([name] + attributes.map(\.html)).joined(separator: " ") + ">"
    }
}
