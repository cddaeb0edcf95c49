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
        // Right button, wheel, right-button drags and motion without a button are not taps.
        #expect(decode("\u{1B}[<2;1;1M\u{1B}[<64;1;1M\u{1B}[<34;3;3M\u{1B}[<35;3;3M\u{1B}[<2;1;1m").isEmpty)
    }

    @Test func leftButtonDragsAndReleasesAreReported() {
        // Mode 1002: motion with the left button held adds 32; the release ends in `m`; Shift (4) or
        // Ctrl (16) held don't change them.
        #expect(decode("\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<36;12;6M\u{1B}[<0;12;6m\u{1B}[<16;1;1m")
            == [.click(column: 9, row: 4), .drag(column: 10, row: 4), .drag(column: 11, row: 5), .release(column: 11, row: 5),
                .release(column: 0, row: 0)])
        // Split across reads, a report waits for its end.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<32;4".utf8)).isEmpty)
        #expect(decoder.decode(Array(";2M".utf8)) == [.drag(column: 3, row: 1)])
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
