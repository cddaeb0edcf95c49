import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary
import KeycraftText
import PropertyBased
import Testing

/// The bundled Korean dictionary and correction over two-set keystrokes.
@Suite struct KoreanSpellingTests {
    static let korean = try! CompactDictionary.korean()
    static let speller = Speller(dictionary: korean)

    /// The two-set keys of `word`, in typing order.
    static func keys(_ word: String) -> [Character] {
        word.unicodeScalars.flatMap { HangulKeystrokes.keys(for: $0) ?? [Character($0)] }
    }

    /// The letter rows of the two-set layout (the jamo on QWERTY's keys), for neighbouring-key slips.
    static let rows = LetterKeyRows.qwerty.map { $0.map { HangulTwoSetLayout.jamo(for: $0)! } }

    /// A key next to `key` on the layout (the next one in its row, or the previous at the row's end).
    static func neighbour(of key: Character) -> Character? {
        for row in rows {
            guard let column = row.firstIndex(of: key) else { continue }
            return column + 1 < row.count ? row[column + 1] : row[column - 1]
        }
        return nil
    }

    /// One keystroke slip of `keys`, chosen by `n` (no randomness, so a failure reproduces): a
    /// neighbouring key, a key dropped, a key doubled, or two keystrokes swapped.
    static func slip(_ keys: [Character], _ n: Int) -> [Character]? {
        var keys = keys
        let at = (n / 4 * 7) % keys.count
        switch n % 4 {
        case 0:
            guard let other = neighbour(of: keys[at]) else { return nil }
            keys[at] = other
        case 1:
            guard keys.count > 1 else { return nil }
            keys.remove(at: at)
        case 2: keys.insert(keys[at], at: at)
        default:
            guard at + 1 < keys.count, keys[at] != keys[at + 1] else { return nil }
            keys.swapAt(at, at + 1)
        }
        return keys
    }

    @Test func theDictionaryIsKoreanAndSeparateFromEnglish() throws {
        #expect(Self.korean.wordCount > 45_000)
        #expect(Self.speller.isKnown("안녕하세요"))
        #expect(Self.speller.isKnown("거야"))
        #expect(!Self.speller.isKnown("the"))
        #expect(!Speller(dictionary: try CompactDictionary.english()).isKnown("안녕하세요"))
        // The product maps its dictionary once and shares it.
        #expect(try CompactDictionary.korean() === Self.korean)
    }

    @Test func keystrokesSplitCompoundVowelsAndFinalsAndComposeBack() {
        #expect(Self.keys("왜") == ["ㅇ", "ㅗ", "ㅐ"])
        #expect(Self.keys("값") == ["ㄱ", "ㅏ", "ㅂ", "ㅅ"])
        #expect(Self.keys("ㅘ") == ["ㅗ", "ㅏ"])
        #expect(Self.keys("ㄳ") == ["ㄱ", "ㅅ"])
        #expect(HangulKeystrokes.keys(for: "ㄱ") == nil)
        #expect(HangulKeystrokes.text(typing: "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ") == "안녕하세요")
        #expect(HangulKeystrokes.text(typing: "ㄱㅏㅂㅅㅇㅣ") == "값이")
        #expect(HangulKeystrokes.text(typing: "ㄱㅏㅂㅅㅏ") == "갑사")  // the final's second half moves on
        #expect(HangulKeystrokes.text(typing: "ㅏㄱ") == "ㅏㄱ")
    }

    /// Every word of the dictionary made of syllables composes back from its keys, so a keystroke
    /// string and the text a keyboard leaves are one and the same to the speller.
    @Test func syllablesRoundTripThroughTheirKeystrokes() async {
        let syllable = Gen.int(in: 0xAC00...0xD7A3).map { Character(Unicode.Scalar(UInt32($0))!) }
        await propertyCheck(count: 300, input: syllable.array(of: 1...6)) { syllables in
            let word = String(syllables)
            #expect(HangulKeystrokes.text(typing: Self.keys(word)) == word)
        }
    }

    @Test func typicalSlipsAreCorrectedToWholeWords() {
        func best(_ typed: String) -> String? { Self.speller.candidates(for: typed, limit: 3).first?.word }
        #expect(best("안녕하세오") == "안녕하세요")  // ㅛ → ㅗ, a neighbouring key
        #expect(best("감사합니닫") == "감사합니다")  // ㄷ doubled
        #expect(best("사랑헤") == "사랑해")  // ㅐ / ㅔ
        #expect(best("괜찬아") == "괜찮아")  // a final's second key dropped
        #expect(best("ㄱ맙습니다") == "고맙습니다")  // a vowel dropped leaves a lone consonant
    }

    /// Keystroke slips of the 2,000 commonest words (typos that spell another word left out): the
    /// right word first at least 88% of the time and among three at least 97%.
    @Test func slipsOfCommonWordsFindTheirWord() throws {
        let counted = (0..<Self.korean.wordCount).map { (Self.korean.word(at: $0), Self.korean.frequency(at: $0)) }
        let common = counted.sorted { $0.1 > $1.1 }.prefix(2_000).map(\.0).filter { $0.unicodeScalars.allSatisfy { HangulKeystrokes.keys(for: $0) != nil } }
        var cases = 0, top1 = 0, top3 = 0
        for (n, word) in common.enumerated() {
            guard let keys = Self.slip(Self.keys(word), n) else { continue }
            let typed = HangulKeystrokes.text(typing: keys)
            guard !Self.speller.isKnown(typed) else { continue }
            let found = Self.speller.candidates(for: typed, limit: 3).map(\.word)
            cases += 1
            if found.first == word { top1 += 1 }
            if found.contains(word) { top3 += 1 }
        }
        #expect(cases > 1_500)
        #expect(Double(top1) / Double(cases) >= 0.88, "top 1: \(top1) of \(cases)")
        #expect(Double(top3) / Double(cases) >= 0.97, "top 3: \(top3) of \(cases)")
    }
}
