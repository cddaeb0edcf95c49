import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

/// Random masks, random texts and random edits anywhere: the invariants a masked field relies on.
@Suite struct MaskPropertyTests {
    static let maskPieces = [
        "[0]", "[00]", "[9]", "[09]", "[A]", "[a]", "[_]", "[-]", "[0A]", "[Aa9]", "{-}", "{+1}", "{\\]}",
        "-", " ", "(", ")", "+7 ", "\\[", "/", "1", "x",
    ]
    static let endings = ["", "", "[0…]", "[A…]", "[…]", "[9…]", "[00…]"]
    static let textPieces = SampleText.pieces + ["1", "2", "0", "5", "9", "-", "+", "(", "x", "+7 ", "12", "ab"]

    static let maskGen = Gen.element(of: maskPieces).map { $0 ?? "[0]" }.array(of: 1...6)
        .map { $0.joined() }
    static let endingGen = Gen.element(of: endings).map { $0 ?? "" }
    static let textGen = Gen.element(of: textPieces).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }

    @Test func applyingAMaskGivesACaretOnABoundaryAndAStableText() async throws {
        await propertyCheck(count: 2_000, input: Self.maskGen, Self.endingGen, Self.textGen, Gen.int(in: 0...40), Gen.bool) {
            format, ending, text, caretSeed, forward in
            let mask = try! Mask(format: format + ending)
            let offsets = SampleText.boundaryOffsets(of: text)
            let caret = offsets[caretSeed % offsets.count]
            let result = mask.apply(to: text, caret: caret, gravity: forward ? .forward : .backward, autocomplete: forward)
            #expect(SampleText.boundaryOffsets(of: result.formattedText).contains(result.caret),
                    "\(format + ending) on \(SampleText.scalars(text)): caret \(result.caret) in \(result.formattedText)")
            let again = mask.apply(to: result.formattedText, autocomplete: false)
            #expect(again.formattedText == result.formattedText, "\(format + ending): \(result.formattedText) → \(again.formattedText)")
            #expect(again.extractedValue == result.extractedValue)
            #expect(Self.onlyValueCharacters(result.extractedValue, of: mask), "\(format + ending): \(result.extractedValue)")
        }
    }

    /// 1,000 fields × 25 random edits: typing, pasting, deleting and replacing random ranges, with the local
    /// formatting checked against walking the whole text every time.
    @Test func randomEditsKeepEveryInvariantAndLocalFormattingMatchesTheWholeWalk() async throws {
        await propertyCheck(
            count: 1_000, input: Self.maskGen, Self.endingGen, Gen.int(in: 0...1_000).array(of: 75),
            Self.textGen.array(of: 25), Gen.bool
        ) { format, ending, numbers, insertions, autoskip in
            let formatter = try! MaskFormatter(format: format + ending, autoskip: autoskip)
            var local = FormattedField(formatter)
            var whole = FormattedField.wholeWalk(formatter)
            for step in 0..<25 {
                let offsets = SampleText.boundaryOffsets(of: local.text)
                let lower = offsets[numbers[step * 3] % offsets.count]
                let upper = offsets.filter { $0 >= lower }[numbers[step * 3 + 1] % offsets.filter { $0 >= lower }.count]
                let range = NSRange(location: lower, length: upper - lower)
                switch numbers[step * 3 + 2] % 4 {
                case 0:
                    local.selection = NSRange(location: upper, length: 0)
                    local.backspace()
                    whole.selection = NSRange(location: upper, length: 0)
                    whole.backspace()
                case 1:
                    local.replace(range, with: "", source: .deletion)
                    whole.replace(range, with: "", source: .deletion)
                default:
                    local.replace(range, with: insertions[step], source: .paste)
                    whole.replace(range, with: insertions[step], source: .paste)
                }
                let context = "\(format + ending) step \(step): \(SampleText.scalars(local.text))"
                #expect(local.text == whole.text, "\(context) vs \(SampleText.scalars(whole.text))")
                #expect(local.caret == whole.caret, "\(context)")
                #expect(SampleText.boundaryOffsets(of: local.text).contains(local.caret), "\(context) caret \(local.caret)")
                #expect(formatter.result(for: local.text).formattedText == local.text, "\(context) is not stable")
                #expect(Self.onlyValueCharacters(local.extractedValue, of: formatter.masks[0]), "\(context)")
                if local.text != whole.text { return }
            }
        }
    }

    /// Every character of an extracted value is one a value position accepts or a `{}` character.
    static func onlyValueCharacters(_ value: String, of mask: Mask) -> Bool {
        value.allSatisfy { character in
            mask.states.contains { state in
                switch state {
                case .value(let set, _), .ellipsis(let set): set.contains(character)
                case .fixed(let fixed, let isExtracted): isExtracted && fixed == character
                }
            }
        }
    }
}
