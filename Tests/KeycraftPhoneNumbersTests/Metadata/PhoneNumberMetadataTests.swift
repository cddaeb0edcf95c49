import Foundation
import KeycraftPhoneNumbers
import Testing

@Suite("Loading libphonenumber's metadata")
struct PhoneNumberMetadataTests {
    @Test func theBundledMetadataHasEveryRegion() throws {
        let metadata = try PhoneNumberMetadata.bundled()
        #expect(metadata.regions.count >= 240)
        #expect(metadata.territory(forRegion: "kr")?.countryCode == 82)
        #expect(metadata.territory(forRegion: "KR")?.nationalPrefix == "0")
        #expect(metadata.mainRegion(forCountryCode: 1) == "US")
        #expect(metadata.mainRegion(forCountryCode: 800) == "001")
        #expect(metadata.nonGeographic[800] != nil)
        #expect(metadata.version == "9.0.43")
    }

    private func load(_ json: String) -> PhoneMetadataError? {
        do {
            _ = try PhoneNumberMetadata(jsonData: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    private let minimalRegion = #"{"id":"KR","cc":82,"formats":[{"p":"(\\d{2})(\\d{4})","f":"\\1-\\2","t":"  -    ","tl":6}]}"#

    @Test func minimalMetadataLoads() throws {
        let json = #"{"version":"x","countryCodeToRegions":{"82":["KR"]},"regions":{"KR":"# + minimalRegion + #"},"nonGeographic":{}}"#
        let metadata = try PhoneNumberMetadata(jsonData: Data(json.utf8))
        #expect(metadata.regions.keys.sorted() == ["KR"])
    }

    @Test func malformedJSONIsATypedError() {
        guard case .malformed(let path, _) = load("{\"version\": ") else {
            Issue.record("expected .malformed")
            return
        }
        #expect(path == "")
        #expect(load("[]").map { "\($0)" }?.contains("phone number metadata") == true)
    }

    @Test func aMissingFieldNamesItsPath() {
        let json = #"{"version":"x","countryCodeToRegions":{},"regions":{"KR":{"id":"KR","formats":[]}},"nonGeographic":{}}"#
        #expect(load(json) == .malformed(path: "regions.KR.cc", reason: "missing"))
    }

    @Test func aBadPatternNamesItsPathAndOffset() {
        let region = #"{"id":"KR","cc":82,"formats":[{"p":"(\\d{2}","f":"\\1"}]}"#
        let json = #"{"version":"x","countryCodeToRegions":{"82":["KR"]},"regions":{"KR":"# + region + #"},"nonGeographic":{}}"#
        guard case let .invalidPattern(path, error) = load(json) else {
            Issue.record("expected .invalidPattern")
            return
        }
        #expect(path == "regions.KR.formats.0.p")
        #expect(error.offset == 6)
    }

    @Test func aCountryCodeOfAnUnknownRegionIsRefused() {
        let json = #"{"version":"x","countryCodeToRegions":{"82":["KR","ZZ"]},"regions":{"KR":"# + minimalRegion + #"},"nonGeographic":{}}"#
        #expect(load(json) == .malformed(path: "countryCodeToRegions.82", reason: "unknown region ZZ"))
    }

    @Test func anOversizedDocumentIsRefusedBeforeParsing() {
        let size = PhoneNumberMetadata.maximumSize + 1
        let data = Data(repeating: UInt8(ascii: " "), count: size)
        #expect(throws: PhoneMetadataError.malformed(path: "", reason: "\(size) bytes, more than the \(size - 1) allowed")) {
            try PhoneNumberMetadata(jsonData: data)
        }
    }

    @Test func anImpossibleCountryCodeIsRefused() {
        let json = #"{"version":"x","countryCodeToRegions":{},"regions":{"KR":{"id":"KR","cc":1000,"formats":[]}},"nonGeographic":{}}"#
        #expect(load(json) == .malformed(path: "regions.KR.cc", reason: "1000 is not a country calling code"))
    }
}
