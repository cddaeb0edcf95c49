/// One attribute of an HTML start tag.
public struct HTMLAttribute: Hashable, Sendable {
    /// Lowercase, as HTML folds attribute names.
    public let name: String
    /// `nil` for an attribute written without a value (`required`), which HTML reads as empty.
    public let value: String?

    /// An attribute `name`, with `value` or none (`required`).
    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    /// `name="escaped value"`, or the bare name when there is no value.
    public var html: String {
        value.map { "\(name)=\"\(HTMLSyntax.escape($0))\"" } ?? name
    }
}
