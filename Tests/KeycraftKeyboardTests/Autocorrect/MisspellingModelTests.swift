import Foundation
@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The misspelling channel: learned substring edits on top of the keyboard's slips, the table's
/// typed errors, and what the English speller gains from it.
@Suite struct MisspellingModelTests {
    static let english = try! MisspellingModel.english()
    static let speller = Speller(dictionary: DictionaryFixtures.english, misspellings: english)
    static let empty = try! MisspellingModel(table: "keycraft-misspellings 1 0\n", name: "empty")

    static func cost(_ model: MisspellingModel, intended: [Unicode.Scalar], typed: [Unicode.Scalar]) -> Double {
        model.cost(intended: intended, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)
    }

    static let letters = Gen.element(of: Array("qwasz'eio")).compactMap { $0 }.array(of: 0...8)

    @Test func withoutLearnedEditsTheChannelIsTheKeyboardModel() async {
        await propertyCheck(count: 500, input: Self.letters, Self.letters) { x, y in
            let typed = x.flatMap(\.unicodeScalars), intended = y.flatMap(\.unicodeScalars)
            let expected = Speller.costWeight * SpellerRankingPropertyTests.referenceWeighted(typed, intended)
            #expect(abs(Self.cost(Self.empty, intended: intended, typed: typed) - expected) < 1e-9, "\(String(y)) typed \(String(x))")
        }
    }

    @Test func learnedEditsOnlyMakeMisspellingsLikelier() async {
        await propertyCheck(count: 500, input: Self.letters, Self.letters) { x, y in
            let typed = x.flatMap(\.unicodeScalars), intended = y.flatMap(\.unicodeScalars)
            let learned = Self.cost(Self.english, intended: intended, typed: typed)
            #expect(learned <= Self.cost(Self.empty, intended: intended, typed: typed) + 1e-9)
            #expect(learned >= 0)
            if typed == intended { #expect(learned == 0) }
        }
    }

    /// One channel kept for a typed word across its candidates (its edits found so far, the rows
    /// shared with the candidate before) gives what each candidate computed alone gives.
    @Test func oneChannelSharedAcrossCandidatesChangesNothing() async {
        await propertyCheck(count: 200, input: Self.letters, Self.letters.array(of: 1...6)) { x, ys in
            let typed = x.flatMap(\.unicodeScalars)
            var channel = TypedWordChannel(model: Self.english, typed: typed, errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)
            // Each twice, the second time straight after itself (every row shared).
            for y in ys + ys.reversed() + [ys[0]] {
                let intended = y.flatMap(\.unicodeScalars)
                let shared = intended.withUnsafeBufferPointer { channel.cost(intended: $0) }
                #expect(shared == Self.cost(Self.english, intended: intended, typed: typed), "\(String(y)) typed \(String(x))")
            }
        }
    }

    @Test func anEditCostsAtMostItsWeightedRule() throws {
        let model = try MisspellingModel(table: "# a comment\nkeycraft-misspellings 1 2\nant\tent\t0.5\n^ph\t^f\t1.25\n", name: "t")
        #expect(model.ruleCount == 2)
        let cost = Self.cost(model, intended: Array("relevant".unicodeScalars), typed: Array("relevent".unicodeScalars))
        #expect(abs(cost - MisspellingModel.ruleWeight * 0.5) < 1e-9)
        let start = Self.cost(model, intended: Array("phone".unicodeScalars), typed: Array("fone".unicodeScalars))
        #expect(abs(start - MisspellingModel.ruleWeight * 1.25) < 1e-9)
        // ^ marks the start: the same letters mid-word are not that edit.
        let middle = Self.cost(model, intended: Array("alphone".unicodeScalars), typed: Array("alfone".unicodeScalars))
        #expect(middle > MisspellingModel.ruleWeight * 1.25 + 1)
    }

    // MARK: The table's typed errors

    @Test func everyTruncationOfATableIsATypedError() throws {
        let table = "keycraft-misspellings 1 3\nei\tie\t0.7\nant\tent\t1.2\n\tx\t5\n"
        _ = try MisspellingModel(table: table, name: "t")
        // Any cut that loses a character of the last rule, or more.
        for cut in 0..<(table.count - 1) {
            #expect(throws: MisspellingModelError.self, "cut at \(cut)") {
                try MisspellingModel(table: String(table.prefix(cut)), name: "t")
            }
        }
    }

    @Test func corruptTablesNameWhatAndWhere() {
        #expect(throws: MisspellingModelError.badHeader(name: "t", line: 1, found: "keycraft-misspellings 2 1")) {
            try MisspellingModel(table: "keycraft-misspellings 2 1\na\tb\t1\n", name: "t")
        }
        #expect(throws: MisspellingModelError.malformedRule(name: "t", line: 3, reason: "expected 3 tab-separated fields, found 2")) {
            try MisspellingModel(table: "keycraft-misspellings 1 2\na\tb\t1\nab\t1\n", name: "t")
        }
        // A tab past the cost, and none at all.
        #expect(throws: MisspellingModelError.malformedRule(name: "t", line: 2, reason: "expected 3 tab-separated fields, found 4")) {
            try MisspellingModel(table: "keycraft-misspellings 1 1\na\tb\t1\t\n", name: "t")
        }
        #expect(throws: MisspellingModelError.malformedRule(name: "t", line: 2, reason: "expected 3 tab-separated fields, found 1")) {
            try MisspellingModel(table: "keycraft-misspellings 1 1\nab 1\n", name: "t")
        }
        #expect(throws: MisspellingModelError.self) { try MisspellingModel(table: "keycraft-misspellings 1 1\nabcd\ta\t1\n", name: "t") }
        #expect(throws: MisspellingModelError.self) { try MisspellingModel(table: "keycraft-misspellings 1 1\na\ta\t1\n", name: "t") }
        #expect(throws: MisspellingModelError.self) { try MisspellingModel(table: "keycraft-misspellings 1 1\na\tb\tnan\n", name: "t") }
        #expect(throws: MisspellingModelError.self) { try MisspellingModel(table: "keycraft-misspellings 1 1\na\tb\t-1\n", name: "t") }
        #expect(throws: MisspellingModelError.countMismatch(name: "t", declared: 1, found: 2)) {
            try MisspellingModel(table: "keycraft-misspellings 1 1\na\tb\t1\nb\tc\t1\n", name: "t")
        }
        let message = MisspellingModelError.malformedRule(name: "en-misspellings.tsv", line: 9, reason: "x").description
        #expect(message == "en-misspellings.tsv:9: x")
    }

    @Test func anUnreadableOrNonUTF8FileIsATypedError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-misspellings-\(UUID()).tsv")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: MisspellingModelError.self) { try MisspellingModel(contentsOf: url) }
        try Data([0x6B, 0xFF, 0xFE, 0x0A]).write(to: url)
        #expect(throws: MisspellingModelError.unreadable(path: url.path, reason: "not UTF-8 text")) { try MisspellingModel(contentsOf: url) }
    }

    /// Costs are read byte by byte when they are plain decimals: every one reads as `Double(_:)`
    /// reads it, to the last bit, and the other forms it accepts still read.
    @Test func costsReadAsDoubleReadsThem() async throws {
        let digits = Gen.element(of: Array("0123456789")).compactMap { $0 }
        let costs = zip(digits.array(of: 0...3), digits.array(of: 0...9), Gen.bool).map { parts in
            let (whole, fraction, dot) = parts
            return String(whole) + (dot ? "." + String(fraction) : String(fraction))
        }
        await propertyCheck(count: 1000, input: costs) { cost in
            let table = "keycraft-misspellings 1 1\nab\tba\t\(cost)\n"
            guard let expected = Double(cost), expected < 100 else {
                #expect(throws: MisspellingModelError.self, "\(cost)") { try MisspellingModel(table: table, name: "t") }
                return
            }
            let model = try? MisspellingModel(table: table, name: "t")
            #expect(model?.rules.map(\.cost) == [expected], "\(cost)")
        }
        let model = try MisspellingModel(table: "keycraft-misspellings 1 3\nab\tba\t1e-1\nx\ty\t.5\nq\tw\t2.\n", name: "t")
        #expect(Set(model.learned.map(\.cost)) == Set([0.1, 0.5, 2.0].map { MisspellingModel.ruleWeight * $0 }))
    }

    /// The edits of at most one intended letter, listed by their β's number for a typed word to find
    /// by its own substrings, are exactly the table's such edits that the slips don't beat: none
    /// lost, none added, each under its own β (random tables over a few letters, a mark, a letter
    /// outside ASCII and empty sides).
    @Test func shortEditsAreListedUnderTheirTypedSide() async {
        let side = Gen.element(of: Array("ab^é")).compactMap { $0 }.array(of: 0...3)
        await propertyCheck(count: 300, input: zip(side, side, Gen.int(in: 0...4000)).array(of: 0...40)) { drawn in
            let rules = drawn.filter { $0.0 != $0.1 }
            let text = "keycraft-misspellings 1 \(rules.count)\n" + rules.map { "\(String($0.0))\t\(String($0.1))\t\(Double($0.2) / 1000)\n" }.joined()
            let model = try! MisspellingModel(table: text, name: "random")
            func key(_ intended: UInt32, _ cost: Double, _ number: Int) -> String { "\(intended) \(cost) \(number)" }
            func beaten(_ alpha: [Character], _ beta: [Character], _ cost: Int) -> Bool {
                let typed = beta.flatMap(\.unicodeScalars)
                return model.slips.beat(MisspellingModel.Rule(alpha: MisspellingModel.pack(alpha.flatMap(\.unicodeScalars)[...]),
                                                              beta: MisspellingModel.pack(typed[...]), length: UInt8(typed.count),
                                                              cost: Double(cost) / 1000))
            }
            let expected = rules.filter { $0.0.flatMap(\.unicodeScalars).count <= 1 && !beaten($0.0, $0.1, $0.2) }.map { rule in
                let typed = rule.1.flatMap(\.unicodeScalars)
                let number = typed.isEmpty ? Int(model.emptySide) : Int(model.typedSides.value(for: MisspellingModel.pack(typed[...]))!)
                return key(rule.0.flatMap(\.unicodeScalars).first?.value ?? 0, MisspellingModel.ruleWeight * (Double(rule.2) / 1000), number)
            }
            let listed = (0...Int(model.emptySide)).flatMap { number in
                model.shortEdits[Int(model.shortStarts[number])..<Int(model.shortStarts[number + 1])].map { key($0.intended, $0.cost, number) }
            }
            #expect(listed.sorted() == expected.sorted(), "\(text)")
        }
    }

    /// Sides beyond ASCII count their scalars, not their bytes; a file's text must be UTF-8.
    @Test func sidesCountScalars() throws {
        let model = try MisspellingModel(table: "keycraft-misspellings 1 2\nㅐㅔ\tㅔ\t1\né\te\t2\n", name: "t")
        #expect(model.ruleCount == 2 && Set(model.learned.map(\.length)) == [1])
        #expect(throws: MisspellingModelError.malformedRule(name: "t", line: 2, reason: "each side holds at most 3 letters and the sides differ")) {
            try MisspellingModel(table: "keycraft-misspellings 1 1\nㅐㅔㅐㅔ\tㅔ\t1\n", name: "t")
        }
        let cost = Self.cost(model, intended: Array("café".unicodeScalars), typed: Array("cafe".unicodeScalars))
        #expect(abs(cost - MisspellingModel.ruleWeight * 2) < 1e-9)
    }

    /// The bundled file read from disk is the model its text gives.
    @Test func theFileReadsAsItsText() throws {
        let url = try #require(MisspellingModel.englishResourceURL)
        let fromText = try MisspellingModel(table: String(contentsOf: url, encoding: .utf8), name: "en")
        let fromFile = try MisspellingModel(contentsOf: url)
        #expect(fromFile.learned.map(\.typedNumber) == fromText.learned.map(\.typedNumber) && fromFile.learned.map(\.cost) == fromText.learned.map(\.cost)
                && fromFile.learned.map(\.length) == fromText.learned.map(\.length))
    }

    /// The order of a table's lines changes nothing (the model keeps its edits by α, then cost),
    /// and the bundled table is written in that order, so loading it sorts nothing.
    @Test func aTablesLineOrderChangesNothing() throws {
        let url = try #require(MisspellingModel.englishResourceURL)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        let head = lines.prefix { $0.hasPrefix("#") || $0.hasPrefix("keycraft-misspellings") }, rows = lines.dropFirst(head.count)
        func described(_ model: MisspellingModel) -> [String] { model.rules.map { "\($0.alpha) \($0.beta) \($0.length) \($0.cost)" } }
        let reversed = try MisspellingModel(table: (head + rows.reversed()).joined(separator: "\n"), name: "reversed")
        // Edits of the same α and cost may swap places; nothing else moves, and no cost changes.
        let sameRules = described(reversed).sorted() == described(Self.english).sorted()
        let sameOrder = reversed.rules.map(\.alpha) == Self.english.rules.map(\.alpha) && reversed.rules.map(\.cost) == Self.english.rules.map(\.cost)
        #expect(sameRules && sameOrder)
        for (intended, typed) in [("receive", "recieve"), ("definitely", "definately"), ("necessary", "neccesary"), ("한국어", "한국ㅓ"), ("café", "cafe")] {
            let (i, t) = (Array(intended.unicodeScalars), Array(typed.unicodeScalars))
            #expect(Self.cost(reversed, intended: i, typed: t) == Self.cost(Self.english, intended: i, typed: t), "\(intended) typed \(typed)")
        }
        let written = rows.map { MisspellingModel.pack(Array($0.split(separator: "\t", omittingEmptySubsequences: false)[0].unicodeScalars)[...]) }
        let writtenInOrder = written == Self.english.rules.map(\.alpha)
        #expect(writtenInOrder, "the bundled table's lines are not in the model's order (scripts/generate-misspelling-channel.py)")
    }

    @Test func theBundledTableLoads() throws {
        #expect(Self.english.ruleCount > 5_000)
    }

    /// The speller weighs only the candidates that could still reach the first `limit`: up to
    /// ``Speller/candidatesReranked`` (the candidates re-ranked whatever the limit), asking for fewer
    /// gives the first of the longer answer, in the same order.
    @Test func pruningTheReRankingKeepsTheAnswer() async {
        let reranked = Speller.candidatesReranked
        await propertyCheck(count: 300, input: Gen.element(of: Array("qwertasdfgzxcvuiop'")).compactMap { $0 }.array(of: 2...9)) { letters in
            let typed = String(letters)
            let all = Self.speller.candidates(for: typed, limit: reranked).map(\.word)
            for limit in 1..<reranked {
                #expect(Self.speller.candidates(for: typed, limit: limit).map(\.word) == Array(all.prefix(limit)), "\(typed)")
            }
        }
    }

    // MARK: What the speller gains

    /// Misspellings of how words sound or are spelt, none from Norvig's test sets: the learned edits
    /// put the intended word first where the keyboard model alone does not.
    @Test func cognitiveMisspellingsRankTheIntendedWordFirst() {
        let cases = ["wierd": "weird", "accomodate": "accommodate", "tommorow": "tomorrow", "occured": "occurred",
                     "existance": "existence", "goverments": "governments"]
        for (typed, intended) in cases {
            #expect(Self.speller.candidates(for: typed, limit: 1).first?.word == intended, "\(typed)")
        }
        #expect(Self.speller.candidates(for: "Wierd", limit: 1).first?.word == "Weird")
    }

    @Test func exactWordsAndApostrophesStayFirst() {
        #expect(Self.speller.candidates(for: "the", limit: 3).first?.word == "the")
        #expect(Self.speller.candidates(for: "dont", limit: 1).first?.word == "don't")
    }

    /// Korean, emoji with ZWJ and combining marks pass through the channel without breaking a
    /// grapheme: every candidate is a whole dictionary word.
    @Test func otherScriptsAndGraphemesAreSafe() {
        for typed in ["안녕하세오", "👩‍👩‍👧", "cafe\u{0301}", "we\u{0301}ird", "naïve", "👍🏽x"] {
            for candidate in Self.speller.candidates(for: typed, limit: 3) {
                #expect(Self.speller.isKnown(candidate.word), "\(typed) → \(candidate.word)")
            }
        }
    }
}
