import Foundation

/// libphonenumber's metadata for every region, loaded from the resource that
/// `scripts/generate-phone-number-metadata.py` generates (Apache-2.0; see `Metadata/NOTICE`).
///
/// It lives in its own module, KeycraftPhoneNumbers, so that keyboard extensions, which link
/// KeycraftText and have a small memory budget, do not carry it. Every pattern is compiled when the
/// metadata loads, so corrupt metadata fails there with a typed error, never later while typing.
///
/// ```swift
/// let metadata = try PhoneNumberMetadata.bundled()
/// let number = try metadata.parse("02-123-4567", region: "KR")
/// metadata.format(number, as: .e164)         // "+8221234567"
/// ```
public struct PhoneNumberMetadata: Sendable, CustomStringConvertible {
    /// The version of the PyPI package `phonenumbers` the resource was converted from.
    public let version: String
    /// Every region by its code (`"KR"`).
    public let regions: [String: PhoneTerritory]
    /// The territories of non-geographic country calling codes (+800, +808, …) by code.
    public let nonGeographic: [Int: PhoneTerritory]
    /// The regions sharing each country calling code, the main one first.
    public let regionsByCountryCode: [Int: [String]]

    /// The metadata shipped with the package, loaded once.
    public static func bundled() throws(PhoneMetadataError) -> PhoneNumberMetadata {
        try bundledResult.get()
    }

    private static let bundledResult: Result<PhoneNumberMetadata, PhoneMetadataError> = {
        guard let url = Bundle.module.url(forResource: "PhoneNumberMetadata", withExtension: "json", subdirectory: "Metadata")
        else { return .failure(.missingResource("Metadata/PhoneNumberMetadata.json")) }
        do {
            let data = try Data(contentsOf: url)
            return Result { () throws(PhoneMetadataError) in try PhoneNumberMetadata(jsonData: data) }
        } catch {
            return .failure(.missingResource("Metadata/PhoneNumberMetadata.json: \(error.localizedDescription)"))
        }
    }()

    /// The largest metadata document read: the generated one is about 0.3 MB.
    public static let maximumSize = 8 << 20

    /// Reads metadata in the resource's JSON form.
    public init(jsonData: Data) throws(PhoneMetadataError) {
        guard jsonData.count <= Self.maximumSize else {
            throw .malformed(path: "", reason: "\(jsonData.count) bytes, more than the \(Self.maximumSize) allowed")
        }
        let document: RawDocument
        do {
            document = try JSONDecoder().decode(RawDocument.self, from: jsonData)
        } catch let DecodingError.dataCorrupted(context) {
            throw .malformed(path: Self.path(context.codingPath), reason: context.debugDescription)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .malformed(path: Self.path(context.codingPath + [key]), reason: "missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .malformed(path: Self.path(context.codingPath), reason: context.debugDescription)
        } catch let DecodingError.valueNotFound(_, context) {
            throw .malformed(path: Self.path(context.codingPath), reason: context.debugDescription)
        } catch {
            throw .malformed(path: "", reason: "\(error)")
        }
        var regions: [String: PhoneTerritory] = [:]
        for (code, raw) in document.regions {
            regions[code] = try raw.territory(path: "regions.\(code)")
        }
        var nonGeographic: [Int: PhoneTerritory] = [:]
        for (code, raw) in document.nonGeographic {
            guard let number = Int(code) else {
                throw .malformed(path: "nonGeographic.\(code)", reason: "not a country calling code")
            }
            nonGeographic[number] = try raw.territory(path: "nonGeographic.\(code)")
        }
        var regionsByCountryCode: [Int: [String]] = [:]
        for (code, list) in document.countryCodeToRegions {
            guard let number = Int(code), !list.isEmpty else {
                throw .malformed(path: "countryCodeToRegions.\(code)", reason: "not a country calling code with regions")
            }
            for region in list where region != PhoneNumberMetadata.nonGeographicRegion && regions[region] == nil {
                throw .malformed(path: "countryCodeToRegions.\(code)", reason: "unknown region \(region)")
            }
            regionsByCountryCode[number] = list
        }
        self.version = document.version
        self.regions = regions
        self.nonGeographic = nonGeographic
        self.regionsByCountryCode = regionsByCountryCode
    }

    /// A short readable form, for logs and test failures.
    public var description: String { "PhoneNumberMetadata(\(version), \(regions.count) regions)" }

    /// The region code libphonenumber uses for non-geographic country calling codes.
    public static let nonGeographicRegion = "001"

    /// The territory of a region code (case-insensitive), if libphonenumber knows the region.
    public func territory(forRegion code: String) -> PhoneTerritory? {
        regions[code.uppercased()]
    }

    /// The main region of a country calling code (`1` → US), or `"001"` for a non-geographic one.
    public func mainRegion(forCountryCode code: Int) -> String? {
        regionsByCountryCode[code]?.first
    }

    /// The metadata the as-you-type formatter uses for a country calling code: that of its main
    /// region, as all regions sharing a code format alike (libphonenumber's choice).
    func formattingTerritory(forCountryCode code: Int) -> PhoneTerritory? {
        guard let main = mainRegion(forCountryCode: code) else { return nil }
        return main == Self.nonGeographicRegion ? nonGeographic[code] : regions[main]
    }

    /// libphonenumber's `_extract_country_code`: the country calling code (1 to 3 digits, not starting
    /// with 0) that `digits` start with, and the rest.
    func extractCountryCode(_ digits: ArraySlice<UInt8>) -> (code: Int, rest: ArraySlice<UInt8>)? {
        guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
        var code = 0
        for (length, digit) in digits.prefix(3).enumerated() {
            code = code * 10 + Int(digit - UInt8(ascii: "0"))
            if regionsByCountryCode[code] != nil {
                return (code, digits.dropFirst(length + 1))
            }
        }
        return nil
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

/// Why phone-number metadata could not be loaded.
public enum PhoneMetadataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The resource is not in the bundle or cannot be read.
    case missingResource(String)
    /// The JSON is malformed or a field is missing or of the wrong type, at a dotted path.
    case malformed(path: String, reason: String)
    /// A pattern at a dotted path is not in the dialect the metadata uses.
    case invalidPattern(path: String, PhonePatternError)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case let .missingResource(name): "phone number metadata: cannot read \(name)"
        case let .malformed(path, reason): "phone number metadata: \(path.isEmpty ? "document" : path): \(reason)"
        case let .invalidPattern(path, error): "phone number metadata: \(path): \(error)"
        }
    }
}
