/// A JSON value that keeps object members in document order, duplicates included.
///
/// The AASA validator needs what `JSONSerialization` throws away: member order (the generator's
/// output must be stable), duplicate keys (a warning) and the difference between `true` and `1`.
public indirect enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written, so nothing is lost to floating point.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order, duplicates kept.
    case object([JSONMember])

    /// The name of the value's JSON type, for messages ("expected an array, found a string").
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: [JSONMember]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Equatable, Sendable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member `key` with `value`.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
