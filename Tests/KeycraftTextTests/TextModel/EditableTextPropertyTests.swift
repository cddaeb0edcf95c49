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
                    do {
                        try text.replaceCharacters(in: range, with: insertions[step])
                        #expect(text.text == Self.naiveReplace(before.text, range, insertions[step]))
                    } catch {
                        #expect(text == before, "a rejected edit must change nothing")
                    }
                case 2:
                    text.deleteBackward()
                default:
                    if (try? text.setSelectedRange(range)) == nil { #expect(text == before) }
                }
                Self.checkInvariants(text)
            }
        }
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
