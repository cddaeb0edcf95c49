import KeycraftKeyboard
import PropertyBased
import Testing

@Suite struct MorseKeyboardPropertyTests {
    /// Every character of the table (as the decoder writes it: upper case).
    static let alphabet: [String] = MorseTable.itu.entries.compactMap { entry in
        if case .character(let character) = entry.symbol { return String(character) }
        return nil
    }

    /// Words of the table's alphabet joined by single spaces, typed key by key after any text (Hangul,
    /// emoji, combining marks) under any context limit, come out as typed.
    @Test func morseTypingYieldsTheText() async {
        let word = Gen.element(of: Self.alphabet).compactMap { $0 }.array(of: 1...8).map { $0.joined() }
        let prefix = Gen.element(of: KeyboardSampleText.pieces).compactMap { $0 }.array(of: 0...4)
        await propertyCheck(count: 200, input: word.array(of: 0...8), prefix, Gen.int(in: 0...4)) { words, prefix, limit in
            let text = words.joined(separator: " ")
            // Whatever context the host shares, the keyboard only ever edits at the caret.
            let contextLimit = DocumentContextLimit(stopsAtNewline: limit.isMultiple(of: 2), maximumCharacters: limit == 0 ? nil : limit)
            var fixture = MorseKeyboardFixture(prefix.joined(), contextLimit: contextLimit)
            fixture.type(text)
            #expect(fixture.document.text == prefix.joined() + text)
            #expect(fixture.keyboard.code.isEmpty)
        }
    }

    /// Deleting each signal of a letter in progress restores the document exactly.
    @Test func deletingEverySignalRestoresTheDocument() async {
        let element = Gen.element(of: [MorseKey.dot, .dash]).compactMap { $0 }
        await propertyCheck(count: 200, input: element.array(of: 0...10), Gen.element(of: KeyboardSampleText.pieces).compactMap { $0 }.array(of: 0...5)) { signals, prefix in
            var fixture = MorseKeyboardFixture(prefix.joined())
            fixture.keyboard.press(signals)
            fixture.keyboard.press(Array(repeating: .delete, count: signals.count))
            #expect(fixture.document.text == prefix.joined())
        }
    }
}
