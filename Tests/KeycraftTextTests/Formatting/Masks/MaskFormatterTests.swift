import Foundation
import Testing
@testable import KeycraftText

/// Where InputMask's users complain, and what the formatter stage does instead.
@Suite struct MaskFormatterTests {
    static let phone = "{+1} ([000]) [000]-[00]-[00]"

    @Test func typingFillsTheMaskWithTheCaretAfterTheFixedCharacters() throws {
        var field = FormattedField(try MaskFormatter(format: Self.phone))
        field.type("098")
        #expect(field.text == "+1 (098) ")
        #expect(field.caret == 9)
        field.type("7654321")
        #expect(field.text == "+1 (098) 765-43-21")
        #expect(field.extractedValue == "+10987654321")
        #expect(field.isComplete)
        field.type("5")
        #expect(field.text == "+1 (098) 765-43-21", "a full mask takes nothing more")
    }

    @Test func backspaceAfterAutoInsertedFixedCharactersDeletesTheValueBeforeThem() throws {
        var field = FormattedField(try MaskFormatter(format: Self.phone))
        field.type("098")
        field.backspace()
        #expect(field.text == "+1 (09")
        #expect(field.caret == 6)
        field.type("87")
        #expect(field.text == "+1 (098) 7")
        // InputMask's default (no autoskip) deletes the space alone, which typing puts straight back.
        var plain = FormattedField(try MaskFormatter(format: Self.phone, autoskip: false))
        plain.type("098")
        plain.backspace()
        #expect(plain.text == "+1 (098)")
    }

    @Test func backspaceInTheMiddleOverAFixedCharacterDeletesTheValueBeforeIt() throws {
        var field = FormattedField(try MaskFormatter(format: "[00]-[00]"), text: "12-34")
        field.selection = NSRange(location: 3, length: 0)
        field.backspace()
        #expect(field.text == "13-4")
        #expect(field.caret == 1)
    }

    @Test func pastingMoreThanTheMaskHoldsKeepsWhatFitsWithTheCaretAtItsEnd() throws {
        var field = FormattedField(try MaskFormatter(format: "[00]/[00]"))
        field.paste("1234567890123")
        #expect(field.text == "12/34")
        #expect(field.caret == 5)
        var partial = FormattedField(try MaskFormatter(format: "[0000] [0000]"), text: "12")
        partial.paste(String(repeating: "9", count: 10_000))
        #expect(partial.text == "1299 9999")
        #expect(partial.caret == 9)
        // Pasted in the middle: the caret lands after the last pasted character that fitted.
        var middle = FormattedField(try MaskFormatter(format: "[0000] [0000]"), text: "1234 5")
        middle.selection = NSRange(location: 2, length: 0)
        middle.paste("xx9")
        #expect(middle.text == "1293 45")
        #expect(middle.caret == 3)
    }

    @Test(arguments: ["+998 90 123 45 67", "901234567", "998901234567", "+998901234567", "+998 (90) 123-45-67"])
    func digitsOfALiteralPrefixAreNotSwallowed(pasted: String) throws {
        var field = FormattedField(try MaskFormatter(format: "+998 [00] [000] [00] [00]"))
        field.paste(pasted)
        #expect(field.text == "+998 90 123 45 67")
        #expect(field.extractedValue == "901234567")
        #expect(field.isComplete)
    }

    @Test func typingAfterTheLiteralPrefixKeepsEveryDigit() throws {
        var field = FormattedField(try MaskFormatter(format: "+998 [00] [000] [00] [00]"))
        field.type("998")
        #expect(field.text == "+998 99 8", "an empty field's first digits are values, not the prefix")
        var prefixed = FormattedField(try MaskFormatter(format: "+998 [00] [000] [00] [00]"))
        prefixed.type("+")
        #expect(prefixed.text == "+998 ")
        prefixed.type("901234567")
        #expect(prefixed.text == "+998 90 123 45 67")
    }

    @Test func editingInTheMiddleKeepsTheTextsMask() throws {
        let formatter = try MaskFormatter(
            format: "+7 ([000]) [000] [00] [00]", alternatives: ["+7 ([000]) [000] [00] [00]#[900]"],
            affinityStrategy: .prefix
        )
        var field = FormattedField(formatter)
        field.type("1234567890#333")
        #expect(field.text == "+7 (123) 456 78 90#333")
        #expect(formatter.currentMaskIndex(of: field.text) == 1)
        field.selection = NSRange(location: 10, length: 0)
        field.backspace()  // the "4"
        #expect(field.text.contains("#"), "the alternative mask stays: \(field.text)")
        #expect(formatter.currentMaskIndex(of: field.text) == 1)
        #expect(field.caret == 9)
    }

    @Test func affineMasksSwitchAsTheWikiDescribes() throws {
        let formatter = try MaskFormatter(
            format: "+7 ([000]) [000] [00] [00]", alternatives: ["+7 ([000]) [000] [00] [00]#[900]"],
            affinityStrategy: .prefix
        )
        let cases: [(String, Int, Bool)] = [
            ("+7 (123) 456 78", 0, false), ("+7 (123) 456 78 9", 0, false), ("+7 (123) 456 78 90", 0, true),
            ("+7 (123) 456 78 90#3", 1, false), ("+7 (123) 456 78 90#33", 1, true), ("+7 (123) 456 78 90#333", 1, true),
        ]
        for (text, mask, complete) in cases {
            var field = FormattedField(formatter)
            field.paste(text)
            // Autocompletion adds the space ahead of a caret at the end ("+7 (123) 456 78 ").
            #expect(field.text.trimmingCharacters(in: .whitespaces) == text)
            #expect(formatter.currentMaskIndex(of: text) == mask, "\(text)")
            #expect(field.isComplete == complete, "\(text)")
        }
    }

    @Test(arguments: [MaskAffinityStrategy.wholeString, .prefix, .capacity])
    func everyStrategyPicksTheMaskThatFits(strategy: MaskAffinityStrategy) throws {
        let formatter = try MaskFormatter(format: "[00]-[00]", alternatives: ["[0000]-[0000]-[0000]"], affinityStrategy: strategy)
        var short = FormattedField(formatter)
        short.paste("12-34")
        #expect(short.text == "12-34")
        var long = FormattedField(formatter)
        long.paste("1234-5678-9012")
        #expect(long.text == "1234-5678-9012")
    }

    /// The extracted value's length against the mask's: a shorter mask that its value fills wins.
    @Test func extractedValueCapacityPrefersTheMaskTheValueFills() throws {
        let formatter = try MaskFormatter(format: "[0000]", alternatives: ["[00]"], affinityStrategy: .extractedValueCapacity)
        #expect(formatter.masks.bestIndex(for: "12", strategy: .extractedValueCapacity) == 1)
        #expect(formatter.masks.bestIndex(for: "1234", strategy: .extractedValueCapacity) == 0)
        var field = FormattedField(formatter)
        field.paste("123")
        #expect(field.text == "12", "the two-digit mask is filled by 12 (score 0), the four-digit one isn't (-1)")
    }

    @Test func hangulAndEmojiAreRefusedOrKeptWhole() throws {
        var digits = FormattedField(try MaskFormatter(format: "[0…]"), text: "12")
        digits.type("한👩‍👩‍👧e\u{301}")
        #expect(digits.text == "12")
        #expect(digits.caret == 2)
        var letters = FormattedField(try MaskFormatter(format: "[A…]"))
        letters.type("한글")
        letters.paste("👍🏽e\u{301}")
        #expect(letters.text == "한글e\u{301}")
        #expect(letters.caret == letters.text.utf16.count)
        letters.backspace()
        #expect(letters.text == "한글", "the letter goes with its combining mark")
    }

    @Test func aCompositionPassesUnformattedAndItsCommitIsFormatted() throws {
        let formatter = try MaskFormatter(format: "[00]")
        let update = try FormattingEdit(currentText: "1", range: NSRange(location: 1, length: 0), replacement: "ㅎ", source: .compositionUpdate)
        #expect(formatter.format(update) == update.unformatted)
        let commit = try FormattingEdit(currentText: "1ㅎ", range: NSRange(location: 1, length: 1), replacement: "한", source: .compositionCommit)
        let formatted = formatter.format(commit)
        #expect(("1ㅎ" as NSString).replacingCharacters(in: formatted.range, with: formatted.replacement) == "1")
        #expect(formatted.caret == 1)
    }

    @Test func aLongEllipticalFieldIsEditedLocally() throws {
        let formatter = try MaskFormatter(format: "[0…]")
        let text = String(repeating: "1234567890", count: 100)
        let edit = try FormattingEdit(currentText: text, range: NSRange(location: 1_000, length: 0), replacement: "5", source: .typing)
        #expect(formatter.format(edit) == FormattedEdit(range: NSRange(location: 1_000, length: 0), replacement: "5", caret: 1_001))
        let middle = try FormattingEdit(currentText: text, range: NSRange(location: 500, length: 3), replacement: "x7", source: .paste)
        #expect(formatter.format(middle) == FormattedEdit(range: NSRange(location: 500, length: 3), replacement: "7", caret: 501))
        // An edit in a prefixed mask's head walks only up to where the ellipsis takes over.
        let prefixed = try MaskFormatter(format: "+[0] [0…]")
        let long = "+1 " + text
        let head = try FormattingEdit(currentText: long, range: NSRange(location: 1, length: 1), replacement: "", source: .deletion)
        let formatted = prefixed.format(head)
        #expect(formatted.range.length < 10)
        #expect((long as NSString).replacingCharacters(in: formatted.range, with: formatted.replacement) == "+1 " + text.dropFirst())
    }
}
