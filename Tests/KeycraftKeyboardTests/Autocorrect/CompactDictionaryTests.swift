import Foundation
import KeycraftKeyboard
import PropertyBased
import Testing

@Suite struct CompactDictionaryTests {
    @Test func roundTripsWordsFrequenciesAndBigrams() throws {
        let dictionary = try DictionaryFixtures.dictionary(words: DictionaryFixtures.tinyEnglish, bigrams: DictionaryFixtures.tinyBigrams)
        #expect(dictionary.wordCount == 9)
        #expect(dictionary.bigramCount == 2)
        let the = try #require(dictionary.index(of: "The"))
        #expect(dictionary.word(at: the) == "the")
        #expect(dictionary.frequency(at: the) == 1000)
        #expect(dictionary.index(of: "i’m").map(dictionary.word(at:)) == "I'm")
        #expect(dictionary.index(of: "dog") == nil)
        #expect(Speller(dictionary: dictionary).predictions(after: "the", limit: 2) == ["cat", "card"])
    }

    @Test func wordsDifferingOnlyInCaseAreMergedKeepingTheCommonerSpelling() throws {
        let dictionary = try DictionaryFixtures.dictionary(words: "apple 5\nApple 9\n")
        #expect(dictionary.wordCount == 1)
        #expect(dictionary.word(at: 0) == "Apple")
        #expect(dictionary.frequency(at: 0) == 14)
    }

    @Test func malformedListsNameTheLine() {
        #expect(throws: DictionaryError.malformedLine(list: "words", line: 2, reason: "count \"many\" is not a whole number")) {
            try DictionaryFixtures.build(words: "the 1\ncat many\n")
        }
        #expect(throws: DictionaryError.malformedLine(list: "bigrams", line: 1, reason: "expected 3 fields, found 2")) {
            try DictionaryFixtures.build(words: "the 1\n", bigrams: "the 5\n")
        }
        #expect(throws: DictionaryError.empty(list: "words")) { try DictionaryFixtures.build(words: "\n# nothing\n") }
    }

    @Test func everyTruncationIsRefusedWithAMessage() throws {
        let bytes = try DictionaryFixtures.build(words: DictionaryFixtures.tinyEnglish, bigrams: DictionaryFixtures.tinyBigrams)
        for length in 0..<bytes.count {
            #expect(throws: DictionaryError.self) { try CompactDictionary(bytes: bytes.prefix(length)) }
        }
        do {
            _ = try CompactDictionary(bytes: bytes.prefix(bytes.count - 8))
        } catch {
            #expect("\(error)".contains("truncated"))
        }
    }

    @Test func everyFlippedByteIsRefused() throws {
        let bytes = try DictionaryFixtures.build(words: DictionaryFixtures.tinyEnglish, bigrams: DictionaryFixtures.tinyBigrams)
        for position in bytes.indices where !(28..<32).contains(position) { // 28..<32: the reserved word
            var damaged = bytes
            damaged[position] ^= 0x5A
            #expect(throws: DictionaryError.self) { try CompactDictionary(bytes: damaged) }
        }
    }

    @Test func randomBytesAreRefused() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...600)) { bytes in
            #expect(throws: DictionaryError.self) { try CompactDictionary(bytes: bytes) }
        }
        // Random bytes behind a valid signature reach the later checks.
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...600)) { bytes in
            #expect(throws: DictionaryError.self) { try CompactDictionary(bytes: Array("KCDICT".utf8) + [0, 1] + bytes) }
        }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect {
            try CompactDictionary(contentsOf: URL(fileURLWithPath: "/nonexistent/keycraft.kcdict"))
        } throws: { error in
            if case .unreadable(let path, _) = error as? DictionaryError { return path == "/nonexistent/keycraft.kcdict" }
            return false
        }
    }

    @Test func hangulIsComparedOverJamo() throws {
        let speller = Speller(dictionary: try DictionaryFixtures.dictionary(words: DictionaryFixtures.koreanWords))
        #expect(KeyProximity.qwerty.areNeighbours("ㅗ", "ㅛ"))
        let corrected = speller.candidates(for: "안녕하세오", limit: 3)
        #expect(corrected.first?.word == "안녕하세요")
        #expect(corrected.first?.distance == 1)
        // ㅗ (h) and ㅛ (y) are neighbouring keys on the two-set layout: a cheaper edit.
        #expect(corrected.first?.cost == Speller.neighbourKeyCost)
        #expect(speller.candidates(for: "감사합니당", limit: 1).first?.word == "감사합니다")
        #expect(speller.completions(of: "안", limit: 2) == ["안녕하세요", "안녕"])
        let exact = speller.candidates(for: "한국어", limit: 1).first
        #expect(exact?.word == "한국어")
        #expect(exact?.distance == 0)
    }

    @Test func theEnglishDictionaryShipsWithItsBigrams() {
        let english = DictionaryFixtures.english
        #expect(english.wordCount > 80_000)
        #expect(english.bigramCount > 200_000)
        #expect(english.index(of: "I'm").map(english.word(at:)) == "I'm")
    }
}
