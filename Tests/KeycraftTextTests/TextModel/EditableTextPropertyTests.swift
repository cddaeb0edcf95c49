import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

/// 1,000 random documents × 100 random edits each = 100,000 edits with random (often invalid) ranges.
@Suite struct EditableTextPropertyTests {
    static let pieceGenerator = Gen.element(of: SampleText.pieces).map { $0 ?? "" }

    @Test func randomEditsKeepEveryInvariant() async {
        await propertyCheck(
            count: 1_000,
            input: Self.pieceGenerator.array(of: 0...12),
            Gen.int(in: -3...40).array(of: 300),
            Self.pieceGenerator.array(of: 100)
        ) { pieces, numbers, insertions in
            var text = EditableText(pieces.joined())
            for step in 0..<100 {
                let location = numbers[step * 3], length = numbers[step * 3 + 1], operation = numbers[step * 3 + 2]
                let range = NSRange(location: operation == 0 ? NSNotFound : location, length: length)
                let before = text
                switch operation & 3 {
                case 0, 1:
                    let expected = RangeRejectionPropertyTests.expectedError(for: range, in: before.text)
                    do throws(TextRangeError) {
                        try text.replaceCharacters(in: range, with: insertions[step])
                        #expect(expected == nil, "accepted a bad range \(range)")
                        #expect(text.text == Self.naiveReplace(before.text, range, insertions[step]))
                    } catch {
                        #expect(error == expected, "rejected with the wrong error")
                        #expect(text == before, "a rejected edit must change nothing")
                    }
                case 2:
                    text.deleteBackward()
                default:
                    do throws(TextRangeError) {
                        try text.setSelectedRange(range)
                        #expect(text.selectedRange == range)
                    } catch {
                        #expect(error == RangeRejectionPropertyTests.expectedError(for: range, in: before.text))
                        #expect(text == before)
                    }
                }
                Self.checkInvariants(text)
            }
        }
    }

    static let joiningPieces = Gen.element(of: SampleText.joiningPieces).map { $0 ?? "" }

    /// Short texts of joining pieces and one edit anywhere in them, so joins across the edit are common.
    /// (CI once drew "\u{200D}👍🏽" with an emoji typed before it: the three became one cluster, but the
    /// incremental count said two.)
    @Test func editsThatJoinClustersKeepTheCountExact() async {
        await propertyCheck(
            count: 3_000,
            input: Self.joiningPieces.array(of: 0...6),
            Gen.int(in: 0...40), Gen.int(in: 0...40),
            Self.joiningPieces.array(of: 0...2)
        ) { pieces, start, width, insertion in
            var text = EditableText(pieces.joined())
            let location = start % (text.length.utf16 + 1)
            let range = NSRange(location: location, length: width % (text.length.utf16 - location + 1))
            let before = text
            do {
                try text.replaceCharacters(in: range, with: insertion.joined())
                #expect(text.text == Self.naiveReplace(before.text, range, insertion.joined()))
            } catch {
                #expect(text == before)
            }
            Self.checkInvariants(text)
        }
    }

    /// Every text of up to three joining pieces, every valid range in it, replaced by nothing or by each
    /// piece: at most 322,000 edits (fewer where pieces join), so no join that fits in a short text is
    /// left to chance.
    @Test func everyEditOfShortJoiningTextsKeepsTheCountExact() {
        var failures: [String] = []
        for original in SampleText.shortJoiningTexts {
            let base = EditableText(original)
            let offsets = SampleText.boundaryOffsets(of: original)
            for lower in offsets {
                for upper in offsets where upper >= lower {
                    let range = NSRange(location: lower, length: upper - lower)
                    for replacement in [""] + SampleText.joiningPieces {
                        var text = base
                        let edited = (try? text.replaceCharacters(in: range, with: replacement)) != nil
                        if !edited || text.length != TextLength(of: text.text)
                            || (try? text.range(of: text.selectedRange)) == nil {
                            failures.append("\(SampleText.scalars(original)) \(range) ← \(SampleText.scalars(replacement))")
                        }
                    }
                }
            }
        }
        #expect(failures.count == 0, "edits went wrong, e.g. \(failures.prefix(3))")
    }

    static func naiveReplace(_ text: String, _ range: NSRange, _ replacement: String) -> String {
        (text as NSString).replacingCharacters(in: range, with: replacement)
    }

    static func checkInvariants(_ text: EditableText) {
        #expect(text.length == TextLength(of: text.text), "incremental lengths must equal a full recount")
        let selection = text.selectedRange
        #expect(selection.location >= 0 && selection.location + selection.length <= text.length.utf16)
        let bounds = try? text.range(of: selection)
        #expect(bounds != nil, "the selection must be on grapheme-cluster boundaries")
        if let bounds {
            #expect(text.utf16Offset(at: bounds.lowerBound) == selection.location)
            #expect(text.utf16Offset(at: bounds.upperBound) == selection.location + selection.length)
        }
    }
}
