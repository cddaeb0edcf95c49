@testable import KeycraftKeyboard
import KeycraftText
import Testing

/// The keyboard's neighbours as the speller and the channel ask for them: a Hangul jamo sits on its
/// QWERTY letter's key, so two jamo are neighbours exactly when their keys' letters are.
@Suite struct KeyProximityTests {
    static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    @Test func jamoAreNeighboursExactlyWhenTheirKeysLettersAre() throws {
        let keyboard = KeyProximity.qwerty
        for a in Self.letters {
            for b in Self.letters {
                let x = try #require(HangulTwoSetLayout.jamo(for: a)?.unicodeScalars.first)
                let y = try #require(HangulTwoSetLayout.jamo(for: b)?.unicodeScalars.first)
                let letters = keyboard.areNeighbours(a.unicodeScalars.first!, b.unicodeScalars.first!)
                #expect(keyboard.areNeighbours(x, y) == letters, "\(a) \(b): \(x) \(y)")
            }
        }
    }

    /// The shifted jamo (ㅃ on Q) share their key with the unshifted one (ㅂ), so they have its
    /// neighbours; and the two, different jamo on one key, count as neighbours (a missed shift).
    @Test func shiftedJamoHaveTheirKeysNeighbours() {
        let keyboard = KeyProximity.qwerty
        #expect(keyboard.areNeighbours("ㅃ", "ㅈ"))
        #expect(keyboard.areNeighbours("ㅃ", "ㅁ"))
        #expect(keyboard.areNeighbours("ㅃ", "ㅂ"))
        #expect(!keyboard.areNeighbours("ㅃ", "ㅋ"))
        #expect(!keyboard.areNeighbours("ㅃ", "ㅃ"))
    }

    /// A scalar no key types has no neighbours, and no key is its own neighbour.
    @Test func unknownScalarsAndTheSameKeyAreNotNeighbours() {
        let keyboard = KeyProximity.qwerty
        #expect(!keyboard.areNeighbours("é", "e"))
        #expect(!keyboard.areNeighbours("e", "é"))
        #expect(!keyboard.areNeighbours("😀", "😀"))
        #expect(!keyboard.measuredNeighbours("e", "e"))
        #expect(keyboard.measuredNeighbours("e", "r"))
    }

    /// Layouts compare by where every key is: the same rows are the same keys; a shifted row is not.
    @Test func layoutsWithTheSameKeysInTheSamePlacesAreTheSame() {
        let same = KeyProximity(rows: LetterKeyRows.qwerty, rowOffsets: [0, 0.5, 1.5])
        let shifted = KeyProximity(rows: LetterKeyRows.qwerty, rowOffsets: [0, 0.25, 1.5])
        let fewer = KeyProximity(rows: Array(LetterKeyRows.qwerty.prefix(2)), rowOffsets: [0, 0.5])
        #expect(KeyProximity.qwerty.hasSameKeys(as: same))
        #expect(!KeyProximity.qwerty.hasSameKeys(as: shifted))
        #expect(!KeyProximity.qwerty.hasSameKeys(as: fewer))
        #expect(!fewer.hasSameKeys(as: KeyProximity.qwerty))
    }

    /// A key listed twice takes its last place, as a layout read row by row would put it.
    @Test func aKeyPlacedTwiceTakesItsLastPlace() {
        // a first at (0, 0), beside b (1, 0) and c (0, 1); last at (3, 2), beside neither.
        let keyboard = KeyProximity(rows: ["ab", "cx", "   a"], rowOffsets: [0, 0, 0])
        #expect(!keyboard.areNeighbours("a", "b"))
        #expect(!keyboard.areNeighbours("a", "c"))
        #expect(keyboard.areNeighbours("b", "x"))
        #expect(keyboard.areNeighbours("c", "x"))
    }
}
