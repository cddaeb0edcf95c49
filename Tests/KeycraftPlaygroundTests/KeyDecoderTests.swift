import KeycraftPlayground
import PropertyBased
import Testing

@Suite struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func controlKeys() {
        #expect(decode("\t\r\u{7F}\u{3}") == [.tab, .enter, .backspace, .interrupt])
        #expect(decode("\u{4}") == [.control("d")])
    }

    @Test func csiArrowsAndShiftTab() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z") == [.up, .down, .right, .left, .backTab])
    }

    @Test func aLoneEscapeIsResolvedWhenInputGoesQuiet() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
    }

    @Test func escapeFollowedByALetterIsEscapeThenTheLetter() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
    }

    @Test func sgrMousePressesAreClicksAtZeroBasedCells() {
        #expect(decode("\u{1B}[<0;10;5M") == [.click(column: 9, row: 4)])
        // Release, right button, wheel and drag are not taps.
        #expect(decode("\u{1B}[<0;10;5m\u{1B}[<2;1;1M\u{1B}[<64;1;1M\u{1B}[<32;3;3M").isEmpty)
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(decode("\u{1B}[15~x") == [.character("x")])
    }

    @Test func utf8TextIncludingHangulEmojiAndMarks() {
        #expect(decode("한🇰") == [.character("한"), .character("🇰")])
        #expect(decode("e\u{301}") == [.character("e"), .character("\u{301}")])
    }

    @Test func invalidUTF8IsDroppedNotTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [.character("a")])
    }

    /// Terminals deliver bytes in arbitrary chunks: splitting never changes the keys.
    @Test func splittingTheInputAnywhereGivesTheSameKeys() async {
        let stream = Array("a한\u{1B}[<0;12;7M\u{1B}[Z👩‍👩‍👧\t\u{1B}[A".utf8)
        let whole = decode(String(decoding: stream, as: UTF8.self))
        await propertyCheck(count: 300, input: Gen.int(in: 0...stream.count).array(of: 0...6)) { cuts in
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            for cut in cuts.sorted() where cut >= start {
                keys += decoder.decode(Array(stream[start..<cut]))
                start = cut
            }
            keys += decoder.decode(Array(stream[start...]))
            #expect(keys == whole)
        }
    }
}
