/// The baseline for the `passwords` suite: the same canonical form for well-formed rules, computed
/// the way a first implementation would — walking `Character`s, pooling classes in a
/// `Set<Character>`, and naming ranges by comparing against spelled-out strings.
enum NaivePasswordRulesCanonicalizer {
    private enum Value {
        case name(String)
        case characters([Character])
    }

    private static let upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    private static let lower = "abcdefghijklmnopqrstuvwxyz"
    private static let digits = "0123456789"
    private static let special = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

    static func canonicalize(_ text: String) -> String {
        var required: [[String]] = []
        var allowed: [Value] = []
        var maxConsecutive: Int?, minLength: Int?, maxLength: Int?
        for (name, values) in properties(of: text) {
            switch name {
            case "required":
                let merged = merge(values)
                required.append(merged)
                allowed += merged.map(value(of:))
            case "allowed":
                allowed += values
            case "max-consecutive":
                if case .name(let number) = values.first, let n = Int(number), n > 0 { maxConsecutive = min(maxConsecutive ?? n, n) }
            case "minlength":
                if case .name(let number) = values.first, let n = Int(number), n > 0 { minLength = max(minLength ?? n, n) }
            case "maxlength":
                if case .name(let number) = values.first, let n = Int(number), n > 0 { maxLength = min(maxLength ?? n, n) }
            default:
                break
            }
        }
        var output = required.map { "required: " + $0.joined(separator: ", ") }
        let mergedAllowed = merge(allowed)
        output.append("allowed: " + (mergedAllowed.isEmpty ? ["ascii-printable"] : mergedAllowed).joined(separator: ", "))
        if let maxConsecutive { output.append("max-consecutive: \(maxConsecutive)") }
        if let minLength { output.append("minlength: \(minLength)") }
        if let maxLength { output.append("maxlength: \(maxLength)") }
        return output.joined(separator: "; ")
    }

    /// Splits `name: value, value; …` into names and values, reading custom classes character by
    /// character (`-` only first, `]]` for a literal `]`).
    private static func properties(of text: String) -> [(String, [Value])] {
        var result: [(String, [Value])] = []
        var name = "", token = ""
        var values: [Value] = []
        var inName = true
        var index = text.startIndex
        func finishToken() {
            let trimmed = token.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { values.append(.name(trimmed)) }
            token = ""
        }
        while index < text.endIndex {
            let character = text[index]
            if inName {
                if character == ":" { inName = false } else { name.append(character) }
            } else if character == "[" {
                var members: [Character] = []
                index = text.index(after: index)
                while index < text.endIndex {
                    let member = text[index]
                    if member == "]" {
                        let next = text.index(after: index)
                        if next < text.endIndex && text[next] == "]" {
                            members.append("]")
                            index = next
                        }
                        break
                    }
                    if member.isASCII && !member.isNewline && member.asciiValue! >= 0x20 && member.asciiValue! < 0x7F
                        && (member != "-" || members.isEmpty) {
                        members.append(member)
                    }
                    index = text.index(after: index)
                }
                if !members.isEmpty { values.append(.characters(members)) }
            } else if character == "," {
                finishToken()
            } else if character == ";" {
                finishToken()
                result.append((name.trimmingCharacters(in: .whitespaces), values))
                name = ""
                values = []
                inName = true
            } else {
                token.append(character)
            }
            index = text.index(after: index)
        }
        finishToken()
        if !inName { result.append((name.trimmingCharacters(in: .whitespaces), values)) }
        return result
    }

    private static func value(of rendered: String) -> Value {
        rendered.hasPrefix("[") ? .characters(Array(rendered.dropFirst().dropLast())) : .name(rendered)
    }

    private static func merge(_ values: [Value]) -> [String] {
        var pool = Set<Character>()
        for value in values {
            switch value {
            case .name(let name):
                switch name.lowercased() {
                case "unicode": return ["unicode"]
                case "ascii-printable": return ["ascii-printable"]
                case "upper": pool.formUnion(upper)
                case "lower": pool.formUnion(lower)
                case "digit": pool.formUnion(digits)
                case "special": pool.formUnion(special)
                default: break
                }
            case .characters(let characters):
                pool.formUnion(characters)
            }
        }
        var names: [String] = []
        var custom = ""
        for (name, range) in [("upper", upper), ("lower", lower), ("digit", digits), ("special", special)] {
            if range.allSatisfy(pool.contains) {
                names.append(name)
            } else {
                custom += range.filter(pool.contains)
            }
        }
        if names.count == 4 { return ["ascii-printable"] }
        if !custom.isEmpty { names.append("[\(custom)]") }
        return names
    }
}
