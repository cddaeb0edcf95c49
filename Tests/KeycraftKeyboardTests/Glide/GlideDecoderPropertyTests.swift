import Foundation
import KeycraftKeyboard
import PropertyBased
import Testing

@Suite struct GlideDecoderPropertyTests {
    /// A gesture traced exactly through a word's key centres decodes to that word, or to a word
    /// with the same key path (to / too, its / it's), first.
    @Test func anExactTraceDecodesToItsWordOrTheSamePath() async {
        let decoder = GlideFixtures.english
        let dictionary = DictionaryFixtures.english
        await propertyCheck(count: 300, input: Gen.int(in: 0..<dictionary.wordCount)) { number in
            let word = dictionary.word(at: number)
            guard let path = decoder.keyPath(of: word) else { return }
            let best = try decoder.candidates(for: GlideFixtures.trace(path), limit: 1).first?.word
            #expect(best.flatMap(decoder.keyPath(of:)) == path, "\(word) (path \(path)) decoded as \(best ?? "nothing")")
        }
    }

    /// The same on random dictionaries over a few keys, so that many words share parts of their paths.
    @Test func anExactTraceDecodesInRandomDictionaries() async {
        let word = Gen.element(of: Array("qwasdzxe'")).compactMap { $0 }.array(of: 1...8).map { String($0) }
        await propertyCheck(count: 150, input: word.array(of: 1...40), Gen.int(in: 0...39)) { words, pick in
            guard let (speller, unique) = try DictionaryFixtures.speller(randomWords: words, count: { 1 + ($0 * 7919) % 1000 }) else { return }
            let decoder = GlideDecoder(dictionary: speller.dictionary)
            let word = unique[pick % unique.count]
            guard let path = decoder.keyPath(of: word) else { return }
            let best = try decoder.candidates(for: GlideFixtures.trace(path), limit: 1).first?.word
            #expect(best.flatMap(decoder.keyPath(of:)) == path, "\(word) (path \(path)) decoded as \(best ?? "nothing")")
        }
    }

    /// Candidates are distinct, as many as asked when the dictionary has them, best first.
    @Test func candidatesAreDistinctAndOrdered() async {
        let decoder = GlideFixtures.english
        let point = zip(Gen.double(in: -20...413), Gen.double(in: -20...182)).map { CGPoint(x: $0, y: $1) }
        await propertyCheck(count: 200, input: point.array(of: 1...30), Gen.int(in: 1...8)) { points, limit in
            let found = try decoder.candidates(for: points, limit: limit)
            #expect(Set(found.map(\.word)).count == found.count)
            #expect(zip(found, found.dropFirst()).allSatisfy { $0.score >= $1.score })
            #expect(!found.isEmpty)
        }
    }
}
