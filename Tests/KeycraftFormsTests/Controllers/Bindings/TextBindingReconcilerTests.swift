import Foundation
import KeycraftPhoneNumbers
import Testing
@testable import KeycraftForms
import KeycraftText

/// A SwiftUI field bound to a `String` gets the same rules and formatting as a UIKit field.
@Suite struct TextBindingReconcilerTests {
    func field(_ rules: [ValidationRule] = [], pastePolicy: PastePolicy = .rejectWhole, formatter: (any TextFormatter)? = nil, text: String = "") -> SwiftUIBindingFieldDouble {
        SwiftUIBindingFieldDouble(TextBindingReconciler(text: text, validator: FieldValidator(rules, pastePolicy: pastePolicy), formatter: formatter))
    }

    @Test func typingWithinTheRulesIsKeptAsTyped() {
        var field = field([.maxLength(5)])
        field.typeEach("hello")
        #expect(field.text == "hello")
        #expect(field.writeBacks == 0)
        #expect(field.messages.isEmpty)
    }

    @Test func aRefusedKeyPutsBackThePreviousTextWithTheRulesMessage() {
        var field = field([.maxLength(5)])
        field.typeEach("hello")
        let step = field.type("!")
        guard case .rejected(let failure) = step.result else {
            Issue.record("expected a refusal, got \(step.result)")
            return
        }
        #expect(failure.rule == "maxLength")
        #expect(step.needsWriteBack)
        #expect(field.text == "hello")
        #expect(field.messages.map(\.rule) == ["maxLength"])
        #expect(step.message?.defaultValue.isEmpty == false)
        // Writing the answer back changes the binding again: that change is no edit at all.
        var reconciler = field.reconciler
        #expect(reconciler.reconcile("hello").result == .nothingToDo)
        // The next accepted edit clears the message.
        field.backspace()
        #expect(field.text == "hell")
        #expect(field.messages.isEmpty)
    }

    /// A refusal that leaves text canonically equal to the proposal but spelt with other code units
    /// (a precomposed é for e and U+0301) is still written back: the binding must hold the same bytes
    /// the field's text has, or their UTF-16 positions differ.
    @Test func aRefusalThatOnlyChangesNormalizationIsWrittenBack() {
        var reconciler = TextBindingReconciler(text: "caf\u{E9}", validator: FieldValidator([.maxLength(4, unit: .utf16)]))
        let step = reconciler.reconcile("cafe\u{301}")
        #expect(step.proposedText == step.text, "canonically equal: Swift's == cannot tell them apart")
        #expect(Array(step.text.utf16) == Array("caf\u{E9}".utf16))
        #expect(step.needsWriteBack)
    }

    @Test func digitsOnlyRefusesALetterTypedInTheMiddle() {
        var field = field([.allowedCharacters(.decimalDigits)], text: "1234")
        field.bindingChanged(to: "12x34", caret: 3, selectionBefore: NSRange(location: 2, length: 0))
        #expect(field.text == "1234")
        #expect(field.messages.count == 1)
    }

    @Test func aPasteIsFilteredByThePastePolicy() {
        var strict = field([.maxLength(4)])
        strict.replaceAll(with: "123456")
        #expect(strict.text == "", "rejectWhole: nothing of a paste that does not fit")
        var lenient = field([.maxLength(4)], pastePolicy: .keepAllowedPart)
        let step = lenient.replaceAll(with: "123456")
        #expect(step.source == .paste)
        #expect(lenient.text == "1234")
        #expect(step.result == .appliedSanitized("1234"))
    }

    @Test func deletingIsAlwaysAllowed() {
        var field = field([.maxLength(3)], text: "toolong")
        field.backspace()
        #expect(field.text == "toolon")
        #expect(field.writeBacks == 0)
    }

    @Test func autofillReplacingTheWholeTextRunsTheRules() {
        var field = field([.allowedCharacters(.decimalDigits)], pastePolicy: .keepAllowedPart, text: "12")
        let step = field.replaceAll(with: "010-1234-5678")
        #expect(step.edit == BindingEdit(range: NSRange(location: 0, length: 2), replacement: "010-1234-5678"))
        #expect(field.text == "01012345678")
    }

    @Test func aPhoneNumberFormatsAsItIsTypedAsAUIKitFieldDoes() throws {
        let formatter = try PhoneNumberFormatter(regionCode: "KR")
        var field = field(formatter: formatter)
        var uikit = TextFieldSession(formatter: formatter)
        uikit.becomeFirstResponder()
        for digit in "01012345678" {
            field.type(String(digit))
            uikit.insertText(String(digit))
            #expect(field.text == uikit.text)
        }
        #expect(field.text == "010-1234-5678")
        #expect(field.writeBacks > 0, "the formatter's hyphens were written back")
        for _ in 0..<4 {
            field.backspace()
            uikit.deleteBackward()
            #expect(field.text == uikit.text)
        }
        #expect(formatter.extractedValue(of: field.text) == "0101234")
    }

    @Test func aMaskInsertsItsFixedCharacters() throws {
        var field = field(formatter: try MaskFormatter(format: "{+1} ([000]) [000]-[00]-[00]"))
        field.typeEach("098")
        #expect(field.text == "+1 (098) ")
        field.typeEach("7654321")
        #expect(field.text == "+1 (098) 765-43-21")
        field.type("5")
        #expect(field.text == "+1 (098) 765-43-21", "a full mask takes nothing more")
        var empty = self.field(formatter: try MaskFormatter(format: "{+1} ([000]) [000]-[00]-[00]"))
        let pasted = empty.replaceAll(with: "0987654321")
        #expect(pasted.text == "+1 (098) 765-43-21")
        #expect(pasted.selectedRange == NSRange(location: 18, length: 0))
    }

    /// SwiftUI reports Korean composition through the binding: 안녕하세요 fills a 5-character field, the
    /// next syllable is refused with the limit's message, and the field keeps 안녕하세요.
    @Test func koreanInAFiveCharacterField() {
        var field = field([.maxLength(5)])
        field.typeKorean("안녕하세요")
        #expect(field.text == "안녕하세요")
        #expect(field.writeBacks == 0, "every update fitted")
        // ㅃ can't end a syllable: it starts a sixth character, which is refused.
        field.typeKorean("ㅃ")
        #expect(field.text == "안녕하세요")
        #expect(field.messages.map(\.rule) == ["maxLength"])
        field.typeKorean("ㅏ")
        #expect(field.text == "안녕하세요")

        // ㅂ joins 요 (욥): still five characters, and the field takes it.
        var joining = self.field([.maxLength(5)])
        joining.typeKorean("안녕하세요")
        joining.typeKorean("ㅂ")
        #expect(joining.text == "안녕하세욥")
        #expect(joining.messages.isEmpty)
    }

    /// In a 4-character field, ㅇ joins 세 as its final consonant (셍) and ㅛ then splits it (세요): the
    /// part that fits is kept, with no message, as UIKit cuts a committed composition to fit. Both fields
    /// end with 안녕하세.
    @Test func koreanInAFourCharacterFieldEndsAsUIKitEnds() {
        var field = field([.maxLength(4)])
        field.typeKorean("안녕하세요")
        #expect(field.text == "안녕하세")
        #expect(field.writeBacks == 1)
        #expect(field.messages.isEmpty)

        #expect(Self.uikitText(typing: "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ", maxLength: 4) == field.text)
    }

    /// A syllable that splits at the limit (용 + ㅏ → 요아) keeps the part that fits (요), as UIKit keeps the
    /// part of a committed composition that fits — the same text the UIKit field ends with.
    @Test func aSyllableSplittingAtTheLimitKeepsWhatFits() {
        var field = field([.maxLength(5)])
        field.typeKorean("안녕하세용")
        #expect(field.text == "안녕하세용")
        field.typeKorean("ㅏ")
        #expect(field.text == "안녕하세요")

        #expect(Self.uikitText(typing: "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛㅇㅏ", maxLength: 5) == field.text)
    }

    /// What a UIKit field with a length limit shows after the Korean keyboard types `keys` (with marked
    /// text, as UIKit has it) and the composition commits.
    static func uikitText(typing keys: String, maxLength: Int) -> String {
        var uikit = TextFieldSession(validator: FieldValidator([.maxLength(maxLength)]))
        uikit.becomeFirstResponder()
        var composer = HangulComposer()
        for key in keys { uikit.apply(composer.type(key)) }
        uikit.apply(composer.commit())
        return uikit.text
    }

    @Test func anEmojiZWJSequenceCountsAsOneCharacter() {
        var field = field([.maxLength(2)])
        field.type("👩")
        // The keyboard sends ZWJ + 👧 after 👩: the cluster grows, the length doesn't.
        field.bindingChanged(to: "👩‍👧", caret: 5)
        #expect(field.text == "👩‍👧")
        field.type("👍🏽")
        #expect(field.text == "👩‍👧👍🏽")
        let refused = field.type("😀")
        #expect(refused.result.wasApplied == false)
        #expect(field.text == "👩‍👧👍🏽")
    }

    @Test func aCombiningMarkJoinsItsLetter() {
        var field = field([.maxLength(4)])
        field.typeEach("cafe")
        field.bindingChanged(to: "cafe\u{301}", caret: 5)
        #expect(field.text == "cafe\u{301}", "the accent makes no fifth character")
        #expect(field.writeBacks == 0)
        field.backspace()
        #expect(field.text == "caf")
    }

    @Test func endOfEditingRulesReportWhatTheTextBreaks() {
        var reconciler = TextBindingReconciler(validator: FieldValidator([.email]))
        _ = reconciler.reconcile("me@")
        #expect(reconciler.endEditing().map(\.rule) == ["email"])
        #expect(reconciler.messages.map(\.rule) == ["email"])
        _ = reconciler.reconcile("me@example.com")
        #expect(reconciler.endEditing().isEmpty)
        #expect(reconciler.messages.isEmpty)
    }

    @Test func theAppSettingTheTextTakesItAsItIs() {
        var reconciler = TextBindingReconciler(validator: FieldValidator([.maxLength(2)]))
        reconciler.setText("longer")
        #expect(reconciler.text == "longer")
        #expect(reconciler.reconcile("longer").result == .nothingToDo)
        #expect(reconciler.reconcile("longe").text == "longe")
    }

    @Test func badSelectionsAndOddTextNeverTrap() {
        for selection in [NSRange(location: -1, length: 0), NSRange(location: NSNotFound, length: 0), NSRange(location: 0, length: -4),
                          NSRange(location: 99, length: 1), NSRange(location: 1, length: Int.max)] {
            var reconciler = TextBindingReconciler(text: "ab", validator: FieldValidator([.maxLength(3)]))
            #expect(reconciler.reconcile("abc", selection: selection).text == "abc", "\(selection)")
            #expect(reconciler.reconcile("abcd", selection: selection).text == "abc")
        }
        var reconciler = TextBindingReconciler(text: "ab", validator: FieldValidator([.maxLength(3)]))
        for text in ["\u{200D}", "\u{301}", "🏳️‍🌈", "", String(repeating: "\u{301}", count: 50), "\r\n", "\0"] {
            let step = reconciler.reconcile(text)
            #expect(step.text == reconciler.text)
            #expect(TextLength(of: reconciler.text).graphemeClusters <= 3)
        }
    }
}
