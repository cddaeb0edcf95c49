import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

/// Random edits over text made of the tricky pieces: Hangul, ZWJ sequences, flags, lone regional
/// indicators, combining marks, joiners.
@Suite struct FieldValidatorPropertyTests {
    static let pieces: [Character] = [
        "a", "7", " ", "한", "ㅎ", "👩‍👩‍👧", "🇰🇷", "🇺", "e\u{301}", "\u{301}", "\u{200D}", "👩", "\n", "-", "0",
    ]
    static let text = oneOf(pieces).string(of: 0...12)
    static let sources = oneOf([EditSource]([
        .typing, .hardwareKeyboard, .paste, .deletion, .replacement, .compositionUpdate,
        .compositionCommit, .programmatic,
    ]))

    /// A generator of the elements of `elements`, shrinking towards the first.
    static func oneOf<T: Sendable>(_ elements: [T]) -> Generator<T, Shrink.Integer<Int>> {
        Gen.int(in: 0...(elements.count - 1)).map { elements[$0] }
    }

    /// An edit of `text` replacing the clusters from `start` (count `length`) with `replacement`.
    static func edit(_ text: String, _ start: Int, _ length: Int, _ replacement: String, _ source: EditSource) -> ProposedEdit {
        let lower = text.index(text.startIndex, offsetBy: min(start, text.count))
        let upper = text.index(lower, offsetBy: min(length, text.distance(from: lower, to: text.endIndex)))
        let range = NSRange(lower..<upper, in: text)
        return try! ProposedEdit(currentText: text, range: range, replacement: replacement, source: source)
    }

    static let everyRule: [ValidationRule] = [
        .required, .maxLength(6), .maxLength(20, unit: .utf16), .maxLength(40, unit: .utf8),
        .allowedCharacters(.alphanumerics), .forbiddenCharacters(CharacterSet(charactersIn: "-")),
        .integerRange(-20...300), .oneOf(["M", "F"], uppercased: true), .email,
    ]

    @Test func randomEditsNeverCrash() async {
        await propertyCheck(
            count: 300, input: Self.text, Gen.int(in: 0...12), Gen.int(in: 0...4), Self.text, Self.sources
        ) { text, start, length, replacement, source in
            let edit = Self.edit(text, start, length, replacement, source)
            for rule in Self.everyRule {
                for policy in [PastePolicy.rejectWhole, .keepAllowedPart] {
                    _ = FieldValidator([rule], pastePolicy: policy).evaluate(edit)
                }
                _ = FieldValidator([rule]).validateEndOfEditing(edit.resultingText)
            }
            _ = FieldValidator(Self.everyRule, pastePolicy: .keepAllowedPart).evaluate(edit)
        }
    }

    @Test func maxLengthVerdictsAgreeWithANaiveRecount() async {
        await propertyCheck(
            count: 500, input: Self.text, Gen.int(in: 0...12), Gen.int(in: 0...4), Self.text, Gen.int(in: 0...10)
        ) { text, start, length, replacement, limit in
            // The resulting length is maintained the way an editing session does, in O(edit): derived
            // from the edit without its replacement, never recounted.
            let edit = Self.edit(text, start, length, "", .typing).withReplacement(replacement)
            for unit in [LengthUnit.graphemeClusters, .utf16, .utf8] {
                let recount = TextLength(of: edit.resultingText).count(in: unit)
                let verdict = FieldValidator([.maxLength(limit, unit: unit)]).evaluate(edit)
                #expect((verdict == .accept) == (replacement.isEmpty || recount <= limit))
            }
        }
    }

    @Test func truncatedCommitsFitAndKeepAllThatFits() async {
        await propertyCheck(
            count: 3000, input: Self.text, Gen.int(in: 0...12), Gen.int(in: 0...4), Self.text, Gen.int(in: 0...10)
        ) { text, start, length, replacement, limit in
            let edit = Self.edit(text, start, length, replacement, .compositionCommit)
            guard case .acceptSanitized(let kept) = FieldValidator([.maxLength(limit)]).evaluate(edit) else { return }
            let applied = Self.edit(text, start, length, kept, .compositionCommit)
            let withoutCommit = Self.edit(text, start, length, "", .compositionCommit)
            // When the rest of the text is already too long, the commit is dropped entirely.
            #expect(applied.resultingLength.graphemeClusters <= limit || (kept.isEmpty && withoutCommit.resultingLength.graphemeClusters > limit))
            #expect(replacement.hasPrefix(kept))
            let oneMore = String(replacement.prefix(kept.count + 1))
            #expect(Self.edit(text, start, length, oneMore, .compositionCommit).resultingLength.graphemeClusters > limit)
        }
    }

    /// `truncatedCommitsFitAndKeepAllThatFits`'s counterexamples: the text is too long without the
    /// commit, yet its first cluster shortens it, so that much of the commit is kept.
    @Test func aCommitWhoseFirstClusterShortensTheTextKeepsIt() {
        // A lone joiner after the family emoji glues it to the 👩 after the replaced "a": 7 → 6 clusters.
        let joiner = Self.edit("aaaa👩‍👩‍👧a👩a", 5, 1, "\u{200D}a", .compositionCommit)
        #expect(FieldValidator([.maxLength(6)]).evaluate(joiner) == .acceptSanitized(replacement: "\u{200D}"))
        // A 👩 before a joiner that stood alone after "\n" makes one emoji of it and the 👩 after: 9 → 8.
        let emoji = Self.edit("a\n\u{200D}👩aaaaa", 2, 0, "👩a", .compositionCommit)
        #expect(FieldValidator([.maxLength(8)]).evaluate(emoji) == .acceptSanitized(replacement: "👩"))
        #expect(Self.edit("a\n\u{200D}👩aaaaa", 2, 0, "👩", .compositionCommit).resultingLength.graphemeClusters == 8)
    }

    @Test func keepAllowedPartOutputAlwaysSatisfiesTheRules() async {
        let fields = [
            FieldValidator([.maxLength(5), .allowedCharacters(.decimalDigits)], pastePolicy: .keepAllowedPart),
            FieldValidator([.forbiddenCharacters(.whitespacesAndNewlines), .maxLength(8, unit: .utf16)], pastePolicy: .keepAllowedPart),
            FieldValidator([.maxLength(12, unit: .utf8), .allowedCharacters(.letters)], pastePolicy: .keepAllowedPart),
        ]
        await propertyCheck(
            count: 300, input: Self.text, Gen.int(in: 0...12), Gen.int(in: 0...4), Self.text
        ) { text, start, length, replacement in
            let edit = Self.edit(text, start, length, replacement, .paste)
            for field in fields {
                guard case .acceptSanitized(let kept) = field.evaluate(edit) else { continue }
                let applied = Self.edit(text, start, length, kept, .typing)
                #expect(field.evaluate(applied) == .accept, "\(text) + \(kept)")
                #expect(field.rules.allSatisfy { rule in
                    FieldValidator([rule]).evaluate(applied) == .accept
                })
            }
        }
    }

    @Test func derivedLengthsAgreeWithARecount() async {
        await propertyCheck(
            count: 300, input: Self.text, Gen.int(in: 0...12), Gen.int(in: 0...4), Self.text, Self.text
        ) { text, start, length, first, second in
            let derived = Self.edit(text, start, length, first, .typing).withReplacement(second).resultingLength
            #expect(derived == Self.edit(text, start, length, second, .typing).resultingLength)
        }
    }

    @Test func integerPrefixesAreExactlyTheTypableStartsOfNumbersInRange() async {
        await propertyCheck(count: 300, input: Gen.int(in: -120...120), Gen.int(in: 0...60), Self.oneOf(Array("-0123456789x")).string(of: 0...4)) { low, width, typed in
            let range = low...(low + width)
            let expected = typed.isEmpty || range.contains { String($0).hasPrefix(typed) }
            #expect(IntegerNotation.isPrefix(typed, ofANumberIn: range) == expected, "\(typed) in \(range)")
        }
    }
}
