@testable import KeycraftKeyboard
import Foundation
import PropertyBased
import Testing

/// The shortcuts ranking takes — the banded weighted distance, scoring only candidates whose bound
/// can still win, two words verified side by side, long prefix groups dropped by their column —
/// give what the plain computations give.
@Suite struct SpellerRankingPropertyTests {
    /// A model whose every missing or extra letter costs 1 (the shortcuts for two edits of equal length apply).
    static let uniform = TypingErrorModel(
        neighbourKey: Speller.neighbourKeyCost, transposition: Speller.transpositionCost, droppedKey: 1, doubledKey: 1)
    /// Both kinds of model: the standard one, whose dropped and doubled keys are cheaper, and a uniform one.
    static let models = Gen.element(of: [TypingErrorModel.standard, uniform]).compactMap { $0 }

    /// The weighted distance over the whole table, no band: the reference for the banded one. A typed
    /// letter the word lacks costs `doubledKey` when a letter beside it in the typed word is the same.
    static func referenceWeighted(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ model: TypingErrorModel = .standard) -> Double {
        func extra(_ i: Int) -> Double {
            a[i] == "'" ? 0 : (i > 0 && a[i - 1] == a[i]) || (i + 1 < a.count && a[i + 1] == a[i]) ? model.doubledKey : 1
        }
        func dropped(_ s: Unicode.Scalar) -> Double { s == "'" ? 0 : model.droppedKey }
        var d = Array(repeating: Array(repeating: 0.0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: 1, through: a.count, by: 1) { d[i][0] = d[i - 1][0] + extra(i - 1) }
        for j in stride(from: 1, through: b.count, by: 1) { d[0][j] = d[0][j - 1] + dropped(b[j - 1]) }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let (x, y) = (a[i - 1], b[j - 1])
                let substitution = x == y ? 0 : KeyProximity.qwerty.areNeighbours(x, y) ? model.neighbourKey : 1
                d[i][j] = min(d[i - 1][j] + extra(i - 1), d[i][j - 1] + dropped(y), d[i - 1][j - 1] + substitution)
                if i > 1, j > 1, x == b[j - 2], a[i - 2] == y, x != y { d[i][j] = min(d[i][j], d[i - 2][j - 2] + model.transposition) }
            }
        }
        return d[a.count][b.count]
    }

    @Test func theBandedWeightedDistanceIsTheFullOne() async {
        let word = Gen.element(of: Array("qwasz'e")).compactMap { $0 }.array(of: 0...9)
        await propertyCheck(count: 600, input: word, word, Self.models) { x, y, model in
            let a = x.flatMap(\.unicodeScalars), b = y.flatMap(\.unicodeScalars)
            let distance = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { EditDistance.bounded(a, $0, limit: 2) } }
            guard let distance else { return }
            let banded = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer {
                    EditDistance.weighted(a, $0, within: distance, model: model, areNeighbours: KeyProximity.qwerty.areNeighbours, isApostrophe: { $0 == "'" })
                }
            }
            #expect(abs(banded - Self.referenceWeighted(a, b, model)) < 1e-12, "\(String(x)) → \(String(y))")
        }
    }

    /// Letters with non-ASCII ones (a letter typed extra beside its double costs less).
    static let letter = Gen.element(of: Array("éqßwaä")).compactMap { $0 }

    /// `x` with two edits chosen by `kind`: a letter out and one in elsewhere, two in, two out, two
    /// substituted, or a transposition and a substitution (at positions `i`, `j`, inserting `c`).
    static func twoEdits(of x: [Character], _ kind: Int, _ i: Int, _ j: Int, _ c: Character) -> [Character] {
        var y = x
        switch kind % 5 {
        case 0: y.remove(at: i % y.count); y.insert(c, at: j % (y.count + 1))
        case 1: y.insert(c, at: i % (y.count + 1)); y.insert(c, at: j % (y.count + 1))
        case 2: y.remove(at: i % y.count); if !y.isEmpty { y.remove(at: j % y.count) }
        case 3: y[i % y.count] = c; y[j % y.count] = c
        default: if i % y.count + 1 < y.count { y.swapAt(i % y.count, i % y.count + 1) }; y[j % y.count] = c
        }
        return y
    }

    /// The band narrowed by the lengths (``EditDistance/narrowedBand(_:lengthDifference:within:cheapestExtra:droppedKey:)``)
    /// keeps the best alignment: the very value of the full table, bit for bit, on words with
    /// non-ASCII and doubled letters, shifted by letters in and out.
    @Test func theNarrowedBandGivesTheFullTablesValue() async {
        await propertyCheck(count: 800, input: Self.letter.array(of: 1...9), Gen.int(in: 0...4), Gen.int(in: 0...100), Gen.int(in: 0...100),
                            Self.letter, Self.models) { x, kind, i, j, c, model in
            let y = Self.twoEdits(of: x, kind, i, j, c)
            for (typed, word) in [(x, y), (y, x)] {
                for distance in 1...2 {
                    Self.compare(typed, word, atDistance: distance, model: model) { a, b, table in
                        #expect(table == Self.referenceWeighted(Array(a), Array(b), model), "\(String(typed)) → \(String(word))")
                    }
                }
            }
        }
    }

    /// The cheapest a letter typed extra can cost in `typed`: 1 unless a letter beside it is the same.
    static func cheapestExtra(_ typed: UnsafeBufferPointer<Unicode.Scalar>, _ model: TypingErrorModel) -> Double {
        typed.indices.dropFirst().contains { typed[$0] == typed[$0 - 1] } ? min(model.doubledKey, 1) : 1
    }

    /// The least cost of a distance and a length difference never exceeds the table's, and the
    /// bound factors ranking reads are its exponentials.
    @Test func theLeastCostBoundsTheTable() async {
        await propertyCheck(count: 800, input: Self.letter.array(of: 1...9), Gen.int(in: 0...4), Gen.int(in: 0...100), Gen.int(in: 0...100),
                            Self.letter, Self.models) { x, kind, i, j, c, model in
            let y = Self.twoEdits(of: x, kind, i, j, c)
            let factors = LeastCostFactors(model: model, weight: Speller.costWeight)
            for (typed, word) in [(x, y), (y, x)] {
                for distance in 1...2 {
                    Self.compare(typed, word, atDistance: distance, model: model) { a, b, table in
                        let cheapestExtra = Self.cheapestExtra(a, model)
                        let least = EditDistance.leastCost(distance: distance, lengthDifference: a.count - b.count, cheapestExtra: cheapestExtra, model: model)
                        #expect(least <= table, "\(String(typed)) → \(String(word))")
                        // The bound is attained: two letters left out cost exactly that.
                        if distance == 2 && b.count == a.count + 2 { #expect(table == model.droppedKey + model.droppedKey) }
                        let factor = factors.factor(distance: distance, lengthDifference: a.count - b.count, typedHasDoubledLetter: cheapestExtra < 1)
                        #expect(factor == exp(-Speller.costWeight * least))
                    }
                }
            }
        }
    }

    /// Two packed words at once give each word's own distance.
    /// Calls `body` with the two words' letters and their weighted cost by the banded table, when
    /// they are exactly `distance` edits apart.
    static func compare(_ x: [Character], _ y: [Character], atDistance distance: Int, model: TypingErrorModel,
                        _ body: (UnsafeBufferPointer<Unicode.Scalar>, UnsafeBufferPointer<Unicode.Scalar>, Double) -> Void) {
        let a = x.flatMap(\.unicodeScalars), b = y.flatMap(\.unicodeScalars)
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                guard EditDistance.bounded(a, b, limit: 2) == distance else { return }
                body(a, b, EditDistance.weighted(a, b, within: distance, model: model, areNeighbours: KeyProximity.qwerty.areNeighbours, isApostrophe: { $0 == "'" }))
            }
        }
    }

    /// One edit apart, without apostrophes, the cost is the edit's own: what the table gives.
    @Test func aSingleEditCostsWhatTheTableSays() async {
        let word = Gen.element(of: Array("qwaszx")).compactMap { $0 }.array(of: 1...8)
        await propertyCheck(count: 600, input: word, Gen.int(in: 0...100), Gen.int(in: 0...3), Gen.element(of: Array("qwaszx")).compactMap { $0 }, Self.models) { letters, at, kind, letter, model in
            var edited = letters
            let i = at % letters.count
            switch kind {
            case 0: edited[i] = letter
            case 1: edited.insert(letter, at: i)
            case 2 where letters.count > 1: edited.remove(at: i)
            default: if i + 1 < letters.count { edited.swapAt(i, i + 1) }
            }
            // Typed `edited` for `letters`, and the other way round (a letter dropped, one typed extra).
            Self.compare(edited, letters, atDistance: 1, model: model) { a, b, table in
                #expect(EditDistance.singleEdit(a, b, model: model, areNeighbours: KeyProximity.qwerty.areNeighbours) == table, "\(String(edited)) → \(String(letters))")
            }
            Self.compare(letters, edited, atDistance: 1, model: model) { a, b, table in
                #expect(EditDistance.singleEdit(a, b, model: model, areNeighbours: KeyProximity.qwerty.areNeighbours) == table, "\(String(letters)) → \(String(edited))")
            }
        }
    }

    /// Two edits apart at equal length: the cost the differing letters decide is the table's, and
    /// the least cost never exceeds it.
    @Test func twoEditsOfEqualLengthBoundTheTable() async {
        let letter = Gen.element(of: Array("qwaszxéß")).compactMap { $0 }
        let word = letter.array(of: 2...8)
        let position = Gen.int(in: 0...100)
        await propertyCheck(count: 600, input: word, Gen.int(in: 0...3), position, position, letter, Self.models) { x, kind, i, j, c, model in
            // Two edits that keep the length: substitutions, transpositions, or one letter out and one in.
            var y = x
            let (p, q) = (i % x.count, j % x.count)
            switch kind {
            case 0: y[p] = c; y[q] = c
            case 1: if p + 1 < y.count { y.swapAt(p, p + 1) }; y[q] = c
            case 2: if p + 1 < y.count { y.swapAt(p, p + 1) }; if q + 1 < y.count { y.swapAt(q, q + 1) }
            default: y.remove(at: p); y.insert(c, at: q)
            }
            Self.compare(x, y, atDistance: 2, model: model) { a, b, table in
                let fast = EditDistance.twoEditsOfEqualLength(a, b, model: model, cheapestExtra: Self.cheapestExtra(a, model),
                                                              areNeighbours: KeyProximity.qwerty.areNeighbours)
                if let cost = fast.cost { #expect(cost == table, "\(String(x)) → \(String(y))") }
                #expect(fast.least <= table, "\(String(x)) → \(String(y))")
            }
        }
    }

    @Test func twoWordsSideBySideGiveEachItsDistance() async {
        let word = Gen.uint8(in: 1...4).array(of: 1...7)
        await propertyCheck(count: 400, input: word, word, word) { typed, x, y in
            func packed(_ letters: [UInt8]) -> UInt64 { letters.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) } }
            typed.withUnsafeBufferPointer { typed in
                BitParallelDistance.with(typed) { matcher in
                    let (d, e) = matcher!.distances(toPacked: packed(x), count: x.count, and: packed(y), count: y.count)
                    let expected = x.withUnsafeBufferPointer { EditDistance.bounded(typed, $0, limit: 64) }
                    let other = y.withUnsafeBufferPointer { EditDistance.bounded(typed, $0, limit: 64) }
                    #expect(d == expected && e == other)
                }
            }
        }
    }

    /// Asking for a few candidates gives the head of the full ranking: pruning by bounds never drops
    /// a winner. (The last slot may instead hold the nearest, commonest word, as documented.)
    @Test func aFewCandidatesAreTheHeadOfTheFullRankingOnEnglish() async {
        let speller = DictionaryFixtures.englishSpeller
        let dictionary = DictionaryFixtures.english
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        await propertyCheck(count: 60, input: Gen.int(in: 0..<dictionary.wordCount), Gen.int(in: 0...100), Gen.int(in: 0...100),
                            Gen.element(of: letters).compactMap { $0 }, Gen.int(in: 2...5)) { index, at, other, letter, limit in
            var typo = Array(dictionary.word(at: index).lowercased())
            typo[at % typo.count] = letter
            if other % 2 == 0 { typo.insert(letter, at: other % (typo.count + 1)) }
            let typed = String(typo)
            for previous in [nil, "the"] {
                let few = speller.candidates(for: typed, previousWord: previous, limit: limit)
                let all = speller.candidates(for: typed, previousWord: previous, limit: .max)
                #expect(Array(few.prefix(limit - 1)) == Array(all.prefix(limit - 1)), "typed \(typed)")
                #expect(few.count == min(limit, all.count))
            }
        }
    }

    /// The same on random dictionaries over a small alphabet, where many candidates tie.
    @Test func aFewCandidatesAreTheHeadOfTheFullRanking() async throws {
        let word = Gen.element(of: Array("qwas'")).compactMap { $0 }.array(of: 1...9).map { String($0) }
        await propertyCheck(count: 150, input: word.array(of: 1...60), word, Gen.int(in: 2...4)) { words, typed, limit in
            guard let speller = try DictionaryFixtures.speller(randomWords: words, count: { $0 * 5 % 11 + 1 })?.0 else { return }
            let few = speller.candidates(for: typed, limit: limit)
            let all = speller.candidates(for: typed, limit: .max)
            #expect(Array(few.prefix(limit - 1)) == Array(all.prefix(limit - 1)), "typed \(typed)")
        }
    }

    /// The same with non-ASCII and doubled letters and no apostrophe, where the bounds from the
    /// lengths and the differing letters (``EditDistance/leastCost(distance:lengthDifference:cheapestExtra:model:)``)
    /// decide what is scored, in both kinds of model.
    @Test func aFewCandidatesAreTheHeadOfTheFullRankingWithoutApostrophes() async throws {
        let word = Gen.element(of: Array("éqßwaa")).compactMap { $0 }.array(of: 1...9).map { String($0) }
        await propertyCheck(count: 150, input: word.array(of: 1...60), word, Gen.int(in: 2...4), Self.models) { words, typed, limit, model in
            guard let standard = try DictionaryFixtures.speller(randomWords: words, count: { $0 * 5 % 11 + 1 })?.0 else { return }
            let speller = Speller(dictionary: standard.dictionary, errors: model)
            let few = speller.candidates(for: typed, limit: limit)
            let all = speller.candidates(for: typed, limit: .max)
            #expect(Array(few.prefix(limit - 1)) == Array(all.prefix(limit - 1)), "typed \(typed)")
        }
    }

    /// The same when user words spell dictionary words (in another case): the answer shows each
    /// spelling once, and pruning must not count a spelling twice.
    @Test func aFewCandidatesAreTheHeadOfTheFullRankingWithUserWordsThatAreDictionaryWords() async throws {
        let word = Gen.element(of: Array("qwas")).compactMap { $0 }.array(of: 1...6).map { String($0) }
        await propertyCheck(count: 300, input: word.array(of: 1...40), word, Gen.int(in: 1...3), Gen.int(in: 2...4)) { words, typed, every, limit in
            guard let (speller, listed) = try DictionaryFixtures.speller(randomWords: words, count: { $0 * 5 % 11 + 1 }) else { return }
            // Every `every`-th listed word again as a user word, capitalised, and one word of the user's own.
            let user = UserWords(listed.enumerated().filter { $0.offset % every == 0 }.map { $0.element.capitalized } + ["Wasq"])
            let few = speller.candidates(for: typed, userWords: user, limit: limit)
            let all = speller.candidates(for: typed, userWords: user, limit: .max)
            #expect(Array(few.prefix(limit - 1)) == Array(all.prefix(limit - 1)), "typed \(typed)")
            #expect(few.count == min(limit, all.count), "typed \(typed)")
            #expect(Set(all.map { $0.word.lowercased() }).count == all.count, "typed \(typed)")
        }
    }
}
