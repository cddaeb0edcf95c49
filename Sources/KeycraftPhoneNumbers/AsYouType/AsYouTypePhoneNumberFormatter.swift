/// Formats a phone number digit by digit as libphonenumber's `AsYouTypeFormatter` does.
///
/// Type digits with ``input(_:)``; each call answers with the whole number formatted so far. The
/// formatter follows libphonenumber's algorithm step for step, because apps and users expect the exact
/// same grouping as Android's and the web's phone fields:
/// - the first two characters are shown as typed; at the third, an international prefix (`+` or the
///   region's IDD such as `00`) is recognised and the country calling code read after it, or else a
///   national prefix (Korea's `0`, the US's `1`) is split off;
/// - the region's number formats are narrowed by their leading-digits patterns (one pattern per
///   additional digit), and the first one that yields a template is used: the format applied to the
///   longest run of digits its pattern takes, whose digit slots are filled as digits arrive;
/// - when the digits typed so far match a format's whole pattern, that format is applied exactly;
/// - when no format fits (too many digits, unknown leading digits) or a character other than a digit
///   (or a leading `+`) is typed, the input is shown as typed from then on.
///
/// Decimal digits of any script count as digits (`٣`, `３`), as in libphonenumber; a full-width plus
/// sign does not (libphonenumber's Python port gives it no meaning either).
///
/// ```swift
/// var formatter = try AsYouTypePhoneNumberFormatter(regionCode: "US")
/// for digit in "650253" { _ = formatter.input(String(digit)) }
/// formatter.formattedNumber                  // "650-253"
/// ```
public struct AsYouTypePhoneNumberFormatter: Sendable, CustomStringConvertible {
    private static let placeholder: Unicode.Scalar = "\u{2008}"
    private static let space = UInt8(ascii: " ")
    private static let plus = UInt8(ascii: "+")
    private static let minimumLeadingDigits = 3

    private let metadata: PhoneNumberMetadata
    /// The region whose numbers are typed (upper-cased).
    public let regionCode: String
    private let defaultTerritory: PhoneTerritory
    private var territory: PhoneTerritory

    private var output: [Unicode.Scalar] = []
    private var accruedInput: [Unicode.Scalar] = []
    /// The digits (ASCII) and a leading `+` typed so far.
    private var accruedDigits: [UInt8] = []
    private var template: [Unicode.Scalar] = []
    private var lastMatchPosition = 0
    private var currentFormatPattern: String?
    /// The international or national prefix and country calling code, as shown before the number.
    private var prefixBeforeNationalNumber: [UInt8] = []
    private var shouldAddSpaceAfterNationalPrefix = false
    private var extractedNationalPrefix: [UInt8] = []
    private var nationalNumber: [UInt8] = []
    private var ableToFormat = true
    private var inputHasFormatting = false
    private var positionToRemember = 0
    private var originalPosition = 0
    private var isCompleteNumber = false
    private var isExpectingCountryCallingCode = false
    private var possibleFormats: [PhoneNumberFormat] = []

    /// A formatter for numbers typed in `regionCode` (`"KR"`, case-insensitive).
    public init(regionCode: String, metadata: PhoneNumberMetadata) throws(PhoneNumberError) {
        let code = regionCode.uppercased()
        guard let region = metadata.territory(forRegion: code),
            let territory = metadata.formattingTerritory(forCountryCode: region.countryCode)
        else { throw .unknownRegion(regionCode) }
        self.metadata = metadata
        self.regionCode = code
        self.defaultTerritory = territory
        self.territory = territory
    }

    /// A formatter using the bundled metadata.
    public init(regionCode: String) throws(PhoneNumberError) {
        let metadata: PhoneNumberMetadata
        do { metadata = try PhoneNumberMetadata.bundled() } catch { throw .metadata(error) }
        try self.init(regionCode: regionCode, metadata: metadata)
    }

    /// Short, so that a failing test or a log line never prints the metadata.
    public var description: String { "AsYouTypePhoneNumberFormatter(\(regionCode): \"\(formattedNumber)\")" }

    /// The number as formatted after the last character typed.
    public var formattedNumber: String { String(String.UnicodeScalarView(output)) }

    /// Forgets everything typed, to format a new number.
    public mutating func clear() {
        self = Self(restarting: self)
    }

    private init(restarting formatter: Self) {
        metadata = formatter.metadata
        regionCode = formatter.regionCode
        defaultTerritory = formatter.defaultTerritory
        territory = formatter.defaultTerritory
    }

    /// Types one character; answers with the whole number formatted so far.
    ///
    /// With `rememberingPosition`, ``rememberedPosition`` follows this character through later regrouping.
    @discardableResult
    public mutating func input(_ character: Unicode.Scalar, rememberingPosition: Bool = false) -> String {
        output = step(character, rememberingPosition: rememberingPosition)
        return formattedNumber
    }

    /// Types each character of `text` in turn; answers with the final result.
    @discardableResult
    public mutating func input(_ text: String) -> String {
        for scalar in text.unicodeScalars { output = step(scalar, rememberingPosition: false) }
        return formattedNumber
    }

    /// Where, in ``formattedNumber`` (counted in Unicode scalars), the character typed with
    /// `rememberingPosition` now is: the offset just after it.
    public var rememberedPosition: Int {
        guard ableToFormat else { return originalPosition }
        var digitIndex = 0
        var outputIndex = 0
        while digitIndex < positionToRemember, outputIndex < output.count {
            if Unicode.Scalar(accruedDigits[digitIndex]) == output[outputIndex] { digitIndex += 1 }
            outputIndex += 1
        }
        return outputIndex
    }

    // MARK: - One keystroke

    private mutating func step(_ character: Unicode.Scalar, rememberingPosition: Bool) -> [Unicode.Scalar] {
        accruedInput.append(character)
        if rememberingPosition { originalPosition = accruedInput.count }
        var normalized: UInt8 = 0
        if let digit = Self.normalizedDigitOrLeadingPlus(character, isFirst: accruedInput.count == 1) {
            normalized = digit
            accruedDigits.append(digit)
            if digit != Self.plus { nationalNumber.append(digit) }
            if rememberingPosition { positionToRemember = accruedDigits.count }
        } else {
            ableToFormat = false
            inputHasFormatting = true
        }

        guard ableToFormat else {
            if inputHasFormatting { return accruedInput }
            if extractInternationalPrefix() {
                if extractCountryCallingCode() { return choosePatternAfterExtractingPrefix() }
            } else if extractLongerNationalPrefix() {
                prefixBeforeNationalNumber.append(Self.space)
                return choosePatternAfterExtractingPrefix()
            }
            return accruedInput
        }

        switch accruedDigits.count {
        case 0...2:
            return accruedInput
        case 3:
            if extractInternationalPrefix() {
                isExpectingCountryCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
                return chooseFormattingPattern()
            }
        default:
            break
        }
        if isExpectingCountryCallingCode {
            if extractCountryCallingCode() { isExpectingCountryCallingCode = false }
            return Self.scalars(prefixBeforeNationalNumber + nationalNumber)
        }
        guard !possibleFormats.isEmpty else { return chooseFormattingPattern() }
        let partial = fillTemplate(with: normalized)
        if let formatted = formatAccruedDigitsExactly() { return formatted }
        narrowPossibleFormats(leadingDigits: nationalNumber)
        if createTemplateIfNeeded() { return fillTemplateWithNationalNumber() }
        return ableToFormat ? appendingNationalNumber(partial) : accruedInput
    }

    /// The ASCII digit for a decimal digit of any script, `+` for a plus typed first, nil otherwise.
    private static func normalizedDigitOrLeadingPlus(_ character: Unicode.Scalar, isFirst: Bool) -> UInt8? {
        if character == "+" { return isFirst ? plus : nil }
        guard character.properties.numericType == .decimal, let value = character.properties.numericValue,
            (0...9).contains(value)
        else { return nil }
        return UInt8(ascii: "0") + UInt8(value)
    }

    private static func scalars(_ bytes: [UInt8]) -> [Unicode.Scalar] { bytes.map { Unicode.Scalar($0) } }

    // MARK: - Prefixes

    /// Splits `+` or the region's international prefix off the digits typed; the rest is the number
    /// after it (starting with a country calling code).
    private mutating func extractInternationalPrefix() -> Bool {
        let end: Int
        if accruedDigits.first == Self.plus {
            end = 1
        } else if let prefix = territory.internationalPrefix {
            guard let match = prefix.prefixMatchEnd(accruedDigits) else { return false }
            end = match
        } else {
            end = 0  // libphonenumber's pattern `\+|` then matches the empty string
        }
        isCompleteNumber = true
        nationalNumber = Array(accruedDigits[end...])
        prefixBeforeNationalNumber = Array(accruedDigits[..<end])
        if accruedDigits.first != Self.plus { prefixBeforeNationalNumber.append(Self.space) }
        return true
    }

    /// Reads a country calling code from the start of the number and switches to its region's formats.
    private mutating func extractCountryCallingCode() -> Bool {
        guard !nationalNumber.isEmpty, let (code, rest) = metadata.extractCountryCode(nationalNumber[...]) else {
            return false
        }
        nationalNumber = Array(rest)
        let region = metadata.mainRegion(forCountryCode: code)
        if region == PhoneNumberMetadata.nonGeographicRegion {
            if let nonGeographic = metadata.nonGeographic[code] { territory = nonGeographic }
        } else if region != regionCode, let main = metadata.formattingTerritory(forCountryCode: code) {
            territory = main
        }
        prefixBeforeNationalNumber += Array(String(code).utf8)
        prefixBeforeNationalNumber.append(Self.space)
        extractedNationalPrefix = []
        return true
    }

    /// A North American number typed with its national prefix `1` (not `10…` or `11…`).
    private var isNANPANumberWithNationalPrefix: Bool {
        territory.countryCode == 1 && nationalNumber.count >= 2 && nationalNumber[0] == UInt8(ascii: "1")
            && nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    /// Splits the national prefix off the number; answers with it (empty when there is none).
    private mutating func removeNationalPrefixFromNationalNumber() -> [UInt8] {
        var start = 0
        if isNANPANumberWithNationalPrefix {
            start = 1
            prefixBeforeNationalNumber += [UInt8(ascii: "1"), Self.space]
            isCompleteNumber = true
        } else if let parsing = territory.nationalPrefixForParsing, let end = parsing.prefixMatchEnd(nationalNumber),
            end > 0
        {
            isCompleteNumber = true
            start = end
            prefixBeforeNationalNumber += nationalNumber[..<end]
        }
        let prefix = Array(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return prefix
    }

    /// Once formatting failed with a national prefix split off: whether a longer one splits off now.
    private mutating func extractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            let cut = Self.lastIndex(of: extractedNationalPrefix, in: prefixBeforeNationalNumber)
            // Python's `s[:s.rfind(x)]` drops the last character when `x` is not found (-1).
            let kept = cut ?? max(prefixBeforeNationalNumber.count - 1, 0)
            // Every digit cut from the prefix goes back to the number. libphonenumber puts back only the
            // prefix split off at the third digit, so after a longer one ("08505" in Korea) a second
            // attempt lost the digits between them ("0850581222211015" showed as "085081 2-2221-1015").
            let putBack = cut == nil
                ? extractedNationalPrefix : prefixBeforeNationalNumber[kept...].filter { $0 != Self.space }
            nationalNumber = putBack + nationalNumber
            prefixBeforeNationalNumber.removeLast(prefixBeforeNationalNumber.count - kept)
        }
        let previous = extractedNationalPrefix
        return previous != removeNationalPrefixFromNationalNumber()
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// The prefix before the national number, a space between them when the format's national-prefix
    /// rule separates them.
    private func appendingNationalNumber(_ number: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result = Self.scalars(prefixBeforeNationalNumber)
        if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != Self.space {
            result.append(" ")
        }
        return result + number
    }

    // MARK: - Formats and templates

    private mutating func choosePatternAfterExtractingPrefix() -> [Unicode.Scalar] {
        ableToFormat = true
        isExpectingCountryCallingCode = false
        possibleFormats = []
        lastMatchPosition = 0
        template = []
        currentFormatPattern = nil
        return chooseFormattingPattern()
    }

    private mutating func chooseFormattingPattern() -> [Unicode.Scalar] {
        guard nationalNumber.count >= Self.minimumLeadingDigits else {
            return appendingNationalNumber(Self.scalars(nationalNumber))
        }
        collectAvailableFormats(leadingDigits: nationalNumber)
        if let formatted = formatAccruedDigitsExactly() { return formatted }
        return createTemplateIfNeeded() ? fillTemplateWithNationalNumber() : accruedInput
    }

    /// The formats that may apply: international ones for a number typed with its country calling
    /// code, and only those whose national-prefix rule fits whether a national prefix was typed.
    private mutating func collectAvailableFormats(leadingDigits: [UInt8]) {
        let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formats =
            isInternational && !territory.internationalNumberFormats.isEmpty
            ? territory.internationalNumberFormats : territory.numberFormats
        for format in formats {
            if !extractedNationalPrefix.isEmpty, format.nationalPrefixRuleHasFirstGroupOnly,
                !format.nationalPrefixOptionalWhenFormatting, !format.hasDomesticCarrierCodeFormattingRule
            {
                continue
            }
            if extractedNationalPrefix.isEmpty, !isCompleteNumber, !format.nationalPrefixRuleHasFirstGroupOnly,
                !format.nationalPrefixOptionalWhenFormatting
            {
                continue
            }
            if format.isEligibleForAsYouType { possibleFormats.append(format) }
        }
        narrowPossibleFormats(leadingDigits: leadingDigits)
    }

    /// Keeps the formats whose leading-digits pattern for this many digits matches.
    private mutating func narrowPossibleFormats(leadingDigits: [UInt8]) {
        let wanted = leadingDigits.count - Self.minimumLeadingDigits
        possibleFormats.removeAll { format in
            let patterns = format.leadingDigitsPatterns
            guard !patterns.isEmpty else { return false }
            var index = min(wanted, patterns.count - 1)
            if index < 0 { index = max(index + patterns.count, 0) }  // Python's negative indexing
            return patterns[index].prefixMatchEnd(leadingDigits) == nil
        }
    }

    /// The number formatted by the first possible format whose whole pattern matches it, if formatting
    /// keeps every digit typed.
    private mutating func formatAccruedDigitsExactly() -> [Unicode.Scalar]? {
        for format in possibleFormats where format.pattern.matchesEntirely(nationalNumber) {
            shouldAddSpaceAfterNationalPrefix = Self.separatesNationalPrefix(format)
            let formatted = format.pattern.replacingMatches(in: nationalNumber, with: format.format)
            let full = appendingNationalNumber(Array(formatted.unicodeScalars))
            // libphonenumber's `normalize_diallable_chars_only`: ASCII digits, `+`, `*` and `#`.
            let diallable = full.compactMap { scalar -> UInt8? in
                switch scalar {
                case "0"..."9", "+", "*", "#": UInt8(scalar.value)
                default: nil
                }
            }
            if diallable == accruedDigits { return full }
        }
        return nil
    }

    private static func separatesNationalPrefix(_ format: PhoneNumberFormat) -> Bool {
        format.nationalPrefixFormattingRule?.unicodeScalars.contains { $0 == "-" || $0 == " " } ?? false
    }

    /// Uses the first possible format that yields a template for the digits typed; false (and no more
    /// formatting) when none does, or when the current one still applies.
    private mutating func createTemplateIfNeeded() -> Bool {
        // A format that yields no template for this many digits is dropped, so the candidate is always
        // the first one left.
        while let format = possibleFormats.first {
            if currentFormatPattern == format.pattern.source { return false }
            if let template = format.template, !template.isEmpty, format.templateDigitCount >= nationalNumber.count {
                self.template = template
                currentFormatPattern = format.pattern.source
                shouldAddSpaceAfterNationalPrefix = Self.separatesNationalPrefix(format)
                lastMatchPosition = 0
                return true
            }
            possibleFormats.removeFirst()
        }
        ableToFormat = false
        return false
    }

    /// Puts `digit` in the template's next free slot; answers with the template up to it.
    private mutating func fillTemplate(with digit: UInt8) -> [Unicode.Scalar] {
        guard let slot = template[lastMatchPosition...].firstIndex(of: Self.placeholder) else {
            if possibleFormats.count == 1 { ableToFormat = false }
            currentFormatPattern = nil
            return accruedInput
        }
        template[slot] = Unicode.Scalar(digit)
        lastMatchPosition = slot
        return Array(template[...slot])
    }

    private mutating func fillTemplateWithNationalNumber() -> [Unicode.Scalar] {
        guard !nationalNumber.isEmpty else { return Self.scalars(prefixBeforeNationalNumber) }
        var partial: [Unicode.Scalar] = []
        for digit in nationalNumber { partial = fillTemplate(with: digit) }
        return ableToFormat ? appendingNationalNumber(partial) : accruedInput
    }
}
