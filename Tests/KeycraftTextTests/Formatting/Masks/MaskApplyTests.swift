import Foundation
import Testing
@testable import KeycraftText

/// InputMask's documented behaviour, as its README and wiki describe it (our own cases).
@Suite struct MaskApplyTests {
    @Test func aPhoneMaskFormatsAndExtracts() throws {
        let mask = try Mask(format: "+7 ([000]) [000]-[0000]")
        let result = mask.apply(to: "1234567890")
        #expect(result.formattedText == "+7 (123) 456-7890")
        #expect(result.extractedValue == "1234567890")
        #expect(result.isComplete)
        #expect(result.caret == 17)
    }

    @Test func curlyBlocksBelongToTheExtractedValue() throws {
        #expect(try Mask(format: "[00]-[00]").apply(to: "1234").extractedValue == "1234")
        #expect(try Mask(format: "[00]{-}[00]").apply(to: "1234").extractedValue == "12-34")
        #expect(try Mask(format: "[00]{-}[00]").apply(to: "1234").formattedText == "12-34")
        #expect(try Mask(format: "{+1} ([000]) [000]-[00]-[00]").apply(to: "0987654321").extractedValue == "+10987654321")
    }

    @Test func escapedBracketsAreShown() throws {
        let result = try Mask(format: "\\[[00]\\]").apply(to: "12")
        #expect(result.formattedText == "[12]")
        #expect(result.extractedValue == "12")
        #expect(try Mask(format: "\\[[00]{\\]}").apply(to: "12").extractedValue == "12]")
    }

    @Test func optionalPositionsAreSkippedForWhatFollows() throws {
        let optional = try Mask(format: "[099][A]")
        #expect(optional.apply(to: "1b").formattedText == "1b")
        #expect(optional.apply(to: "12c").formattedText == "12c")
        #expect(optional.apply(to: "123d").formattedText == "123d")
        let mandatory = try Mask(format: "[000][A]")
        #expect(mandatory.apply(to: "1b").formattedText == "1")
        #expect(mandatory.apply(to: "123e").formattedText == "123e")
        #expect(try Mask(format: "[00099]").apply(to: "123").isComplete)
        #expect(try !Mask(format: "[00099]").apply(to: "12").isComplete)
        #expect(try Mask(format: "[00099]").apply(to: "1234567").formattedText == "12345")
    }

    @Test func lettersDigitsAndEitherAreTheirOwnKinds() throws {
        #expect(try Mask(format: "[AAA]").apply(to: "a1bc").formattedText == "abc")
        #expect(try Mask(format: "[___]").apply(to: "a-1.b").formattedText == "a1b")
        #expect(try Mask(format: "[---]").apply(to: "").isComplete)
        // Unicode letters and decimal digits, whole clusters: Hangul, a combining mark, Arabic-Indic digits.
        #expect(try Mask(format: "[AAA]").apply(to: "한e\u{301}👍x").formattedText == "한e\u{301}x")
        #expect(try Mask(format: "[00]").apply(to: "٣4").extractedValue == "٣4")
    }

    @Test func ellipticalMasks() throws {
        #expect(try Mask(format: "[…]").apply(to: "").isComplete)
        #expect(try Mask(format: "[…]").apply(to: "ab12-?").formattedText == "ab12")
        #expect(try !Mask(format: "[00…]").apply(to: "1").isComplete)
        #expect(try Mask(format: "[00…]").apply(to: "12").isComplete)
        #expect(try Mask(format: "[9…]").apply(to: "").isComplete)
        #expect(try !Mask(format: "[_…]").apply(to: "").isComplete)
        #expect(try Mask(format: "[-…]").apply(to: "a1").formattedText == "a1")
        // [0…][AAA]: complete after one digit, and keeps accepting digits, never letters.
        let terminated = try Mask(format: "[0…][AAA]")
        #expect(terminated.apply(to: "5").isComplete)
        #expect(terminated.apply(to: "5a6").formattedText == "56")
    }

    @Test func autocompleteAppendsTheFixedCharactersAheadOfACaretAtTheEnd() throws {
        let mask = try Mask(format: "{+1} ([000]) [000]-[00]-[00]")
        let typed = mask.apply(to: "+1 (098")
        #expect(typed.formattedText == "+1 (098) ")
        #expect(typed.caret == 9)
        #expect(mask.apply(to: "+1 (098", autocomplete: false).formattedText == "+1 (098")
        #expect(mask.apply(to: "").formattedText == "+1 (")
        #expect(mask.apply(to: "", autocomplete: false).formattedText == "")
        // Not when the caret is inside the text.
        #expect(mask.apply(to: "+1 (098", caret: 4).formattedText == "+1 (098")
    }

    @Test func typingKeyByKeyFollowsTheDocumentedSteps() throws {
        let mask = try Mask(format: "{+1} ([000]) [000]-[00]-[00]")
        var text = ""
        var steps: [String] = []
        for digit in "0987654321" {
            text = mask.apply(to: text + String(digit)).formattedText
            steps.append(text)
        }
        #expect(steps == [
            "+1 (0", "+1 (09", "+1 (098) ", "+1 (098) 7", "+1 (098) 76", "+1 (098) 765-", "+1 (098) 765-4",
            "+1 (098) 765-43-", "+1 (098) 765-43-2", "+1 (098) 765-43-21",
        ])
        #expect(mask.apply(to: text).extractedValue == "+10987654321")
        #expect(mask.apply(to: text).isComplete)
        #expect(!mask.apply(to: "+1 (098) 765-43-2").isComplete)
    }

    @Test func affinityCountsPlacedCharactersMinusInsertedOnes() throws {
        let mask = try Mask(format: "[00].[00]")
        #expect(mask.apply(to: "1234").affinity == 3)
        #expect(mask.apply(to: "12.34").affinity == 5)
        #expect(mask.apply(to: "1.234").affinity == 3)
    }

    @Test func theCaretStaysBehindFixedCharactersAfterADeletion() throws {
        let mask = try Mask(format: "[00]-[00]")
        // "12-34" with the "2" deleted: the value shifts left, the caret stays after "1".
        let result = mask.apply(to: "1-34", caret: 1, gravity: .backward, autocomplete: false)
        #expect(result.formattedText == "13-4")
        #expect(result.caret == 1)
        // Typed "5" after "12": the caret jumps the inserted "-".
        let typed = mask.apply(to: "125-34", caret: 3)
        #expect(typed.formattedText == "12-53")
        #expect(typed.caret == 4)
    }
}
