import Foundation

/// A scenario that cannot run: `path` is the JSON path of what is wrong (e.g. `$.events[3].type`).
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the value at fault, such as `$.fields[2].frame`.
    public var path: String
    /// What is wrong there.
    public var message: String

    /// An error at `path` with a message.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, as the `keycraft simulate` command prints it.
    public var description: String { "\(path): \(message)" }

    /// A decoding error's coding path as a JSON path: `$`, `.key` for object members, `[n]` for elements.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(Self.jsonName(type))")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(Self.jsonName(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), message: "missing")
        case .dataCorrupted(let context):
            let message = context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
            self.init(path: Self.path(context.codingPath), message: message)
        @unknown default:
            self.init(path: "$", message: "\(error)")
        }
    }

    private static func jsonName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "an integer"
        case is Double.Type, is CGFloat.Type: "a number"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
