import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKeyboardTools

/// Small dictionaries built in the tests, and the shipped English one loaded once for the run.
enum DictionaryFixtures {
    /// The bundled English dictionary, loaded once for every test that needs it.
    static let english: CompactDictionary = try! CompactDictionary.english()
    static let englishSpeller = Speller(dictionary: english)

    /// A few Korean words with made-up counts. 오늘 is there so that ㅗ is one of the dictionary's letters,
    /// as it is in any real Korean list: a letter the dictionary never uses is never corrected away.
    static let koreanWords = """
        안녕하세요 1000
        안녕 800
        감사합니다 900
        사랑해요 500
        한국어 300
        오늘 700
        """

    static func build(words: String, bigrams: String? = nil) throws -> [UInt8] {
        var builder = DictionaryBuilder()
        try builder.addWordList(words, name: "words")
        if let bigrams { try builder.addBigramList(bigrams, name: "bigrams") }
        return try builder.build()
    }

    static func dictionary(words: String, bigrams: String? = nil) throws -> CompactDictionary {
        try CompactDictionary(bytes: build(words: words, bigrams: bigrams))
    }

    /// A speller over random generated words (duplicates and letterless ones dropped), the `n`-th
    /// distinct word counted `count(n)`; nil when no word is left. Returns the words too.
    static func speller(randomWords words: [String], count: (Int) -> Int) throws -> (Speller, [String])? {
        let unique = Array(Set(words.filter { $0.contains(where: \.isLetter) }))
        guard !unique.isEmpty else { return nil }
        let list = unique.enumerated().map { "\($0.element) \(count($0.offset))" }.joined(separator: "\n")
        return (Speller(dictionary: try dictionary(words: list)), unique)
    }

    static let tinyEnglish = """
        the 1000
        they 300
        then 200
        cat 50
        cart 40
        card 45
        care 60
        don't 10
        I'm 10
        """
    static let tinyBigrams = """
        the cat 30
        the card 5
        """
}
