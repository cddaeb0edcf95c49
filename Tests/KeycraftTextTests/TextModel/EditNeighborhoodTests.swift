import Foundation
import Testing
@testable import KeycraftText

/// `EditNeighborhood` answers "how long would the text be with this replacement" from the characters
/// around an edit, without a recount: for the editable text's own lengths and for `maxLength` cutting a
/// paste or a commit to what fits. These tests hold it to a full recount.
@Suite struct EditNeighborhoodTests {
    /// Every text of up to three joining pieces, every range on cluster boundaries, the edit proposed
    /// with nothing and with an emoji, then asked about nothing and each piece instead.
    @Test func everyOtherReplacementOfShortJoiningTextsIsCountedExactly() throws {
        var failures: [String] = []
        for original in SampleText.shortJoiningTexts {
            let offsets = SampleText.boundaryOffsets(of: original)
            for lower in offsets {
                for upper in offsets where upper >= lower {
                    let range = NSRange(location: lower, length: upper - lower)
                    for proposed in ["", "😀"] {
                        let edit = try ProposedEdit(currentText: original, range: range, replacement: proposed, source: .paste)
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
    @Test func aReplacementCanJoinTheClusterAfterTheEdit() throws {
        let edit = try ProposedEdit(currentText: "\n\u{200D}😀", range: NSRange(location: 0, length: 1), replacement: "", source: .paste)
        #expect(edit.withReplacement("👍🏽").resultingLength == TextLength(of: "👍🏽\u{200D}😀"))
        #expect(edit.withReplacement("👍🏽").resultingLength.graphemeClusters == 1)
    }
}
