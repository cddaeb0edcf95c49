/// What libphonenumber knows about one region (or one non-geographic country calling code, such as
/// +800): its prefixes, how its numbers are grouped and which numbers are valid.
///
/// Immutable and shared (a class), so a formatter's state refers to its territory for the cost of one
/// reference, however many patterns the territory holds.
public final class PhoneTerritory: Sendable, CustomStringConvertible {
    /// The region code (`"KR"`), or `"001"` for a non-geographic country calling code.
    public let id: String
    /// The country calling code (82 for Korea).
    public let countryCode: Int
    /// The international (IDD) prefix dialled before a country calling code, as a pattern (`011`, `00`).
    let internationalPrefix: PhonePattern?
    /// The national (trunk) prefix, such as `0` in Korea, dialled before a national number.
    public let nationalPrefix: String?
    let nationalPrefixForParsing: PhonePattern?
    let nationalPrefixTransformRule: PhoneNumberFormatTemplate?
    /// For regions sharing a country calling code: the leading digits of this region's numbers.
    let leadingDigits: PhonePattern?
    let isMainCountryForCode: Bool
    let sameMobileAndFixedLinePattern: Bool
    let general: PhoneNumberDescription?
    /// The per-type patterns, in the order libphonenumber tests them.
    let types: [(PhoneNumberType, PhoneNumberDescription)]
    let numberFormats: [PhoneNumberFormat]
    /// Formats for international formatting when they differ from `numberFormats`; empty otherwise.
    let internationalNumberFormats: [PhoneNumberFormat]

    /// A short readable form, for logs and test failures.
    public var description: String { "PhoneTerritory(\(id), +\(countryCode))" }

    init(
        id: String, countryCode: Int, internationalPrefix: PhonePattern?, nationalPrefix: String?,
        nationalPrefixForParsing: PhonePattern?, nationalPrefixTransformRule: PhoneNumberFormatTemplate?,
        leadingDigits: PhonePattern?, isMainCountryForCode: Bool, sameMobileAndFixedLinePattern: Bool,
        general: PhoneNumberDescription?, types: [(PhoneNumberType, PhoneNumberDescription)],
        numberFormats: [PhoneNumberFormat], internationalNumberFormats: [PhoneNumberFormat]
    ) {
        self.id = id
        self.countryCode = countryCode
        self.internationalPrefix = internationalPrefix
        self.nationalPrefix = nationalPrefix
        self.nationalPrefixForParsing = nationalPrefixForParsing
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.leadingDigits = leadingDigits
        self.isMainCountryForCode = isMainCountryForCode
        self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
        self.general = general
        self.types = types
        self.numberFormats = numberFormats
        self.internationalNumberFormats = internationalNumberFormats
    }
}

/// The kinds of numbers whose patterns libphonenumber lists per region.
public enum PhoneNumberType: String, Sendable, CaseIterable {
    /// Premium-rate numbers, which cost the caller more.
    case premiumRate
    /// Toll-free numbers, free to the caller.
    case tollFree
    /// Shared-cost numbers, the cost split between caller and callee.
    case sharedCost
    /// Numbers of internet telephony services.
    case voip
    /// Personal numbers, forwarded to wherever their owner is.
    case personalNumber
    /// Pager numbers.
    case pager
    /// Universal access numbers, one number for a company's several offices.
    case uan
    /// Voicemail access numbers.
    case voicemail
    /// Fixed-line (landline) numbers.
    case fixedLine
    /// Mobile numbers.
    case mobile
    /// A number that matches both the fixed-line and the mobile pattern (libphonenumber cannot tell).
    case fixedLineOrMobile
}

/// A pattern with the lengths a number of one kind can have.
struct PhoneNumberDescription: Sendable {
    let pattern: PhonePattern
    let possibleLengths: [Int]
    /// Lengths of numbers that can be dialled only within an area (without an area code).
    let localOnlyLengths: [Int]

    /// libphonenumber's `_is_number_matching_desc`: a possible length and the whole number matching.
    func matches(_ nationalNumber: [UInt8]) -> Bool {
        guard possibleLengths.isEmpty || possibleLengths.contains(nationalNumber.count) else { return false }
        return pattern.matchesEntirely(nationalNumber)
    }
}

/// One way of grouping a region's numbers: which numbers it applies to and how they are written.
struct PhoneNumberFormat: Sendable {
    let pattern: PhonePattern
    let format: PhoneNumberFormatTemplate
    /// Patterns of the leading digits, each for one more digit of input (libphonenumber's
    /// `leadingDigitsPattern` list): the as-you-type formatter narrows with the one for the digits it has.
    let leadingDigitsPatterns: [PhonePattern]
    /// How the national prefix is written before the first group (`0\1`, `(\1)`), if at all.
    let nationalPrefixFormattingRule: String?
    let nationalPrefixOptionalWhenFormatting: Bool
    let hasDomesticCarrierCodeFormattingRule: Bool
    /// Whether `format` holds only groups and punctuation (so it can format while typing).
    let isEligibleForAsYouType: Bool
    /// Whether `nationalPrefixFormattingRule` is absent or holds the first group only.
    let nationalPrefixRuleHasFirstGroupOnly: Bool
    /// The as-you-type template: `format` applied to the longest run of digits `pattern` matches, the
    /// digits replaced by U+2008 (PUNCTUATION SPACE) as placeholders; nil when the pattern matches none.
    let template: [Unicode.Scalar]?
    /// How many digits `template` holds.
    let templateDigitCount: Int
}
