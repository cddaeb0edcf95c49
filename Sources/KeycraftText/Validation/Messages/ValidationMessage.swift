/// A message for the user, localizable by key, with an English default.
///
/// A translation is a template in which `%@` stands for the next argument and `%1$@`, `%2$@` … for a
/// numbered one (the `.strings` conventions), so a language can reorder them; `%%` is a percent sign.
public struct ValidationMessage: Equatable, Sendable, Codable {
    /// The localization key, e.g. `validation.maxLength`.
    public var key: String
    /// The message in English, arguments already filled in.
    public var defaultValue: String
    /// The values a translation fills in, in order (numbers already formatted).
    public var arguments: [String]

    /// A message looked up by `key`, with `defaultValue` in English and `arguments` for its placeholders.
    public init(key: String, defaultValue: String, arguments: [String] = []) {
        self.key = key
        self.defaultValue = defaultValue
        self.arguments = arguments
    }

    /// The message in the language `lookup` translates into: its template for `key` with the arguments
    /// filled in, or the English default when it has none.
    public func localized(_ lookup: (String) -> String?) -> String {
        guard let template = lookup(key) else { return defaultValue }
        return fill(template)
    }

    private func fill(_ template: String) -> String {
        var result = ""
        var nextArgument = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.first == "@" {
                result += argument(at: nextArgument)
                nextArgument += 1
                rest = rest.dropFirst()
            } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]),
                rest[rest.index(after: dollar)...].first == "@"
            {
                result += argument(at: position - 1)
                rest = rest[rest.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
            }
        }
        return result + rest
    }

    private func argument(at index: Int) -> String {
        arguments.indices.contains(index) ? arguments[index] : ""
    }
}
