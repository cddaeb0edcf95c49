import Foundation
import PropertyBased
import Testing
@testable import KeycraftForms
import KeycraftText

/// The edit inferred from a binding's old and new text: the keystroke UIKit would have proposed.
@Suite struct BindingEditTests {
    func edit(_ old: String, _ new: String, selection: NSRange? = nil) -> BindingEdit? {
        BindingEdit.inferred(from: old, to: new, selection: selection)
    }

    @Test func typingAtTheEndIsAnInsertionThere() {
        #expect(edit("010-1234", "010-12345") == BindingEdit(range: NSRange(location: 8, length: 0), replacement: "5"))
        #expect(edit("", "a") == BindingEdit(range: NSRange(location: 0, length: 0), replacement: "a"))
    }

    @Test func theSameTextIsNoEdit() {
        #expect(edit("", "") == nil)
        #expect(edit("안녕", "안녕") == nil)
    }

    @Test func canonicallyEquivalentTextIsStillAChange() {
        // "é" precomposed and "e" + U+0301 compare equal as Swift strings, but not as UTF-16.
        #expect("\u{E9}" == "e\u{301}")
        #expect(edit("\u{E9}", "e\u{301}") == BindingEdit(range: NSRange(location: 0, length: 1), replacement: "e\u{301}"))
    }

    @Test func backspaceAndCutAreDeletions() {
        #expect(edit("abc", "ab") == BindingEdit(range: NSRange(location: 2, length: 1), replacement: ""))
        #expect(edit("hello world", "hello") == BindingEdit(range: NSRange(location: 5, length: 6), replacement: ""))
    }

    @Test func aPasteOverASelectionReplacesIt() {
        #expect(edit("call me maybe", "call you maybe") == BindingEdit(range: NSRange(location: 5, length: 2), replacement: "you"))
    }

    @Test func anEmojiZWJSequenceIsReplacedWhole() {
        // 👩 + ZWJ + 👧: the woman is not kept as a separate, unchanged prefix.
        #expect(edit("👩", "👩‍👧") == BindingEdit(range: NSRange(location: 0, length: 2), replacement: "👩‍👧"))
        // Removing the girl from the family replaces the family cluster.
        #expect(edit("a👩‍👩‍👧", "a👩‍👩") == BindingEdit(range: NSRange(location: 1, length: 8), replacement: "👩‍👩"))
        // A skin tone added to a thumb.
        #expect(edit("👍!", "👍🏽!") == BindingEdit(range: NSRange(location: 0, length: 2), replacement: "👍🏽"))
    }

    @Test func aCombiningMarkTakesItsBaseLetterWithIt() {
        #expect(edit("e", "e\u{301}") == BindingEdit(range: NSRange(location: 0, length: 1), replacement: "e\u{301}"))
        #expect(edit("cafe\u{301}s", "cafes") == BindingEdit(range: NSRange(location: 3, length: 2), replacement: "e"))
    }

    @Test func hangulCompositionReplacesTheSyllable() {
        #expect(edit("하", "한") == BindingEdit(range: NSRange(location: 0, length: 1), replacement: "한"))
        #expect(edit("안녕하세용", "안녕하세요아") == BindingEdit(range: NSRange(location: 4, length: 1), replacement: "요아"))
        // Conjoining jamo (one cluster of three scalars) gaining a final consonant.
        #expect(edit("\u{1112}\u{1161}", "\u{1112}\u{1161}\u{11AB}") == BindingEdit(range: NSRange(location: 0, length: 2), replacement: "\u{1112}\u{1161}\u{11AB}"))
    }

    @Test func aFlagIsNeverHalved() {
        // A lone regional indicator pairs with the one typed after it.
        #expect(edit("\u{1F1F0}", "🇰🇷") == BindingEdit(range: NSRange(location: 0, length: 2), replacement: "🇰🇷"))
    }

    @Test func theSelectionPlacesAnEditAmongRepeatedCharacters() {
        // "aa" → "aaa": typed at the caret.
        #expect(edit("aa", "aaa", selection: NSRange(location: 1, length: 0))?.range == NSRange(location: 1, length: 0))
        #expect(edit("aa", "aaa", selection: NSRange(location: 0, length: 0))?.range == NSRange(location: 0, length: 0))
        #expect(edit("aa", "aaa")?.range == NSRange(location: 2, length: 0), "without a selection: as late as possible")
        // "aa" → "a" with the caret after the first a: backspace deleted that one.
        #expect(edit("aa", "a", selection: NSRange(location: 1, length: 0))?.range == NSRange(location: 0, length: 1))
        // A selection that the text doesn't have is ignored.
        #expect(edit("aa", "aaa", selection: NSRange(location: 9, length: 0))?.range == NSRange(location: 2, length: 0))
        #expect(edit("aa", "aaa", selection: NSRange(location: NSNotFound, length: 0))?.range == NSRange(location: 2, length: 0))
    }

    @Test func theSourceIsReadOffTheEdit() {
        #expect(edit("ab", "a")?.source(in: "ab") == .deletion)
        #expect(edit("a", "ab")?.source(in: "a") == .typing)
        #expect(edit("a", "a👩‍👩‍👧")?.source(in: "a") == .typing, "one cluster, however many code units")
        #expect(edit("", "me@example.com")?.source(in: "") == .paste)
        #expect(edit("하", "한")?.source(in: "하") == .compositionCommit)
        #expect(edit("한", "하나")?.source(in: "한") == .compositionCommit)
        #expect(edit("안녕", "안녕ㅎ")?.source(in: "안녕") == .typing, "a new jamo is a keystroke")
        #expect(edit("a", "한")?.source(in: "a") == .typing, "a Latin letter replaced is not a composition")
    }

    /// Random old and new texts: the edit applied to the old text (through the core text model, which
    /// refuses a range splitting a cluster) gives the new text; both ends are cluster boundaries of both
    /// texts; and the range never exceeds what the smallest edit needs by more than the clusters it touches.
    @Test func theInferredEditAppliedToTheOldTextGivesTheNewText() async {
        let pieces = Gen.element(of: BindingsTestText.pieces).map { $0 ?? "" }.array(of: 0...8)
        await propertyCheck(count: 500, input: pieces, pieces, Gen.int(in: 0...8), Gen.int(in: 0...2), Gen.bool) { a, b, cut, length, useSelection in
            // Half the time the new text shares a prefix with the old one, as an edit's does.
            let old = a.joined()
            let new = useSelection ? Array(a.prefix(cut)).joined() + b.joined() + Array(a.dropFirst(cut)).joined() : b.joined()
            let location = min(cut, old.utf16.count)
            let selection = useSelection ? NSRange(location: location, length: min(length, old.utf16.count - location)) : nil
            guard let edit = BindingEdit.inferred(from: old, to: new, selection: selection) else {
                #expect(Array(old.utf16) == Array(new.utf16))
                return
            }
            #expect(BindingsTestText.applying(edit.range, edit.replacement, to: old).map { Array($0.utf16) } == Array(new.utf16), "\(old.debugDescription) → \(new.debugDescription): \(edit)")
            let oldBoundaries = BindingsTestText.boundaries(of: old), newBoundaries = BindingsTestText.boundaries(of: new)
            let newEnd = edit.range.location + edit.replacement.utf16.count
            #expect(oldBoundaries.contains(edit.range.location) && oldBoundaries.contains(NSMaxRange(edit.range)))
            #expect(newBoundaries.contains(edit.range.location) && newBoundaries.contains(newEnd))
        }
    }

    /// Bad input never traps: lone halves of surrogate pairs can't be in a String, but everything else can.
    @Test func unusualTextNeverTraps() {
        let texts = ["", "\u{200D}", "\u{301}\u{301}\u{301}", String(repeating: "\u{301}", count: 300), "\u{FFFD}", "\0", "\r\n", "🏳️‍🌈"]
        for old in texts {
            for new in texts {
                let edit = BindingEdit.inferred(from: old, to: new)
                if let edit { #expect(BindingsTestText.applying(edit.range, edit.replacement, to: old) == new) }
            }
        }
    }
}
