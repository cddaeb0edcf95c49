import KeycraftKeyboard
import PropertyBased
import Testing

@Suite struct SpellerPropertyTests {
    /// The optimal-string-alignment distance, computed in full: the reference the index is checked against.
    static func referenceDistance(_ a: [Character], _ b: [Character]) -> Int {
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// The index finds exactly the words within the distance, on random dictionaries over a small
    /// alphabet (many near neighbours, words longer than the 7-letter prefix, apostrophes).
    @Test func candidatesAreExactlyTheWordsWithinTheDistance() async throws {
        let word = Gen.element(of: Array("abcd'")).compactMap { $0 }.array(of: 1...10).map { String($0) }
        await propertyCheck(count: 200, input: word.array(of: 1...60), word, Gen.int(in: 0...2)) { words, typed, maxDistance in
            guard let (speller, unique) = try DictionaryFixtures.speller(randomWords: words, count: { $0 + 1 }) else { return }
            let found = Set(speller.candidates(for: typed, maxDistance: maxDistance, limit: .max).map(\.word))
            let expected = Set(unique.filter { Self.referenceDistance(Array($0), Array(typed)) <= maxDistance })
            #expect(found == expected, "typed \(typed)")
        }
    }

    /// A random English word with one random edit: when the word is the unique most frequent word at
    /// distance 1 from the typo, it is among the three candidates.
    @Test func aSingleEditOfACommonWordSuggestsIt() async {
        let speller = DictionaryFixtures.englishSpeller
        let dictionary = DictionaryFixtures.english
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        await propertyCheck(
            count: 150, input: Gen.int(in: 0..<dictionary.wordCount), Gen.int(in: 0...3), Gen.int(in: 0...100),
            Gen.element(of: letters).compactMap { $0 }
        ) { index, kind, at, letter in
            let source = dictionary.word(at: index)
            guard source.count >= 3, source.allSatisfy({ letters.contains($0) }) else { return }
            var typo = Array(source)
            let position = at % typo.count
            switch kind {
            case 0: typo.remove(at: position)
            case 1: typo.insert(letter, at: position)
            case 2: typo[position] = letter
            default: if position + 1 < typo.count { typo.swapAt(position, position + 1) }
            }
            let typed = String(typo)
            guard typed != source, !speller.isKnown(typed) else { return }
            let near = speller.candidates(for: typed, maxDistance: 1, limit: .max)
            let frequency = { (word: String) in dictionary.index(of: word).map(dictionary.frequency(at:)) ?? 0 }
            let top = near.map { frequency($0.word) }.max() ?? 0
            guard frequency(source) == top, near.filter({ frequency($0.word) == top }).count == 1 else { return }
            #expect(speller.candidates(for: typed, limit: 3).map(\.word).contains(source), "\(source) → \(typed)")
        }
    }
}
