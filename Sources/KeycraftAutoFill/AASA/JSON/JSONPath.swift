/// A location inside a JSON document in JSONPath notation: `$.applinks.details[0].components[2]["/"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path as text, `$.applinks.details[0]`.
    public private(set) var description: String

    /// The document itself.
    public static let root = JSONPath(stringLiteral: "$")

    /// A path written out, such as `"$.webcredentials"`.
    public init(stringLiteral value: String) {
        description = value
    }

    /// The member `key` of the object here; keys that aren't identifiers are bracketed and quoted.
    public func appending(key: String) -> JSONPath {
        let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar))
        } && !("0"..."9").contains(key.unicodeScalars.first!)
        return JSONPath(stringLiteral: description + (isIdentifier ? ".\(key)" : "[\(JSONWriter.quoted(key))]"))
    }

    /// The element at `index` of the array here.
    public func appending(index: Int) -> JSONPath {
        JSONPath(stringLiteral: description + "[\(index)]")
    }
}
