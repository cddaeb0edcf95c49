/// The Luhn (mod 10) check digit scheme of ISO/IEC 7812, which every payment card number passes: it
/// catches any single mistyped digit and most swaps of two neighbours.
///
/// ```swift
/// LuhnChecksum.isValid("4111111111111111")   // true
/// LuhnChecksum.isValid("4111111111111112")   // false
/// ```
public enum LuhnChecksum {
    /// Whether `digits` (ASCII digits only, at least two) pass the check.
    public static func isValid(_ digits: some StringProtocol) -> Bool {
        guard digits.count >= 2 else { return false }
        var sum = 0
        for (position, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue, character.isASCII else { return false }
            let weighted = position.isMultiple(of: 2) ? digit : digit * 2
            sum += weighted > 9 ? weighted - 9 : weighted
        }
        return sum.isMultiple(of: 10)
    }
}
