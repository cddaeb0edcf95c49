/// Reading a complete number typed in a region, as libphonenumber's `parse` does for digits with an
/// optional leading `+` (extensions, RFC 3966 URIs and letters are not read).
extension PhoneNumberMetadata {
    private static let minimumNationalLength = 2
    private static let maximumNationalLength = 17
    /// Characters libphonenumber treats as punctuation inside a number (a subset of its list).
    private static let punctuation: Set<Character> = [" ", "-", ".", "(", ")", "/", "\u{00A0}", "\u{2010}", "\u{2011}",
        "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{30FC}", "\u{FF0D}", "\u{FF0E}", "\u{FF0F}",
        "\u{3000}", "\u{FF08}", "\u{FF09}", "[", "]", "~", "\u{2060}", "\u{200B}", "\u{00AD}"]

    /// The number `text` (digits of any script, punctuation, an optional leading `+`) denotes when typed
    /// in `region`: `+` or the region's international prefix introduce a country calling code; otherwise
    /// the region's, and a national prefix (`0`, `1`) is removed when what remains is a possible number.
    public func parse(_ text: String, region: String) throws(PhoneNumberError) -> PhoneNumber {
        let (digits, hasPlus) = try Self.normalizedDigits(text)
        let home = territory(forRegion: region)
        if home == nil, !hasPlus { throw .unknownRegion(region) }

        var countryCode = 0
        var national: [UInt8] = []
        var codeWasTyped = true
        if hasPlus {
            (countryCode, national) = try countryCodeAfterInternationalPrefix(digits[...])
        } else if let home, let afterIDD = Self.strippingInternationalPrefix(digits, home) {
            (countryCode, national) = try countryCodeAfterInternationalPrefix(afterIDD)
        } else if let home {
            countryCode = home.countryCode
            national = digits
            codeWasTyped = false
            let code = Array(String(home.countryCode).utf8)
            if digits.starts(with: code) {
                let withoutCode = home.strippingNationalPrefix(Array(digits.dropFirst(code.count)))
                if (!home.matchesGeneralPattern(digits) && home.matchesGeneralPattern(withoutCode))
                    || home.lengthCheck(digits) == .tooLong
                {
                    national = withoutCode
                    codeWasTyped = true
                }
            }
        }
        guard national.count >= Self.minimumNationalLength else { throw .tooShort }
        // A country calling code read from the number brings its main region's patterns (libphonenumber's
        // choice), unless that is the region typed in.
        let territory =
            !codeWasTyped || mainRegion(forCountryCode: countryCode) == region.uppercased()
            ? home : numberTerritory(forCountryCode: countryCode)
        if let territory {
            let stripped = territory.strippingNationalPrefix(national)
            switch territory.lengthCheck(stripped) {
            case .tooShort, .localOnly, .invalidLength: break
            default: national = stripped
            }
        }
        guard national.count >= Self.minimumNationalLength else { throw .tooShort }
        guard national.count <= Self.maximumNationalLength else { throw .tooLong }
        return PhoneNumber(countryCode: countryCode, nationalNumber: String(decoding: national, as: UTF8.self))
    }

    /// The territory whose patterns apply to numbers with a country calling code: its main region's,
    /// or the non-geographic one (libphonenumber's `metadata_for_region_or_calling_code`).
    func numberTerritory(forCountryCode code: Int) -> PhoneTerritory? {
        guard let main = mainRegion(forCountryCode: code) else { return nil }
        return main == Self.nonGeographicRegion ? nonGeographic[code] : regions[main]
    }

    private func countryCodeAfterInternationalPrefix(_ digits: ArraySlice<UInt8>) throws(PhoneNumberError) -> (Int, [UInt8]) {
        guard digits.count > Self.minimumNationalLength else { throw .tooShortAfterInternationalPrefix }
        guard let (code, rest) = extractCountryCode(digits) else { throw .invalidCountryCode }
        return (code, Array(rest))
    }

    /// The digits after the region's international prefix, unless the next digit is 0 (no country
    /// calling code starts with 0, so the prefix was something else).
    private static func strippingInternationalPrefix(_ digits: [UInt8], _ territory: PhoneTerritory) -> ArraySlice<UInt8>? {
        guard let prefix = territory.internationalPrefix, let end = prefix.prefixMatchEnd(digits) else { return nil }
        if end < digits.count, digits[end] == UInt8(ascii: "0") { return nil }
        return digits[end...]
    }

    private static func normalizedDigits(_ text: String) throws(PhoneNumberError) -> (digits: [UInt8], hasPlus: Bool) {
        var digits: [UInt8] = []
        var hasPlus = false
        var offset = 0
        for character in text {
            defer { offset += character.utf16.count }
            if let value = character.wholeNumberValue, character.unicodeScalars.count == 1,
                character.unicodeScalars.first!.properties.numericType == .decimal
            {
                digits.append(UInt8(ascii: "0") + UInt8(value))
            } else if character == "+" || character == "\u{FF0B}", digits.isEmpty, !hasPlus {
                hasPlus = true
            } else if !punctuation.contains(character) {
                throw .unexpectedCharacter(character, offset: offset)
            }
        }
        return (digits, hasPlus)
    }
}

/// How a national number's length compares with a territory's possible lengths.
enum PhoneNumberLengthCheck {
    case possible, localOnly, tooShort, tooLong, invalidLength
}

extension PhoneTerritory {
    /// libphonenumber's `_test_number_length` for a number of unknown type.
    func lengthCheck(_ number: [UInt8]) -> PhoneNumberLengthCheck {
        guard let general, let minimum = general.possibleLengths.first, let maximum = general.possibleLengths.last
        else { return .invalidLength }
        let length = number.count
        if general.localOnlyLengths.contains(length) { return .localOnly }
        if length == minimum { return .possible }
        if length < minimum { return .tooShort }
        if length > maximum { return .tooLong }
        return general.possibleLengths.dropFirst().contains(length) ? .possible : .invalidLength
    }

    func matchesGeneralPattern(_ number: [UInt8]) -> Bool {
        general?.pattern.matchesEntirely(number) ?? false
    }

    /// libphonenumber's `_maybe_strip_national_prefix_carrier_code`, without the carrier code: the
    /// number without its national prefix (transformed where the region says so), unless only the
    /// number as typed fits the region's general pattern.
    func strippingNationalPrefix(_ number: [UInt8]) -> [UInt8] {
        guard !number.isEmpty, let parsing = nationalPrefixForParsing, let match = parsing.prefixMatch(number) else {
            return number
        }
        let isViableOriginal = matchesGeneralPattern(number)
        let candidate: [UInt8]
        if let transform = nationalPrefixTransformRule, !transform.source.isEmpty, parsing.groupCount > 0,
            match.groups[parsing.groupCount] != nil
        {
            let replaced = transform.apply { group in
                guard group < match.groups.count, let range = match.groups[group] else { return "" }
                return String(decoding: number[range], as: UTF8.self)
            }
            candidate = Array(replaced.utf8) + number[match.end...]
        } else {
            candidate = Array(number[match.end...])
        }
        if isViableOriginal && !matchesGeneralPattern(candidate) { return number }
        return candidate
    }
}
