import Testing
@testable import KeycraftKeyboard

@Suite struct MorseTableTests {
    let table = MorseTable.itu

    /// Every entry of ITU-R M.1677-1 section 1.1, written out independently of the table's source.
    static let expected: [(MorseSymbol, String)] = [
        ("A", ".-"), ("B", "-..."), ("C", "-.-."), ("D", "-.."), ("E", "."), ("F", "..-."),
        ("G", "--."), ("H", "...."), ("I", ".."), ("J", ".---"), ("K", "-.-"), ("L", ".-.."),
        ("M", "--"), ("N", "-."), ("O", "---"), ("P", ".--."), ("Q", "--.-"), ("R", ".-."),
        ("S", "..."), ("T", "-"), ("U", "..-"), ("V", "...-"), ("W", ".--"), ("X", "-..-"),
        ("Y", "-.--"), ("Z", "--.."), ("É", "..-.."),
        ("1", ".----"), ("2", "..---"), ("3", "...--"), ("4", "....-"), ("5", "....."),
        ("6", "-...."), ("7", "--..."), ("8", "---.."), ("9", "----."), ("0", "-----"),
        (".", ".-.-.-"), (",", "--..--"), (":", "---..."), ("?", "..--.."), ("'", ".----."),
        ("-", "-....-"), ("/", "-..-."), ("(", "-.--."), (")", "-.--.-"), ("\"", ".-..-."),
        ("=", "-...-"), ("+", ".-.-."), ("@", ".--.-."),
    ].map { (MorseSymbol.character(Character($0.0)), $0.1) } + [
        (.signal(.understood), "...-."), (.signal(.error), "........"), (.signal(.wait), ".-..."),
        (.signal(.endOfWork), "...-.-"), (.signal(.startingSignal), "-.-.-"),
        (.signal(.distress), "...---..."),
    ]

    @Test func holdsExactlyTheEntriesOfTheRecommendation() {
        #expect(table.entries.count == Self.expected.count)
        let actual = Dictionary(uniqueKeysWithValues: table.entries.map { ($0.symbol, $0.code.description) })
        for (symbol, code) in Self.expected {
            #expect(actual[symbol] == code, "\(symbol)")
        }
    }

    @Test(arguments: MorseTableTests.expected)
    func looksUpEachEntryBothWays(symbol: MorseSymbol, code: String) throws {
        let parsed = try #require(MorseCode(code))
        #expect(table.symbol(for: parsed) == symbol)
        switch symbol {
        case .character(let character): #expect(table.code(for: character) == parsed)
        case .signal(let signal): #expect(table.code(for: signal) == parsed)
        }
    }

    @Test func noTwoEntriesShareACode() {
        let codes = table.entries.map(\.code)
        #expect(Set(codes).count == codes.count)
    }

    @Test func lettersMatchInEitherCase() {
        for letter in "abcdefghijklmnopqrstuvwxyzé" {
            #expect(table.code(for: letter) != nil)
            #expect(table.code(for: letter) == table.code(for: Character(letter.uppercased())))
        }
    }

    @Test func multiplicationSignIsSentAsX() {
        #expect(table.code(for: "×") == table.code(for: "X"))
        #expect(table.symbol(for: MorseCode("-..-")!) == .character("X"))
    }

    @Test func combiningAcuteIsCanonicallyTheAccentedE() {
        #expect(table.code(for: "e\u{301}") == MorseCode("..-.."))
        #expect(table.code(for: "E\u{301}") == MorseCode("..-.."))
    }

    @Test func charactersOutsideTheTableHaveNoCode() {
        for character: Character in ["한", "👩‍👩‍👧", "🇰🇷", "n\u{303}", "ß", "!", "<", " ", "#"] {
            #expect(table.code(for: character) == nil, "\(character)")
        }
    }

    @Test func unknownCodesHaveNoSymbol() {
        for code in ["", "..--", "---.", "----", ".........", "...---...-", String(repeating: "-", count: 40)] {
            #expect(table.symbol(for: MorseCode(code)!) == nil, "\(code)")
        }
    }

    func isPrefix(_ code: String) -> Bool { table.isPrefix(MorseCode(code)!) }

    @Test func prefixCheckFollowsTheCodes() {
        #expect(isPrefix(""))
        #expect(isPrefix("..."))  // S, and the start of V, H, SOS…
        #expect(isPrefix("...---"))  // only the start of SOS
        #expect(isPrefix("...---..."))  // SOS itself
        #expect(isPrefix("----"))  // the start of 9 and 0
        #expect(!isPrefix("...---...-"))
        #expect(!isPrefix("--.--"))  // Q is --.- and nothing continues it
        #expect(!isPrefix("........."))  // nine dots, one more than the error signal
    }

    @Test func prefixCheckAgreesWithScanningEveryEntry() {
        // Every code of up to 10 elements: the tree-indexed answer equals the brute-force one.
        for length in 0...10 {
            for bits in 0..<(1 << length) {
                let elements = (0..<length).map { bits >> $0 & 1 == 1 ? MorseElement.dash : .dot }
                let code = MorseCode(elements)!
                let scanned = table.entries.contains { $0.code.hasPrefix(code) }
                let indexed = table.isPrefix(code)
                #expect(indexed == scanned, "\(code)")
            }
        }
    }
}

extension MorseSymbol: CustomTestStringConvertible {
    public var testDescription: String { description }
}
