/// Writes JSON the way people diff it: two-space indents, members in the order given, one element per
/// line, `": "` between key and value, and only the escapes JSON requires (so Hangul stays readable).
///
/// ```swift
/// JSONWriter.prettyPrinted(.object([JSONMember("apps", .array([.string("ABCDE12345.com.example.app")]))]))
/// ```
public enum JSONWriter {
    /// `value` as JSON text, indented by two spaces, members in their order.
    public static func prettyPrinted(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): output += quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += padding
                write(element, indent: indent + 1, into: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += padding + quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }

    /// A JSON string literal for `text`.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
