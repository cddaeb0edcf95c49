import Foundation
import KeycraftKeyboard
import PropertyBased
import Testing

/// The glide decoder on the bundled English dictionary and on small dictionaries built here.
@Suite struct GlideDecoderTests {
    let decoder = GlideFixtures.english

    func best(_ points: [CGPoint], after previous: String? = nil, limit: Int = 3) throws -> [String] {
        try decoder.candidates(for: points, previousWord: previous, limit: limit).map(\.word)
    }

    @Test func commonWordsTracedThroughTheirKeysDecode() throws {
        for word in ["the", "hello", "world", "keyboard", "quick", "typing", "about", "people"] {
            #expect(try best(GlideFixtures.trace(word)).first == word, "\(word)")
        }
    }

    @Test func aDoubledLetterIsOneKeyAndTheCommonerWordWins() throws {
        #expect(decoder.keyPath(of: "hello") == "helo")
        #expect(decoder.keyPath(of: "bookkeeper") == "bokeper")
        // Keys crossed in a straight line are not turns: top and tip draw the same path.
        #expect(decoder.keyPath(of: "top") == "tp" && decoder.keyPath(of: "tip") == "tp")
        #expect(decoder.keyPath(of: "pop") == "pop" && decoder.keyPath(of: "quiet") == "qiet")
        // to and too share a path: the commoner leads, the other follows.
        let words = try best(GlideFixtures.trace("to"))
        #expect(Array(words.prefix(2)) == ["to", "too"])
        #expect(try best(GlideFixtures.trace("off")).prefix(2).contains("off"))
    }

    @Test func apostrophesHaveNoKeyAndCapitalsComeFromTheDictionary() throws {
        #expect(decoder.keyPath(of: "don't") == "dont")
        // dont is not an English word; don't is.
        #expect(try best(GlideFixtures.trace("dont")).first == "don't")
        #expect(try best(GlideFixtures.trace("im")).contains("I'm"))
        #expect(decoder.keyPath(of: "café") == nil)
    }

    @Test func aTapIsAOneLetterWord() throws {
        let a = GlideFixtures.layout.centre(of: "a")!
        #expect(try best([a]).first == "a")
        let i = GlideFixtures.layout.centre(of: "i")!
        #expect(try best([i, CGPoint(x: i.x + 2, y: i.y + 1)]).first == "I")
    }

    @Test func thePreviousWordBringsInBigrams() throws {
        // A gesture drawn between two paths: the words before it decide.
        let decoder = GlideDecoder(dictionary: try DictionaryFixtures.dictionary(
            words: "cat 50\ncar 50\nthe 1000\nred 100\ndrive 100", bigrams: "the cat 10\ndrive car 10"))
        let c = GlideFixtures.layout.centre(of: "c")!, a = GlideFixtures.layout.centre(of: "a")!
        let r = GlideFixtures.layout.centre(of: "r")!, t = GlideFixtures.layout.centre(of: "t")!
        let end = CGPoint(x: (r.x + t.x) / 2, y: r.y)
        #expect(try decoder.candidates(for: [c, a, end], previousWord: "the", limit: 1).map(\.word) == ["cat"])
        #expect(try decoder.candidates(for: [c, a, end], previousWord: "drive", limit: 1).map(\.word) == ["car"])
    }

    @Test func wordsWithoutKeysAreLeftOut() throws {
        let decoder = GlideDecoder(dictionary: try DictionaryFixtures.dictionary(words: "café 100\ncafe 10\nx-ray 5\n안녕 7\nxray 1"))
        #expect(decoder.wordCount == 2)
        #expect(try decoder.candidates(for: GlideFixtures.trace("cafe"), limit: 5).map(\.word) == ["cafe"])
        #expect(try decoder.candidates(for: GlideFixtures.trace("xray"), limit: 5).map(\.word).first == "xray")
    }

    @Test func badGesturesAreTypedErrors() {
        #expect(throws: GlideError.empty) { try decoder.candidates(for: []) }
        #expect(throws: GlideError.nonFinitePoint(index: 1)) {
            try decoder.candidates(for: [CGPoint(x: 1, y: 1), CGPoint(x: CGFloat.nan, y: 3)])
        }
        #expect(throws: GlideError.nonFinitePoint(index: 0)) { try decoder.candidates(for: [CGPoint(x: 1, y: CGFloat.infinity)]) }
        #expect(GlideError.nonFinitePoint(index: 1).description == "point 2 is not a finite number")
        #expect(try! decoder.candidates(for: [CGPoint(x: 1, y: 1)], limit: 0).isEmpty)
    }

    @Test func pointsFarOffTheKeysStillGiveWords() throws {
        // A path far outside the letter area starts and ends at the nearest keys.
        let words = try best([CGPoint(x: -1e6, y: -1e6), CGPoint(x: 1e6, y: 1e6)])
        #expect(!words.isEmpty)
        // Coordinates that would overflow single precision are clamped, not turned into infinities.
        #expect(try best([CGPoint(x: 1e300, y: -1e300), GlideFixtures.layout.centre(of: "m")!]) == (try best([CGPoint(x: 1e6, y: -1e6), GlideFixtures.layout.centre(of: "m")!])))
        // Thousands of points (a slow finger) decode like the same path sampled sparsely.
        let path = GlideFixtures.trace("hello")
        var dense: [CGPoint] = []
        for (a, b) in zip(path, path.dropFirst()) {
            for step in 0..<1000 {
                let t = CGFloat(step) / 1000
                dense.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        dense.append(path.last!)
        #expect(try best(dense).first == "hello")
    }

    /// Generated noisy gestures of the 3,000 commonest words: a floor well under what the
    /// benchmarks measure, so a broken channel or pruning fails it.
    @Test(arguments: [("neat", GlideGestureSynthesizer.neat, 0.75), ("sloppy", GlideGestureSynthesizer.sloppy, 0.55)])
    func noisyGesturesOfCommonWordsDecode(name: String, synthesizer: GlideGestureSynthesizer, floor: Double) throws {
        let words = GlideAccuracy.commonestWords(3000, in: DictionaryFixtures.english)
        var random = Xoshiro(seed: (25, 2, 20, 26))
        let accuracy = try GlideAccuracy.measure(decoder, synthesizer: synthesizer, words: words, samples: 300, using: &random)
        #expect(accuracy.top3 >= floor, "\(name): \(accuracy)")
        #expect(accuracy.top1 <= accuracy.top3)
    }
}
