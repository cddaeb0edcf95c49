import Foundation

/// Generates strong passwords that satisfy password rules.
///
/// When the rules accept it, the result has Apple's default format (`AppleStrongPasswordFormat`), as
/// Password AutoFill does. Otherwise it is the strongest password the rules allow: drawn uniformly
/// from every password of the chosen length made of allowed characters that has a character of each
/// required class and respects `max-consecutive`. The length is the longest allowed, up to
/// `preferredMaximumLength` (32: about 200 bits over printable ASCII, far beyond any attack, and
/// still accepted by forms that silently truncate long input) — longer only when `minlength` demands.
///
/// Passwords are ASCII: `unicode` in `allowed` contributes printable ASCII, which any keyboard can
/// type back.
///
/// ```swift
/// let requirements = try PasswordRequirements(parsing: "minlength: 8; maxlength: 12; required: digit;")
/// let generated = try StrongPasswordGenerator.generate(for: requirements)
/// generated.password                         // 12 characters at most, with a digit
/// ```
public enum StrongPasswordGenerator {
    /// The length generated passwords keep to when the rules allow longer.
    public static let preferredMaximumLength = 32
    /// The longest password generated, even if `minlength` asks for more.
    public static let lengthLimit = 128
    /// Distinct required classes combined at most (after merging those implied by others).
    public static let requiredClassLimit = 8
    /// Counting-table entries at most (8 bytes each): 32 MiB.
    static let tableSizeLimit = 1 << 22

    /// A password for `requirements`, from the system's cryptographically secure generator.
    public static func generate(for requirements: PasswordRequirements) throws(PasswordGenerationError) -> GeneratedPassword {
        var generator = SystemRandomNumberGenerator()
        return try generate(for: requirements, using: &generator)
    }

    /// A password for `requirements`, drawing randomness from `generator` (tests pass a seeded one).
    public static func generate(
        for requirements: PasswordRequirements,
        using generator: inout some RandomNumberGenerator
    ) throws(PasswordGenerationError) -> GeneratedPassword {
        if AppleStrongPasswordFormat.isAllowed(by: requirements) {
            return GeneratedPassword(
                password: AppleStrongPasswordFormat.generate(using: &generator),
                entropyBits: AppleStrongPasswordFormat.entropyBits,
                format: .appleDefault
            )
        }
        let plan = try plan(for: requirements)
        let sampler = UniformPasswordSampler(
            alphabet: plan.alphabet, required: plan.required,
            maxConsecutive: requirements.maxConsecutive, maxLength: plan.lengths.upperBound
        )
        guard let length = plan.lengths.reversed().first(where: { sampler.count(length: $0) > 0 }) else {
            throw unsatisfiable(requirements, plan: plan, sampler: sampler)
        }
        return GeneratedPassword(
            password: sampler.sample(length: length, using: &generator),
            entropyBits: log2(sampler.count(length: length)),
            format: .uniform(length: length)
        )
    }

    private struct Plan {
        let alphabet: ASCIIPrintableSet
        /// Required classes restricted to the alphabet, without those another one implies.
        let required: [ASCIIPrintableSet]
        let lengths: ClosedRange<Int>
    }

    private static func plan(for requirements: PasswordRequirements) throws(PasswordGenerationError) -> Plan {
        let minLength = max(requirements.minLength ?? 1, 1)
        if let maxLength = requirements.maxLength, maxLength < minLength {
            throw .minLengthExceedsMaxLength(minLength: minLength, maxLength: maxLength)
        }
        guard minLength <= lengthLimit else { throw .lengthTooLarge(minLength: minLength, limit: lengthLimit) }
        let longest = min(requirements.maxLength ?? .max, max(preferredMaximumLength, minLength))

        let alphabet = requirements.allowed.includesAllCharacters ? ASCIIPrintableSet.all : requirements.allowed.ascii
        var required: [ASCIIPrintableSet] = []
        for set in requirements.required where !set.includesAllCharacters {
            let usable = set.ascii.intersection(alphabet)
            if usable.isEmpty { throw .requiredClassNotAllowed(set) }
            if usable != alphabet { required.append(usable) }
        }
        // A class that contains another is satisfied by whatever satisfies the other.
        let distinct = Array(Set(required))
        let essential = distinct.filter { set in !distinct.contains { $0 != set && set.isSuperset(of: $0) } }
            .sorted { $0.codePointsInOrder.lexicographicallyPrecedes($1.codePointsInOrder) }
        guard essential.count <= requiredClassLimit else {
            throw .tooManyRequiredClasses(count: essential.count, limit: requiredClassLimit)
        }
        let tableSize = UniformPasswordSampler.tableSize(
            alphabet: alphabet, requiredCount: essential.count,
            maxConsecutive: requirements.maxConsecutive, maxLength: longest)
        guard tableSize <= tableSizeLimit else {
            throw .tooComplex(requiredClasses: essential.count, maxConsecutive: requirements.maxConsecutive ?? 0, length: longest)
        }
        return Plan(alphabet: alphabet, required: essential, lengths: minLength...longest)
    }

    private static func unsatisfiable(
        _ requirements: PasswordRequirements, plan: Plan, sampler: UniformPasswordSampler
    ) -> PasswordGenerationError {
        if let needed = sampler.fewestCharactersCoveringRequired, needed > plan.lengths.upperBound {
            return .tooShortForRequiredClasses(maxLength: plan.lengths.upperBound, charactersNeeded: needed)
        }
        return .maxConsecutiveTooStrict(maxConsecutive: requirements.maxConsecutive ?? 0, minLength: plan.lengths.lowerBound)
    }
}
