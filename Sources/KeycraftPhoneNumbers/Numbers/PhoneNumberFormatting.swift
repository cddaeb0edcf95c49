/// Writing and checking complete numbers, as libphonenumber's `format_number`, `is_valid_number` and
/// `number_type` do.
extension PhoneNumberMetadata {
    /// `number` written in `style`. A number whose country calling code is unknown comes back as its
    /// national digits (E.164 still prefixes the code), and one no format fits is written ungrouped.
    public func format(_ number: PhoneNumber, as style: PhoneNumberStyle) -> String {
        let national = Array(number.nationalNumber.utf8)
        if style == .e164 { return "+\(number.countryCode)\(number.nationalNumber)" }
        guard let territory = numberTerritory(forCountryCode: number.countryCode) else { return number.nationalNumber }
        let formats =
            territory.internationalNumberFormats.isEmpty || style == .national
            ? territory.numberFormats : territory.internationalNumberFormats
        var formatted = number.nationalNumber
        if let format = formats.first(where: { $0.applies(to: national) }) {
            var template = format.format
            if style == .national, let rule = format.nationalPrefixFormattingRule, !rule.isEmpty {
                template = template.replacingFirstGroup(withRule: rule)
            }
            formatted = format.pattern.replacingMatches(in: national, with: template)
        }
        return style == .international ? "+\(number.countryCode) \(formatted)" : formatted
    }

    /// Whether `number` is valid: it belongs to a region (or non-geographic code) and matches one of
    /// its number types' patterns and lengths. It does not tell whether the number is in use.
    public func isValid(_ number: PhoneNumber) -> Bool {
        type(of: number) != nil
    }

    /// The kind of number `number` is, nil when it is not valid.
    public func type(of number: PhoneNumber) -> PhoneNumberType? {
        let national = Array(number.nationalNumber.utf8)
        guard let region = region(of: number, national: national) else { return nil }
        let territory = region == Self.nonGeographicRegion ? nonGeographic[number.countryCode] : regions[region]
        guard let territory, territory.countryCode == number.countryCode else { return nil }
        return territory.type(of: national)
    }

    /// The region `number` belongs to (`"001"` for non-geographic codes), nil when none claims it.
    public func region(of number: PhoneNumber) -> String? {
        region(of: number, national: Array(number.nationalNumber.utf8))
    }

    private func region(of number: PhoneNumber, national: [UInt8]) -> String? {
        guard let candidates = regionsByCountryCode[number.countryCode] else { return nil }
        if candidates.count == 1 { return candidates[0] }
        for code in candidates {
            guard let territory = regions[code] else { continue }
            if let leading = territory.leadingDigits {
                if leading.prefixMatchEnd(national) != nil { return code }
            } else if territory.type(of: national) != nil {
                return code
            }
        }
        return nil
    }
}

extension PhoneNumberFormat {
    /// libphonenumber's choice of a format for a complete number: the last (most specific)
    /// leading-digits pattern matches its start and the pattern matches all of it.
    func applies(to national: [UInt8]) -> Bool {
        if let leading = leadingDigitsPatterns.last, leading.prefixMatchEnd(national) == nil { return false }
        return pattern.matchesEntirely(national)
    }
}

extension PhoneTerritory {
    /// libphonenumber's `_number_type_helper`: the first type, in its order, whose pattern matches.
    func type(of national: [UInt8]) -> PhoneNumberType? {
        guard let general, general.matches(national) else { return nil }
        var fixedLine: PhoneNumberDescription?
        var mobile: PhoneNumberDescription?
        for (type, description) in types {
            switch type {
            case .fixedLine: fixedLine = description
            case .mobile: mobile = description
            default: if description.matches(national) { return type }
            }
        }
        if let fixedLine, fixedLine.matches(national) {
            if sameMobileAndFixedLinePattern || mobile?.matches(national) == true { return .fixedLineOrMobile }
            return .fixedLine
        }
        if !sameMobileAndFixedLinePattern, let mobile, mobile.matches(national) { return .mobile }
        return nil
    }
}
