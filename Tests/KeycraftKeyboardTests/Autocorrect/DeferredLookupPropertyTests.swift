@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The two-pass lookup: the first pass reads the words within one edit and the common classes,
/// and the rarer words at distance 2 are read only when their class and length could still change
/// the answer. Wherever the split between the passes falls, the answer is the scan's.
@Suite struct DeferredLookupPropertyTests {
    /// `speller` with the first pass taking classes up to `classes` (−1: only the near words).
    static func speller(_ speller: Speller, firstPassClasses classes: Int) -> Speller {
        var speller = speller
        speller.commonClasses = classes
        return speller
    }

    /// On random dictionaries over a small alphabet (many near neighbours, long words, apostrophes,
    /// counts from 1 to 9,000 so the classes differ), for a first pass of no class, a random
    /// number of classes or every class, with and without a previous word and user words.
    @Test func everySplitBetweenThePassesGivesTheScansAnswer() async throws {
        let word = Gen.element(of: Array("abca'")).compactMap { $0 }.array(of: 1...10).map { String($0) }
        await propertyCheck(count: 1500, input: word.array(of: 2...70), word, Gen.int(in: -1...31), Gen.int(in: 1...5)) { words, typed, classes, limit in
            guard let (base, unique) = try DictionaryFixtures.speller(randomWords: words, count: { 1 + ($0 * 7_919) % 9_000 }) else { return }
            let previous = unique.first
            let user = UserWords(unique.suffix(2).map { $0 + "c" })
            for firstPass in [-1, classes, DeleteIndex.FrequencyClass.rarest] {
                let speller = Self.speller(base, firstPassClasses: firstPass)
                for (previousWord, userWords) in [(nil, UserWords()), (previous, user)] {
                    let fast = speller.candidates(for: typed, previousWord: previousWord, userWords: userWords, maxDistance: 2, limit: limit, source: .index)
                    let naive = speller.candidates(for: typed, previousWord: previousWord, userWords: userWords, maxDistance: 2, limit: limit, source: .scan)
                    #expect(fast == naive, "typed \(typed), first pass up to class \(firstPass), after \(previousWord ?? "nothing")")
                }
            }
        }
    }

    /// The same with a uniform error model (every missing or extra letter costing 1), whose bounds
    /// and shortcuts differ from the standard model's.
    @Test func everySplitGivesTheScansAnswerWithUniformIndels() async throws {
        let word = Gen.element(of: Array("abbca")).compactMap { $0 }.array(of: 1...10).map { String($0) }
        await propertyCheck(count: 600, input: word.array(of: 2...70), word, Gen.int(in: -1...31), Gen.int(in: 1...5)) { words, typed, classes, limit in
            guard let (standard, unique) = try DictionaryFixtures.speller(randomWords: words, count: { 1 + ($0 * 7_919) % 9_000 }) else { return }
            let base = Speller(dictionary: standard.dictionary, errors: SpellerRankingPropertyTests.uniform)
            Self.expectTheScansAnswer(base, typed: typed, firstPassClasses: classes, limit: limit, previousWord: unique.first)
        }
    }

    /// Expects the index's answer to be the scan's for a first pass of no class, `classes` or every
    /// class, with no previous word and with `previousWord`.
    static func expectTheScansAnswer(_ base: Speller, typed: String, firstPassClasses classes: Int, limit: Int, previousWord previous: String?) {
        for firstPass in [-1, classes, DeleteIndex.FrequencyClass.rarest] {
            let speller = Self.speller(base, firstPassClasses: firstPass)
            for previousWord in [nil, previous] {
                let fast = speller.candidates(for: typed, previousWord: previousWord, userWords: UserWords(), maxDistance: 2, limit: limit, source: .index)
                let naive = speller.candidates(for: typed, previousWord: previousWord, userWords: UserWords(), maxDistance: 2, limit: limit, source: .scan)
                #expect(fast == naive, "typed \(typed), first pass up to class \(firstPass), after \(previousWord ?? "nothing")")
            }
        }
    }

    /// The same over non-ASCII letters (é, ß, ä beside a and b), where words share long prefixes and
    /// a pass's entries split every way between taken and deferred, limits up to 12 (as the
    /// misspelling model asks for).
    @Test func everySplitGivesTheScansAnswerWithNonASCIILetters() async throws {
        let word = Gen.element(of: Array("aébßäa")).compactMap { $0 }.array(of: 1...10).map { String($0) }
        await propertyCheck(count: 400, input: word.array(of: 2...70), word, Gen.int(in: -1...31), Gen.int(in: 1...12)) { words, typed, classes, limit in
            guard let (base, unique) = try DictionaryFixtures.speller(randomWords: words, count: { 1 + ($0 * 7_919) % 9_000 }) else { return }
            Self.expectTheScansAnswer(base, typed: typed, firstPassClasses: classes, limit: limit, previousWord: unique.first)
        }
    }

    /// The same on English, for one or two random edits of random words, with the first pass at
    /// its shipped setting and at none.
    @Test func everySplitGivesTheScansAnswerOnEnglish() async {
        let dictionary = DictionaryFixtures.english
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        await propertyCheck(count: 10, input: Gen.int(in: 0..<dictionary.wordCount), Gen.int(in: 0...100), Gen.int(in: 0...100),
                            Gen.element(of: letters).compactMap { $0 }) { index, at, other, letter in
            var typo = Array(dictionary.word(at: index).lowercased())
            typo[at % typo.count] = letter
            if other % 3 == 0 { typo.remove(at: other % typo.count) } else if other % 3 == 1 { typo.insert(letter, at: other % (typo.count + 1)) }
            let typed = String(typo)
            for firstPass in [DictionaryFixtures.englishSpeller.commonClasses, -1] {
                let speller = Self.speller(DictionaryFixtures.englishSpeller, firstPassClasses: firstPass)
                let fast = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: 2, limit: 3, source: .index)
                let naive = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: 2, limit: 3, source: .scan)
                #expect(fast == naive, "typed \(typed), first pass up to class \(firstPass)")
            }
        }
    }

    /// What the lookup trusts in every built entry: its shortening is what the delete lacks from
    /// the group's prefix, and its class bounds the probability of every word of the group (class 0
    /// when a word has an apostrophe). Checked by regenerating every group's deletes.
    @Test func entriesCarryTheirGroupsShorteningAndABoundingClass() async throws {
        let word = Gen.element(of: Array("abcd'")).compactMap { $0 }.array(of: 1...10).map { String($0) }
        await propertyCheck(count: 60, input: word.array(of: 1...50)) { words in
            guard let (speller, _) = try DictionaryFixtures.speller(randomWords: words, count: { 1 + ($0 * 104_729) % 50_000 }) else { return }
            let dictionary = speller.dictionary, index = dictionary.index
            let apostrophe = dictionary.code(of: "'")
            var keys = [UInt64](repeating: 0, count: 32)
            for (number, group) in index.groups.enumerated() {
                let members = Int(group.first)..<Int(group.first + group.count)
                let hasApostrophe = members.contains { dictionary.codes(of: $0).contains(apostrophe) }
                let commonest = members.map { Double(dictionary.frequency(at: $0)) / dictionary.totalFrequency }.max()!
                let prefix = group.prefix & 0x00FF_FFFF_FFFF_FFFF
                let count = keys.withUnsafeMutableBufferPointer { DeleteKeys.generate(prefix, length: group.length, into: $0.baseAddress!) }
                for key in keys[0..<count] {
                    let h = DeleteIndex.hash(key)
                    let bucket = Int(h >> index.bucketShift)
                    let tag = index.entry.tag(hash: h, bucketShift: index.bucketShift)
                    let mine = index.entries[Int(index.bucketStarts[bucket])..<Int(index.bucketStarts[bucket + 1])]
                        .filter { $0 & index.entry.tagMask == tag && index.entry.group($0) == UInt32(number) }
                    #expect(!mine.isEmpty)
                    for entry in mine {
                        #expect(index.entry.shortening(entry) == group.length - DeleteKeys.length(of: key))
                        let frequencyClass = index.entry.frequencyClass(entry)
                        #expect(hasApostrophe ? frequencyClass == 0 : commonest <= DeleteIndex.FrequencyClass.probabilityBound(frequencyClass))
                    }
                }
            }
        }
    }

    /// Limits of 0 and 1 read only near entries, and still find exactly the scan's words.
    @Test func smallerLimitsReadOnlyTheNearEntries() async throws {
        let word = Gen.element(of: Array("abc'")).compactMap { $0 }.array(of: 1...9).map { String($0) }
        await propertyCheck(count: 120, input: word.array(of: 1...60), word, Gen.int(in: 0...1)) { words, typed, maxDistance in
            guard let (speller, _) = try DictionaryFixtures.speller(randomWords: words, count: { $0 % 5 + 1 }) else { return }
            let fast = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: maxDistance, limit: .max, source: .index)
            let naive = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: maxDistance, limit: .max, source: .scan)
            #expect(fast == naive, "typed \(typed) within \(maxDistance)")
        }
    }

    @Test func frequencyClassesBoundTheirProbabilities() {
        for p in [1.0, 0.5, 0.49, 0.04, 1e-3, 3.3e-8, 1e-12, 0] {
            let c = DeleteIndex.FrequencyClass.of(probability: p)
            #expect((0...31).contains(c))
            #expect(p <= DeleteIndex.FrequencyClass.probabilityBound(c))
            if c > 0, c < 31 { #expect(p > DeleteIndex.FrequencyClass.probabilityBound(c + 1)) }
        }
    }
}
