import Foundation
import KeycraftEnglishDictionary
import KeycraftText
@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The misspelling channel's fast path (``TypedWordChannel``: edits indexed per typed word, rows
/// kept across candidates, the flat neighbour table, the pruned re-ranking) against the recurrence
/// written plainly: the same costs to the last bit, and so the same suggestions in the same order.
@Suite struct MisspellingChannelReferenceTests {
    static let englishTable = try! String(contentsOf: MisspellingModel.englishResourceURL!, encoding: .utf8)
    static let englishRules = ReferenceChannel.rules(ofTable: englishTable)
    static let english = try! MisspellingModel(table: englishTable, name: "en")
    static let speller = Speller(dictionary: DictionaryFixtures.english, misspellings: english)

    /// Letters the English edits are mostly about, and an apostrophe.
    static let letters = Gen.element(of: Array("aeioustnrlcphmd'")).compactMap { $0 }.array(of: 0...9)

    /// Above 1 the pruned re-ranking would differ from the reference ("nnose" at 1.3 once showed
    /// noise before node), so the factor is held to its documented range.
    @Test func theSoundAlikeFactorIsHeldBetweenZeroAndOne() {
        var speller = Self.speller
        for (set, read) in [(1.3, 1.0), (-0.5, 0.0), (Double.nan, 1.0), (0.4, 0.4)] {
            speller.soundAlikeFactor = set
            #expect(speller.soundAlikeFactor == read, "set \(set)")
        }
        speller.soundAlikeFactor = 1.3
        #expect(speller.candidates(for: "nnose", limit: 12) == Self.referenceRanking("nnose", limit: 12, speller: speller))
    }

    @Test func theEnglishChannelCostsWhatThePlainRecurrenceCosts() async {
        await propertyCheck(count: 200, input: Self.letters, Self.letters.array(of: 1...5)) { x, ys in
            let typed = x.flatMap(\.unicodeScalars)
            var channel = TypedWordChannel(model: Self.english, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)
            let rules = ReferenceChannel.rules(Self.englishRules, typed: typed)
            for y in ys {
                let intended = y.flatMap(\.unicodeScalars)
                let fast = intended.withUnsafeBufferPointer { channel.cost(intended: $0) }
                let plain = ReferenceChannel.cost(intended: intended, typed: typed, rules: rules)
                #expect(fast == plain, "\(String(y)) typed \(String(x))")
            }
        }
    }

    /// A weighing given up early (its cost sure to exceed its limit) leaves the next candidate only
    /// the rows it filled: candidates over a few letters (so that they often begin alike), each with a
    /// limit of its own, cost what the plain recurrence costs, and nil only when that is over the limit.
    @Test func aWeighingGivenUpLeavesTheNextCandidateOnlyTheRowsItFilled() async {
        let short = Gen.element(of: Array("aest'")).compactMap { $0 }.array(of: 0...6)
        let limits = Gen.element(of: [0, 0.5, 2, 5, 10, Double.infinity]).compactMap { $0 }.array(of: 8)
        await propertyCheck(count: 300, input: short, short.array(of: 1...8), limits) { x, ys, limits in
            let typed = x.flatMap(\.unicodeScalars)
            var channel = TypedWordChannel(model: Self.english, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)
            let rules = ReferenceChannel.rules(Self.englishRules, typed: typed)
            for (y, limit) in zip(ys, limits) {
                let intended = y.flatMap(\.unicodeScalars)
                let fast = intended.withUnsafeBufferPointer { channel.cost(intended: $0, unlessAbove: limit) }
                let plain = ReferenceChannel.cost(intended: intended, typed: typed, rules: rules)
                if let fast {
                    #expect(fast == plain, "\(String(y)) typed \(String(x)), limit \(limit)")
                } else {
                    #expect(plain > limit, "\(String(y)) typed \(String(x)) given up under limit \(limit), costing \(plain)")
                }
            }
        }
    }

    /// Letters outside ASCII too (a composed é, a combining accent, a Hangul jamo) for the recycled-buffer check.
    static let mixedLetters = Gen.element(of: Array("aeioustnrlcp'") + ["\u{E9}", "\u{301}", "ㅐ"]).compactMap { $0 }.array(of: 0...9)

    /// A channel set up in the arrays another typed word's channel gave back (a longer or shorter
    /// word, its candidates weighed, its tables grown) costs what a channel in new arrays costs.
    @Test func aChannelInRecycledArraysCostsWhatANewOneCosts() async {
        let pool = TypedWordChannel.BufferPool()
        await propertyCheck(count: 300, input: Self.mixedLetters, Self.mixedLetters.array(of: 1...5)) { x, ys in
            let typed = x.flatMap(\.unicodeScalars)
            var reused = TypedWordChannel(model: Self.english, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty,
                                          reusing: pool.take())
            var new = TypedWordChannel(model: Self.english, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)
            for y in ys {
                let intended = y.flatMap(\.unicodeScalars)
                let again = intended.withUnsafeBufferPointer { reused.cost(intended: $0) }
                #expect(again == intended.withUnsafeBufferPointer { new.cost(intended: $0) }, "\(String(y)) typed \(String(x))")
            }
            reused.recycle(into: pool)
        }
    }

    /// The next typed word's sides are written in the arrays the last word's channel gave back: a
    /// copy of them left in passing made each word allocate them anew.
    @Test func aRecycledChannelWritesItsSidesInTheArraysGivenBack() {
        let pool = TypedWordChannel.BufferPool()
        for (first, second) in [("thier", "recieve"), ("cafe\u{301}", "아녕"), ("teh", "teh")] {
            let typed = Array(first.unicodeScalars), next = Array(second.unicodeScalars)
            // The first word's arrays, grown to fit both words, are the ones given back.
            var channel = TypedWordChannel(model: Self.english, typed: next, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty,
                                           reusing: pool.take())
            channel.recycle(into: pool)
            channel = TypedWordChannel(model: Self.english, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty,
                                       reusing: pool.take())
            let given = channel.typedSidesStorage
            channel.recycle(into: pool)
            let again = TypedWordChannel(model: Self.english, typed: next, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty,
                                         reusing: pool.take())
            #expect(!given.contains(nil), "\(first): every array had room")
            #expect(again.typedSidesStorage == given, "\(first) then \(second)")
        }
    }

    /// Buffers given back on one thread are taken back on that thread, not by another thread
    /// taking at the same time (moved between cores, they cost more than they saved): the other
    /// thread's channel is made in arrays of its own, and this thread's next channel in its own old ones.
    @Test func eachThreadTakesBackTheBuffersItGaveBack() {
        let pool = TypedWordChannel.BufferPool()
        let english = Self.english
        @Sendable func weighOnce(_ typed: String) -> [UInt] {
            var channel = TypedWordChannel(model: english, typed: Array(typed.unicodeScalars), errors: .standard, unit: Speller.costWeight,
                                           keyboard: .qwerty, reusing: pool.take())
            let storage = channel.typedSidesStorage.map { UInt(bitPattern: $0) }
            channel.recycle(into: pool)
            return storage
        }
        // A long word first, so that the arrays have room for the shorter one later.
        let mine = weighOnce("accomodation")
        // Another thread on another shelf (threads are numbered as they first ask, so a few tries do).
        let shelf = TypedWordChannel.BufferPool.shelf(ofThread: ThreadNumber.current)
        var other: (shelf: Int, storage: [UInt]) = (shelf, [])
        for _ in 0..<16 where other.shelf == shelf {
            other = Self.onAThreadOfItsOwn { (TypedWordChannel.BufferPool.shelf(ofThread: ThreadNumber.current), weighOnce("thier")) }
        }
        #expect(other.shelf != shelf)
        #expect(!mine.contains(0) && !other.storage.contains(0), "every array had room")
        #expect(Set(other.storage).isDisjoint(with: mine), "the other thread took this thread's buffers")
        #expect(weighOnce("acheive") == mine)
    }

    /// `body`'s result, run on a new thread.
    static func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Thread {
            result = body()
            done.signal()
        }.start()
        done.wait()
        return result!
    }

    /// Random tables over a few letters and the word marks, with empty sides: every kind of edit
    /// (a letter left out or added, at a word's start or end, spanning one to three letters) meets
    /// every kind of cell.
    @Test func anyTableCostsWhatThePlainRecurrenceCosts() async {
        await Self.checkRandomTables(sides: Array("ab^$"), ruleCounts: 1...30, count: 300)
    }

    /// Random tables of hundreds of edits, so that an α's edits are many and its groups long: the
    /// channel still costs what the recurrence costs.
    @Test func aLargeTableCostsWhatThePlainRecurrenceCosts() async {
        await Self.checkRandomTables(sides: Array("abc^$"), ruleCounts: 60...240, count: 100)
    }

    /// Letters outside ASCII beside ASCII ones, in the edits and the words: Hangul jamo on
    /// neighbouring keys (ㅐ on o, ㅔ on p), a combining acute accent, an emoji, a composed é. A
    /// typed word's substitution costs are kept per ASCII letter and worked out again for any
    /// other, candidate after candidate on one channel; the costs are still the recurrence's.
    @Test func lettersOutsideASCIICostWhatThePlainRecurrenceCosts() async {
        // One scalar each: in a string literal the accent would join the letter before it.
        let sides: [Character] = ["a", "o", "ㅐ", "ㅔ", "\u{301}", "👍", "\u{E9}", "^", "$"]
        let letters: [Character] = ["a", "o", "p", "ㅐ", "ㅔ", "\u{301}", "👍", "\u{E9}"]
        await Self.checkRandomTables(sides: sides, ruleCounts: 1...40, count: 200, letters: letters)
    }

    /// A channel leaves out the edits its slips beat (``MisspellingModel/Slips``): for slips other
    /// than the standard ones — random costs (a doubled key dearer than a whole edit among them) on
    /// QWERTY or on a layout whose rows are reversed — the model made for them costs what every
    /// edit and every slip tried at every cell costs. A channel given the standard tables would not
    /// (planted: `prepared(for:)` returning `self` fails this).
    @Test func aModelMadeForOtherSlipsCostsWhatThePlainRecurrenceCosts() async {
        // Few letters, so that words have doubled letters; costs up to 18 nats, past every slip's.
        let sides: [Character] = ["a", "s", "q", "'", "^", "$"]
        let side = Gen.element(of: sides).compactMap { $0 }.array(of: 0...3)
        let rule = zip(side, side, Gen.int(in: 0...12000))
        let words = Gen.element(of: ["a", "s", "q", "'"] as [Character]).compactMap { $0 }.array(of: 0...6)
        let costs = Gen.int(in: 0...40).map { Double($0) / 20 }
        let slips = zip(costs, costs, costs, costs, Gen.bool)
        let reversed = KeyProximity(rows: LetterKeyRows.qwerty.reversed(), rowOffsets: [0, 0.5, 1.5])
        await propertyCheck(count: 500, input: rule.array(of: 1...40), slips, zip(words, words.array(of: 1...4))) { drawn, slip, pair in
            let (x, ys) = pair
            let errors = TypingErrorModel(neighbourKey: slip.0, transposition: slip.1, droppedKey: slip.2, doubledKey: slip.3)
            let keyboard = slip.4 ? reversed : .qwerty
            let rules = drawn.filter { $0.0 != $0.1 }
            let text = "keycraft-misspellings 1 \(rules.count)\n"
                + rules.map { "\(String($0.0))\t\(String($0.1))\t\(Double($0.2) / 1000)\n" }.joined()
            let model = try! MisspellingModel(table: text, name: "random")
                .prepared(for: MisspellingModel.Slips(errors: errors, unit: Speller.costWeight, keyboard: keyboard))
            let reference = ReferenceChannel.rules(ofTable: text)
            let typed = x.flatMap(\.unicodeScalars)
            var channel = TypedWordChannel(model: model, typed: typed, errors: errors, unit: Speller.costWeight, keyboard: keyboard)
            for y in ys {
                let intended = y.flatMap(\.unicodeScalars)
                let fast = intended.withUnsafeBufferPointer { channel.cost(intended: $0) }
                let plain = ReferenceChannel.cost(intended: intended, typed: typed, rules: reference, errors: errors, keyboard: keyboard)
                #expect(fast == plain, "\(String(y)) typed \(String(x)), \(errors), reversed rows: \(slip.4)")
            }
        }
    }

    /// The English table made for the standard slips leaves out about half its edits (those a
    /// slip types as cheaply), and none that some slip doesn't beat.
    @Test func theEnglishTableLeavesOutTheEditsTheSlipsBeat() {
        let model = Self.english
        #expect(model.ruleCount == Self.englishRules.count)
        let kept = model.rules.filter { !model.slips.beat($0) }.count
        #expect(model.learned.count == kept)
        #expect(kept > model.ruleCount / 3 && kept < model.ruleCount * 2 / 3, "\(kept) of \(model.ruleCount) kept")
        // a → s is a neighbouring key (5.7 nats): a learned a → s dearer than that is left out.
        let neighbour = MisspellingModel.pack(["a"][...]), typedS = MisspellingModel.pack(["s"][...])
        #expect(model.slips.leastCost(typing: neighbour, as: typedS) == Speller.costWeight * Speller.neighbourKeyCost)
    }

    /// `count` random tables of `ruleCounts` edits whose sides are drawn from `sides`, each with a
    /// typed word and candidates over `letters`: the fast channel's cost is the plain recurrence's.
    static func checkRandomTables(sides: [Character], ruleCounts: ClosedRange<Int>, count: Int, letters: [Character] = ["a", "b", "c"]) async {
        let side = Gen.element(of: sides).compactMap { $0 }.array(of: 0...3)
        let rule = zip(side, side, Gen.int(in: 0...4000))
        let words = Gen.element(of: letters).compactMap { $0 }.array(of: 0...7)
        await propertyCheck(count: count, input: rule.array(of: ruleCounts), words, words.array(of: 1...4)) { drawn, x, ys in
            let rules = drawn.filter { $0.0 != $0.1 }
            let text = "keycraft-misspellings 1 \(rules.count)\n"
                + rules.map { "\(String($0.0))\t\(String($0.1))\t\(Double($0.2) / 1000)\n" }.joined()
            let model = try! MisspellingModel(table: text, name: "random")
            let reference = ReferenceChannel.rules(ofTable: text)
            let typed = x.flatMap(\.unicodeScalars)
            var channel = TypedWordChannel(model: model, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)
            for y in ys {
                let intended = y.flatMap(\.unicodeScalars)
                let fast = intended.withUnsafeBufferPointer { channel.cost(intended: $0) }
                #expect(fast == ReferenceChannel.cost(intended: intended, typed: typed, rules: reference), "\(String(y)) typed \(String(x))")
            }
        }
    }

    /// Typos of common words (one or two random edits), in any case: the speller's suggestions are
    /// what weighing every one of the keyboard model's best candidates with the plain recurrence
    /// gives — words, costs and scores — whatever the sound-alike factor in its range.
    @Test func theSuggestionsAreTheReferenceRanking() async {
        let common = (0..<DictionaryFixtures.english.wordCount)
            .filter { DictionaryFixtures.english.frequency(at: $0) > 5_000_000 }
            .map { DictionaryFixtures.english.word(at: $0) }
        let edit = zip(Gen.int(in: 0...3), Gen.int(in: 0...20), Gen.element(of: Array("abcdefghijklmnopqrstuvwxyz'")).compactMap { $0 })
        let factors = Gen.element(of: [Speller.standardSoundAlikeFactor, 0.5, 0.1, 1.0]).compactMap { $0 }
        await propertyCheck(count: 300, input: Gen.element(of: common).compactMap { $0 }, edit.array(of: 1...2), Gen.int(in: 1...5), factors, Gen.int(in: 0...2)) {
            word, edits, limit, factor, casing in
            var letters = Array(word)
            for (kind, at, letter) in edits where !letters.isEmpty {
                let at = at % letters.count
                switch kind {
                case 0: letters.remove(at: at)
                case 1: letters.insert(letter, at: at)
                case 2 where at + 1 < letters.count: letters.swapAt(at, at + 1)
                default: letters[at] = letter
                }
            }
            let typed = casing == 0 ? String(letters) : casing == 1 ? String(letters).capitalized : String(letters).uppercased()
            var speller = Self.speller
            speller.soundAlikeFactor = factor
            let fast = speller.candidates(for: typed, limit: limit)
            let plain = Self.referenceRanking(typed, limit: limit, speller: speller)
            #expect(fast == plain, "\(word) typed \(typed), sound-alike factor \(factor)")
        }
    }

    /// Every candidate of the keyboard model's best 12 weighed with the plain recurrence (no pruning)
    /// and the sound-alike factor, ranked as the speller documents.
    static func referenceRanking(_ typed: String, limit: Int, speller: Speller = Self.speller) -> [SpellingCandidate] {
        let wide = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: 2,
                                      limit: max(limit, Speller.candidatesReranked), source: .index)
        let symbols = SpellingSymbols.symbols(of: typed)
        let rules = ReferenceChannel.rules(englishRules, typed: symbols)
        let weighed = wide.map { c -> SpellingCandidate in
            guard c.distance > 0, c.cost > 0 else { return c }
            let channel = ReferenceChannel.cost(intended: SpellingSymbols.symbols(of: c.word), typed: symbols, rules: rules)
            // A candidate that sounds like the typed word (both of three letters or more) pays the
            // speller's sound-alike factor of its cost.
            let soundsAlike = typed.utf8.count >= 3 && c.word.utf8.count >= 3 && DoubleMetaphone(c.word).matches(DoubleMetaphone(typed))
            let cost = (soundsAlike ? speller.soundAlikeFactor : 1) * min(c.cost, channel / Speller.costWeight)
            return SpellingCandidate(word: c.word, distance: c.distance, cost: cost,
                                     score: c.score + Speller.costWeight * c.cost - Speller.costWeight * cost, isUserWord: c.isUserWord)
        }
        let ranked = weighed.sorted { a, b in
            if (a.distance == 0) != (b.distance == 0) { return a.distance == 0 }
            if (a.cost == 0) != (b.cost == 0) { return a.cost == 0 }
            if a.score != b.score { return a.score > b.score }
            if a.isUserWord != b.isUserWord { return a.isUserWord }
            return a.word < b.word
        }
        return Array(ranked.prefix(limit))
    }

    /// The flat table of neighbouring ASCII keys answers what the key positions answer, and Hangul
    /// jamo (on the same keys) still go by their positions.
    @Test func theNeighbourTableIsTheKeyPositions() {
        let keyboard = KeyProximity.qwerty
        let scalars = (0..<128).map { Unicode.Scalar(UInt8($0)) } + Array("ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡé".unicodeScalars)
        for a in scalars {
            for b in scalars {
                #expect(keyboard.areNeighbours(a, b) == keyboard.measuredNeighbours(a, b), "\(a) \(b)")
            }
        }
        #expect(keyboard.areNeighbours("q", "w") && keyboard.areNeighbours("w", "ㅂ") && !keyboard.areNeighbours("q", "p"))
    }
}

/// The misspelling channel's recurrence as ``MisspellingModel`` documents it, written plainly: at
/// each cell, every slip and every learned edit whose sides match the letters ending there.
enum ReferenceChannel {
    struct Rule {
        let intended: [Unicode.Scalar]
        let typed: [Unicode.Scalar]
        let cost: Double
    }

    /// The edits of a table's text (its comments and header skipped).
    static func rules(ofTable text: String) -> [Rule] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("keycraft-misspellings") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return Rule(intended: Array(fields[0].unicodeScalars), typed: Array(fields[1].unicodeScalars), cost: Double(fields[2])!)
        }
    }

    /// The edits whose typed side occurs in `typed` (between its marks): the only ones a cost for it can use.
    static func rules(_ rules: [Rule], typed: [Unicode.Scalar]) -> [Rule] {
        let inTyped = substrings(of: ["^"] + typed + ["$"])
        return rules.filter { inTyped.contains($0.typed) }
    }

    /// Every substring of `word` of up to three letters, the empty one included.
    static func substrings(of word: [Unicode.Scalar]) -> Set<[Unicode.Scalar]> {
        var result: Set<[Unicode.Scalar]> = [[]]
        for start in word.indices {
            for length in 1...3 where start + length <= word.count { result.insert(Array(word[start..<(start + length)])) }
        }
        return result
    }

    /// Every edit of `rules` (none left out) and every slip of `errors` on `keyboard`, tried at every cell.
    static func cost(
        intended: [Unicode.Scalar], typed: [Unicode.Scalar], rules: [Rule], errors: TypingErrorModel = .standard, keyboard: KeyProximity = .qwerty
    ) -> Double {
        let w = ["^"] + intended + ["$"], t = ["^"] + typed + ["$"]
        let n = w.count, m = t.count, unit = Speller.costWeight
        // Only the edits whose sides both occur can match anywhere (a filter, not an index).
        let (inIntended, inTyped) = (substrings(of: w), substrings(of: t))
        let usable = rules.filter { inIntended.contains($0.intended) && inTyped.contains($0.typed) }
        var table = [[Double]](repeating: [Double](repeating: .infinity, count: m + 1), count: n + 1)
        table[0][0] = 0
        for i in 0...n {
            for j in 0...m where i > 0 || j > 0 {
                var best = Double.infinity
                if i > 0 { best = min(best, table[i - 1][j] + (w[i - 1] == "'" ? 0 : unit * errors.droppedKey)) }
                if j > 0 {
                    let y = t[j - 1]
                    let doubled = (j > 1 && t[j - 2] == y) || (j < m && t[j] == y)
                    best = min(best, table[i][j - 1] + (y == "'" ? 0 : doubled ? unit * errors.doubledKey : unit))
                }
                if i > 0 && j > 0 {
                    let x = w[i - 1], y = t[j - 1]
                    best = min(best, table[i - 1][j - 1] + (x == y ? 0 : keyboard.measuredNeighbours(x, y) ? unit * errors.neighbourKey : unit))
                    if i > 1, j > 1, x == t[j - 2], w[i - 2] == y, x != y { best = min(best, table[i - 2][j - 2] + unit * errors.transposition) }
                }
                for rule in usable {
                    let k = rule.intended.count, l = rule.typed.count
                    guard k <= i, l <= j, Array(w[(i - k)..<i]) == rule.intended, Array(t[(j - l)..<j]) == rule.typed else { continue }
                    best = min(best, table[i - k][j - l] + MisspellingModel.ruleWeight * rule.cost)
                }
                table[i][j] = best
            }
        }
        return table[n][m]
    }
}
