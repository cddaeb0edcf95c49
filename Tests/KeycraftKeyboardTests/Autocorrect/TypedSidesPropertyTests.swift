@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// A typed word's sides (``TypedWordChannel/TypedSides``: which of the model's β it has, as a bit
/// set by number with each side's places) against a plain search of the word's substrings.
@Suite struct TypedSidesPropertyTests {
    /// For random tables and words typed one after another in the same arrays, each α's edits
    /// that can apply are exactly one transition per edit (of those the slips don't beat) and place
    /// where its β ends in the word, and what leaving α out costs is its cheapest such empty-β edit.
    @Test func anIntendedSidesEditsApplyWhereTheirTypedSideOccurs() async {
        // One scalar each: in a string literal the accent would join the letter before it.
        let sideLetters: [Character] = ["a", "b", "^", "$", "\u{E9}", "\u{301}"]
        let wordLetters: [Character] = ["a", "b", "\u{E9}", "\u{301}", "ㅐ"]
        let side = Gen.element(of: sideLetters).compactMap { $0 }.array(of: 0...3)
        let words = Gen.element(of: wordLetters).compactMap { $0 }.array(of: 0...9)
        await propertyCheck(count: 300, input: zip(side, side, Gen.int(in: 0...4000)).array(of: 1...60), words.array(of: 1...4)) { drawn, typedWords in
            let drawnRules = drawn.filter { $0.0 != $0.1 }
            let text = "keycraft-misspellings 1 \(drawnRules.count)\n"
                + drawnRules.map { "\(String($0.0))\t\(String($0.1))\t\(Double($0.2) / 1000)\n" }.joined()
            let model = try! MisspellingModel(table: text, name: "random")
            // The model keeps only the edits its slips don't beat (``MisspellingModel/Slips``).
            let rules = drawnRules.map {
                (intended: $0.0.flatMap(\.unicodeScalars), typed: $0.1.flatMap(\.unicodeScalars), raw: Double($0.2) / 1000)
            }.filter { rule in
                !model.slips.beat(MisspellingModel.Rule(alpha: MisspellingModel.pack(rule.intended[...]), beta: MisspellingModel.pack(rule.typed[...]),
                                                        length: UInt8(rule.typed.count), cost: rule.raw))
            }.map { (intended: $0.intended, typed: $0.typed, cost: MisspellingModel.ruleWeight * $0.raw) }
            var buffers = TypedWordChannel.TypedSides.Buffers()
            for word in typedWords {
                let t = [MisspellingModel.start] + word.flatMap(\.unicodeScalars) + [MisspellingModel.end]
                var sides = TypedWordChannel.TypedSides(of: t, model: model, reusing: consume buffers)
                buffers = .init()
                for alpha in Set(rules.map(\.intended)) where alpha.count >= 1 {
                    let mine = rules.filter { $0.intended == alpha }
                    var found: [TypedWordChannel.Transition] = []
                    let leftOut = sides.append(model.edits(intended: MisspellingModel.pack(alpha[...])), learned: model.learned, emptySide: model.emptySide, to: &found)
                    #expect(leftOut == mine.filter(\.typed.isEmpty).map(\.cost).min() ?? .infinity, "\(alpha) in \(text)")
                    let expected = mine.filter { !$0.typed.isEmpty }.flatMap { rule in
                        Self.ends(of: rule.typed, in: t).map { end -> String in "\(end) \(rule.typed.count) \(rule.cost)" }
                    }
                    #expect(found.map { "\($0.end) \($0.length) \($0.cost)" }.sorted() == expected.sorted(), "\(alpha) typed \(t) in \(text)")
                }
                sides.recycle(into: &buffers)
            }
        }
    }

    /// Every column of `word` where `side` (not empty) ends.
    static func ends(of side: [Unicode.Scalar], in word: [Unicode.Scalar]) -> [Int] {
        guard side.count <= word.count else { return [] }
        return (side.count...word.count).filter { end in Array(word[(end - side.count)..<end]) == side }
    }
}
