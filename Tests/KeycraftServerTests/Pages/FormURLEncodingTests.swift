import PropertyBased
import Testing

@testable import KeycraftServer

@Suite("application/x-www-form-urlencoded bodies")
struct FormURLEncodingTests {
    private func decode(_ body: String) throws(FormBodyError) -> [String] {
        try FormURLEncoding.decode(Array(body.utf8)).map { "\($0.name)=\($0.value)" }
    }

    @Test func pairsInOrderWithPlusAsSpaceAndPercentBytes() throws {
        #expect(try decode("a=1&b=x+y&c=%41%2b%26%3D") == ["a=1", "b=x y", "c=A+&="])
        #expect(try decode("") == [])
        #expect(try decode("&&a=&b&") == ["a=", "b="])
        #expect(try decode("k=v=w") == ["k=v=w"])
    }

    @Test func nonASCIIRoundTrips() throws {
        for text in ["한국어", "👩‍👩‍👧", "🇰🇷", "e\u{301}"] {
            #expect(try decode(FormBody.encode([("u", text)])) == ["u=\(text)"])
        }
    }

    @Test func badPercentEncodingNamesTheByte() {
        #expect(throws: FormBodyError.badPercentEncoding(byteOffset: 4)) { try decode("a=1&%zz=2") }
        #expect(throws: FormBodyError.badPercentEncoding(byteOffset: 2)) { try decode("a=%4") }
        #expect(throws: FormBodyError.badPercentEncoding(byteOffset: 2)) { try decode("a=%") }
        #expect(throws: FormBodyError.badPercentEncoding(byteOffset: 2)) { try decode("a=%4&b=1") }
        #expect(FormBodyError.badPercentEncoding(byteOffset: 4).description
            == "byte 4 of the form body: '%' must be followed by two hexadecimal digits")
    }

    @Test func invalidUTF8NamesTheField() {
        #expect(throws: FormBodyError.invalidUTF8(field: "user", byteOffset: 5)) { try decode("user=%C3%28") }
        #expect(throws: FormBodyError.invalidUTF8(field: nil, byteOffset: 0)) { try decode("%FF=1") }
        #expect(FormBodyError.invalidUTF8(field: "user", byteOffset: 5).description.contains("'user'"))
    }

    /// Whatever a browser encodes decodes back to the same pairs.
    @Test func encodedPairsRoundTrip() async {
        let pieces = ["a", "Z", "0", " ", "+", "&", "=", "%", "한", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "\"", "<", "\n"]
        let text = Gen.element(of: pieces).array(of: 0...8).map { $0.compactMap { $0 }.joined() }
        await propertyCheck(count: 300, input: text.array(of: 1...4), text.array(of: 4)) { names, values in
            let pairs = names.enumerated().map { ("\($0.offset)\($0.element)", values[$0.offset]) }
            let decoded = try? FormURLEncoding.decode(Array(FormBody.encode(pairs).utf8))
            #expect(decoded?.map(\.name) == pairs.map(\.0))
            #expect(decoded?.map(\.value) == pairs.map(\.1))
        }
    }

    /// Arbitrary bytes give pairs or a typed error, never a crash.
    @Test func arbitraryBytesNeverCrash() async {
        let bytes = Gen.element(of: Array("%&=+aF9".utf8) + [0xC3, 0xFF, 0x28]).array(of: 0...24)
        await propertyCheck(count: 500, input: bytes) { bytes in
            do throws(FormBodyError) {
                let pairs = try FormURLEncoding.decode(bytes.compactMap { $0 })
                #expect(pairs.count <= bytes.count)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}

/// A browser's encoding of form fields, for building request bodies in tests.
enum FormBody {
    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(component($0.0))=\(component($0.1))" }.joined(separator: "&")
    }

    private static func component(_ text: String) -> String {
        text.utf8.map { byte in
            switch byte {
            case UInt8(ascii: " "): "+"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                String(UnicodeScalar(byte))
            default:
                "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }.joined()
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
