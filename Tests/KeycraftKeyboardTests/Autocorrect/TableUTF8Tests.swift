@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// A misspelling table is checked as UTF-8 a run of bytes outside ASCII at a time
/// (``MisspellingModel/isUTF8(_:)``): it accepts exactly what decoding the whole would.
@Suite struct TableUTF8Tests {
    /// Random bytes from ASCII, whole characters and their pieces (a lead byte alone, a
    /// continuation alone, an overlong form, a surrogate, past U+10FFFF), in runs long and short.
    @Test func acceptsWhatDecodingTheWholeAccepts() async {
        let pieces: [[UInt8]] = [
            Array("a\tb\n".utf8), Array("abcdefghij".utf8), Array("é".utf8), Array("한".utf8), Array("👩‍👩‍👧".utf8),
            [0xC3], [0xA9], [0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
        ]
        await propertyCheck(count: 1000, input: Gen.element(of: pieces).compactMap { $0 }.array(of: 0...12)) { drawn in
            let bytes = drawn.flatMap { $0 }
            bytes.withUnsafeBufferPointer { buffer in
                #expect(MisspellingModel.isUTF8(buffer) == (String(validating: buffer, as: UTF8.self) != nil), "\(bytes)")
            }
        }
    }
}
