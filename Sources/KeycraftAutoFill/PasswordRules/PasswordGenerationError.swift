/// Why no password can satisfy the rules.
public enum PasswordGenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `minlength` is greater than `maxlength`.
    case minLengthExceedsMaxLength(minLength: Int, maxLength: Int)
    /// None of the characters of a required class is allowed.
    case requiredClassNotAllowed(PasswordCharacterSet)
    /// The required classes need more distinct characters than `maxLength`.
    case tooShortForRequiredClasses(maxLength: Int, charactersNeeded: Int)
    /// The allowed characters are too few to reach `minLength` without repeating one more than
    /// `maxConsecutive` times in a row.
    case maxConsecutiveTooStrict(maxConsecutive: Int, minLength: Int)
    /// A minimum length beyond what the generator builds.
    case lengthTooLarge(minLength: Int, limit: Int)
    /// More distinct required classes than the generator combines.
    case tooManyRequiredClasses(count: Int, limit: Int)
    /// Many required classes with a long run limit: counting the passwords would take too much memory.
    case tooComplex(requiredClasses: Int, maxConsecutive: Int, length: Int)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .minLengthExceedsMaxLength(let minLength, let maxLength):
            "unsatisfiable rules: minlength \(minLength) is greater than maxlength \(maxLength)"
        case .requiredClassNotAllowed(let set):
            "unsatisfiable rules: no character of the required class \(set) is allowed"
        case .tooShortForRequiredClasses(let maxLength, let needed):
            "unsatisfiable rules: the required classes need at least \(needed) characters but maxlength is \(maxLength)"
        case .maxConsecutiveTooStrict(let maxConsecutive, let minLength):
            "unsatisfiable rules: too few allowed characters to reach length \(minLength) with max-consecutive \(maxConsecutive)"
        case .lengthTooLarge(let minLength, let limit):
            "minlength \(minLength) exceeds the longest password generated, \(limit) characters"
        case .tooManyRequiredClasses(let count, let limit):
            "\(count) distinct required classes exceed the \(limit) the generator combines"
        case .tooComplex(let requiredClasses, let maxConsecutive, let length):
            "\(requiredClasses) required classes with max-consecutive \(maxConsecutive) at length \(length) are too many combinations to count"
        }
    }
}
