/// A JSON value that keeps object members in document order, duplicates included.
///
/// The AASA validator needs what `JSONSerialization` throws away: member order (the generator's
/// output must be stable), duplicate keys (a warning) and the difference between `true` and `1`.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
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

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: [JSONMember]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
