/// The resource's JSON, field for field (the short keys keep the file compact; the generating script
/// documents them), and its conversion into compiled territories.
struct RawDocument: Decodable {
    let version: String
    let countryCodeToRegions: [String: [String]]
    let regions: [String: RawTerritory]
    let nonGeographic: [String: RawTerritory]
}

struct RawTerritory: Decodable {
    let id: String
    let cc: Int
    let ip: String?
    let np: String?
    let npp: String?
    let nptr: String?
    let ld: String?
    let main: Bool?
    let same: Bool?
    let general: RawDescription?
    let fixedLine, mobile, tollFree, premiumRate, sharedCost, personalNumber, voip, pager, uan, voicemail: RawDescription?
    let formats: [RawFormat]
    let intlFormats: [RawFormat]?

    func territory(path: String) throws(PhoneMetadataError) -> PhoneTerritory {
        guard (1...999).contains(cc) else { throw .malformed(path: "\(path).cc", reason: "\(cc) is not a country calling code") }
        let typed: [(PhoneNumberType, RawDescription?, String)] = [
            (.premiumRate, premiumRate, "premiumRate"), (.tollFree, tollFree, "tollFree"),
            (.sharedCost, sharedCost, "sharedCost"), (.voip, voip, "voip"),
            (.personalNumber, personalNumber, "personalNumber"), (.pager, pager, "pager"), (.uan, uan, "uan"),
            (.voicemail, voicemail, "voicemail"), (.fixedLine, fixedLine, "fixedLine"), (.mobile, mobile, "mobile"),
        ]
        var types: [(PhoneNumberType, PhoneNumberDescription)] = []
        for (type, raw, key) in typed {
            if let raw { types.append((type, try raw.description(path: "\(path).\(key)"))) }
        }
        var formats: [PhoneNumberFormat] = []
        for (index, raw) in self.formats.enumerated() {
            formats.append(try raw.format(path: "\(path).formats.\(index)"))
        }
        var internationalFormats: [PhoneNumberFormat] = []
        for (index, raw) in (intlFormats ?? []).enumerated() {
            internationalFormats.append(try raw.format(path: "\(path).intlFormats.\(index)"))
        }
        return PhoneTerritory(
            id: id,
            countryCode: cc,
            internationalPrefix: try ip.map { pattern throws(PhoneMetadataError) in try compile(pattern, "\(path).ip") },
            nationalPrefix: np,
            nationalPrefixForParsing: try npp.map { pattern throws(PhoneMetadataError) in try compile(pattern, "\(path).npp") },
            nationalPrefixTransformRule: nptr.map(PhoneNumberFormatTemplate.init),
            leadingDigits: try ld.map { pattern throws(PhoneMetadataError) in try compile(pattern, "\(path).ld") },
            isMainCountryForCode: main ?? false,
            sameMobileAndFixedLinePattern: same ?? false,
            general: try general?.description(path: "\(path).general"),
            types: types,
            numberFormats: formats,
            internationalNumberFormats: internationalFormats
        )
    }
}

struct RawDescription: Decodable {
    let p: String
    let l: [Int]?
    let ll: [Int]?

    func description(path: String) throws(PhoneMetadataError) -> PhoneNumberDescription {
        PhoneNumberDescription(pattern: try compile(p, "\(path).p"), possibleLengths: l ?? [], localOnlyLengths: ll ?? [])
    }
}

struct RawFormat: Decodable {
    let p: String
    let f: String
    let ld: [String]?
    let npr: String?
    let npo: Bool?
    let dcc: String?
    let e: Bool?
    let fg: Bool?
    let t: String?
    let tl: Int?

    func format(path: String) throws(PhoneMetadataError) -> PhoneNumberFormat {
        var leading: [PhonePattern] = []
        for (index, pattern) in (ld ?? []).enumerated() {
            leading.append(try compile(pattern, "\(path).ld.\(index)"))
        }
        if t != nil, tl == nil { throw .malformed(path: "\(path).tl", reason: "missing beside the template") }
        return PhoneNumberFormat(
            pattern: try compile(p, "\(path).p"),
            format: PhoneNumberFormatTemplate(f),
            leadingDigitsPatterns: leading,
            nationalPrefixFormattingRule: npr,
            nationalPrefixOptionalWhenFormatting: npo ?? false,
            hasDomesticCarrierCodeFormattingRule: dcc != nil,
            isEligibleForAsYouType: e ?? false,
            nationalPrefixRuleHasFirstGroupOnly: fg ?? false,
            template: t.map { Array($0.unicodeScalars) },
            templateDigitCount: tl ?? 0
        )
    }
}

private func compile(_ pattern: String, _ path: String) throws(PhoneMetadataError) -> PhonePattern {
    do {
        return try PhonePattern(pattern)
    } catch {
        throw .invalidPattern(path: path, error)
    }
}
