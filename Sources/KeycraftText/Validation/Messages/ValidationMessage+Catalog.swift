/// Every message the built-in rules show, with its key and English default.
extension ValidationMessage {
    static let required = ValidationMessage(key: "validation.required", defaultValue: "Fill in this field.")

    static func maxLength(_ limit: Int, unit: LengthUnit) -> ValidationMessage {
        let (key, singular, plural) = switch unit {
        case .graphemeClusters: ("validation.maxLength", "character", "characters")
        case .utf16: ("validation.maxLength.utf16", "UTF-16 code unit", "UTF-16 code units")
        case .utf8: ("validation.maxLength.utf8", "byte", "bytes")
        }
        return ValidationMessage(
            key: key, defaultValue: "Use at most \(limit) \(limit == 1 ? singular : plural).",
            arguments: [String(limit)])
    }

    static func characterNotAllowed(_ character: Character) -> ValidationMessage {
        ValidationMessage(
            key: "validation.characterNotAllowed", defaultValue: "“\(character)” can’t be used here.",
            arguments: [String(character)])
    }

    static func integerRange(_ range: ClosedRange<Int>) -> ValidationMessage {
        ValidationMessage(
            key: "validation.integerRange",
            defaultValue: "Enter a number from \(range.lowerBound) to \(range.upperBound).",
            arguments: [String(range.lowerBound), String(range.upperBound)])
    }

    static func oneOf(_ options: [String]) -> ValidationMessage {
        let list = options.joined(separator: ", ")
        return ValidationMessage(key: "validation.oneOf", defaultValue: "Choose one of: \(list).", arguments: [list])
    }

    static func regex(_ pattern: String) -> ValidationMessage {
        ValidationMessage(
            key: "validation.regex", defaultValue: "Enter a value in the expected format.", arguments: [pattern])
    }

    static let email = ValidationMessage(key: "validation.email", defaultValue: "Enter a valid e-mail address.")
}
