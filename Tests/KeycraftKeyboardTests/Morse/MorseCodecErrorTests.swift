import Testing
import KeycraftKeyboard

@Suite struct MorseCodecErrorTests {
    func encodingError(_ text: String) -> MorseCodecError? {
        do {
            _ = try MorseMessage(encoding: text)
            return nil
        } catch {
            return error
        }
    }

    func decodingError(_ code: String) -> MorseCodecError? {
        do {
            _ = try MorseMessage(decoding: code)
            return nil
        } catch {
            return error
        }
    }

    @Test func koreanIsAnUnknownCharacterAtItsOffset() {
        #expect(encodingError("SOS 한국") == .unknownCharacter("한", offset: 4, utf16Offset: 4))
    }

    @Test func emojiZWJSequenceIsReportedWhole() {
        // 👩‍👩‍👧 is one grapheme cluster of five scalars and eight UTF-16 code units.
        let error = encodingError("HI 👩‍👩‍👧")
        #expect(error == .unknownCharacter("👩‍👩‍👧", offset: 3, utf16Offset: 3))
        #expect(error?.description.contains("'👩‍👩‍👧'") == true)
        #expect(error?.description.contains("U+1F469 U+200D U+1F469 U+200D U+1F467") == true)
    }

    @Test func offsetsAfterEmojiCountClustersAndUTF16Separately() {
        #expect(encodingError("🇰🇷") == .unknownCharacter("🇰🇷", offset: 0, utf16Offset: 0))
        // A decomposed É is one cluster but two UTF-16 units, so the offsets after it part ways.
        #expect(encodingError("E\u{301}T A\u{308}") == .unknownCharacter("A\u{308}", offset: 3, utf16Offset: 4))
    }

    @Test func combiningMarkOnALetterMakesAnUnknownCharacter() {
        let error = encodingError("man\u{303}ana")
        #expect(error == .unknownCharacter("n\u{303}", offset: 2, utf16Offset: 2))
        #expect(error?.description == "unknown character 'n\u{303}' (U+006E U+0303) at offset 2: it has no Morse code")
    }

    @Test func unknownAndUnterminatedSignals() {
        #expect(encodingError("HI <XY>") == .unknownSignal("XY", offset: 3, utf16Offset: 3))
        #expect(encodingError("<>") == .unknownSignal("", offset: 0, utf16Offset: 0))
        #expect(encodingError("HI <SK") == .unterminatedSignal(offset: 3, utf16Offset: 3))
        #expect(encodingError("<SK HI>") == .unterminatedSignal(offset: 0, utf16Offset: 0))
        #expect(encodingError("<<SK>") == .unterminatedSignal(offset: 0, utf16Offset: 0))
        #expect(encodingError("😀 <AR>") == .unknownCharacter("😀", offset: 0, utf16Offset: 0))
        #expect(encodingError("A>") == .unknownCharacter(">", offset: 1, utf16Offset: 1))
        #expect(encodingError("<SK> 😀") == .unknownCharacter("😀", offset: 5, utf16Offset: 5))
        #expect(encodingError("HI <XY>")?.description.contains("'<XY>' at offset 3") == true)
    }

    @Test func unknownCodeNamesTheGroupIndexAcrossWords() {
        #expect(decodingError("... --- / ..--") == .unknownCode("..--", group: 2))
        #expect(decodingError(".........") == .unknownCode(".........", group: 0))
        #expect(decodingError(". / . / ---- .") == .unknownCode("----", group: 2))
        #expect(decodingError("... ..--")?.description == "unknown code '..--' at code group 1: no character or signal has it")
    }

    @Test func malformedCodeNamesTheGroup() {
        #expect(decodingError("... -x- ...") == .malformedCode("-x-", group: 1))
        #expect(decodingError("SOS") == .malformedCode("SOS", group: 0))
        #expect(decodingError(". 한") == .malformedCode("한", group: 1))
        #expect(decodingError("._.")?.description.contains("'._.' at code group 0") == true)
    }

    @Test func veryLongGroupIsAnUnknownCode() {
        let long = String(repeating: ".", count: 200)
        #expect(decodingError(long) == .unknownCode(long, group: 0))
    }
}
