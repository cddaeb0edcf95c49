import Foundation
import Testing
@testable import KeycraftText

/// `maxLength` cuts a pasted or committed text to what fits by asking what the length would be with a
/// shorter replacement; `EditNeighborhood` answers from the characters around the edit, without a
/// recount. These tests hold it to a full recount.
@Suite struct EditNeighborhoodTests {
    /// Every text of up to three joining pieces, every range on cluster boundaries, the edit proposed
    /// with nothing and with an emoji, then asked about nothing and each piece instead.
    @Test func everyOtherReplacementOfShortJoiningTextsIsCountedExactly() {
        var failures: [String] = []
        for original in SampleText.shortJoiningTexts {
            let offsets = SampleText.boundaryOffsets(of: original)
            for lower in offsets {
                for upper in offsets where upper >= lower {
                    let range = NSRange(location: lower, length: upper - lower)
                    for proposed in ["", "😀"] {
                        let edit = ProposedEdit(currentText: original, range: range, replacement: proposed, source: .paste)
                        for other in [""] + SampleText.joiningPieces {
                            let expected = TextLength(of: (original as NSString).replacingCharacters(in: range, with: other))
                            if edit.withReplacement(other).resultingLength != expected {
                                failures.append("\(SampleText.scalars(original)) \(range) ← \(SampleText.scalars(other))")
                            }
                        }
                    }
                }
            }
        }
        #expect(failures.count == 0, "lengths went wrong, e.g. \(failures.prefix(3))")
    }

    /// A ZWJ cut off by a line break joins the emoji after it once the break is replaced by an emoji.
    @Test func aReplacementCanJoinTheClusterAfterTheEdit() {
        let edit = ProposedEdit(currentText: "\n\u{200D}😀", range: NSRange(location: 0, length: 1), replacement: "", source: .paste)
        #expect(edit.withReplacement("👍🏽").resultingLength == TextLength(of: "👍🏽\u{200D}😀"))
        #expect(edit.withReplacement("👍🏽").resultingLength.graphemeClusters == 1)
    }
}
