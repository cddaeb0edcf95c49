/// One reason a password fails its rules.
///
/// Lengths count characters as a person sees them (grapheme clusters: a family emoji or a flag is one
/// character); offsets are UTF-16, as `NSRange` counts.
///
/// ```swift
/// let requirements = try PasswordRequirements(parsing: "minlength: 12;")
/// requirements.violations(of: "short")       // [.tooShort(length: 5, minLength: 12)]
/// ```
public enum PasswordRuleViolation: Hashable, Sendable, CustomStringConvertible {
    /// Fewer characters than `minlength`.
    case tooShort(length: Int, minLength: Int)
    /// More characters than `maxlength`.
    case tooLong(length: Int, maxLength: Int)
    /// No character of this required set appears.
    case missingRequired(PasswordCharacterSet)
    /// A character no `required` or `allowed` rule allows.
    case disallowedCharacter(Character, utf16Offset: Int)
    /// `count` identical characters in a row starting at the offset.
    case tooManyConsecutive(Character, utf16Offset: Int, count: Int, maxConsecutive: Int)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .tooShort(let length, let minLength):
            "too short: \(length) characters, at least \(minLength) required"
        case .tooLong(let length, let maxLength):
            "too long: \(length) characters, at most \(maxLength) allowed"
        case .missingRequired(let set):
            "missing a required character: one of \(set)"
        case .disallowedCharacter(let character, let offset):
            "character \(String(character).quotedForMessages) at offset \(offset) is not allowed"
        case .tooManyConsecutive(let character, let offset, let count, let maxConsecutive):
            "\(String(character).quotedForMessages) repeated \(count) times at offset \(offset), at most \(maxConsecutive) allowed"
        }
    }
}

extension PasswordRequirements {
    /// Every way `password` fails these requirements, in this order: length, missing required
    /// classes (in rule order), then characters and repetitions in text order. Empty when it passes.
    public func violations(of password: String) -> [PasswordRuleViolation] {
        var violations: [PasswordRuleViolation] = []
        let length = password.count
        if let minLength, length < minLength { violations.append(.tooShort(length: length, minLength: minLength)) }
        if let maxLength, length > maxLength { violations.append(.tooLong(length: length, maxLength: maxLength)) }
        for set in required where !password.contains(where: set.contains) {
            violations.append(.missingRequired(set))
        }

        var offset = 0
        var runStart = 0
        var runLength = 0
        var previous: Character?
        func closeRun() {
            if let previous, let maxConsecutive, runLength > maxConsecutive {
                violations.append(.tooManyConsecutive(previous, utf16Offset: runStart, count: runLength, maxConsecutive: maxConsecutive))
            }
        }
        for character in password {
            if character == previous {
                runLength += 1
            } else {
                closeRun()
                previous = character
                runStart = offset
                runLength = 1
            }
            if !allowed.contains(character) {
                violations.append(.disallowedCharacter(character, utf16Offset: offset))
            }
            offset += character.utf16.count
        }
        closeRun()
        return violations
    }

    /// Whether `password` meets every requirement.
    public func isSatisfied(by password: String) -> Bool {
        violations(of: password).isEmpty
    }
}
