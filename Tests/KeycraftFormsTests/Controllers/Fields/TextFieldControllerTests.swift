import Foundation
import KeycraftPhoneNumbers
import KeycraftText
import Testing
@testable import KeycraftForms

@Suite struct TextFieldControllerTests {
    typealias H = FieldsTextFieldHarness

    // MARK: Typing and paste

    @Test func typingIsAppliedByUIKitWithTheCallsInUIKitsOrder() {
        let h = H().focused()
        h.field.type("ab")
        #expect(h.field.fieldText == "ab")
        #expect(h.field.fieldSelectedRange == NSRange(location: 2, length: 0))
        #expect(h.controller.lastResult == .applied)
        #expect(h.app.drain() == [
            #"shouldChange {0,0} "a" in """#, #"didChangeSelection "a""#, #"editingChanged "a""#,
            #"shouldChange {1,0} "b" in "a""#, #"didChangeSelection "ab""#, #"editingChanged "ab""#,
        ])
    }

    @Test func pasteInTheMiddleGoesWhereTheSelectionIs() {
        let h = H(text: "hello world").focused()
        h.field.select(NSRange(location: 6, length: 5))
        h.field.paste("there")
        #expect(h.field.fieldText == "hello there")
        #expect(h.field.fieldSelectedRange == NSRange(location: 11, length: 0))
    }

    // MARK: Formatting

    static let phoneMask = "+1 ([000]) [000]-[0000]"

    @Test func aMaskFormatsTypingAndTheControllerWritesItWithTheCaret() throws {
        let h = H(formatter: try MaskFormatter(format: Self.phoneMask)).focused()
        h.field.type("2345678901")
        #expect(h.field.fieldText == "+1 (234) 567-8901")
        #expect(h.field.fieldSelectedRange == NSRange(location: 17, length: 0))
        #expect(h.controller.extractedValue == "2345678901")
        #expect(h.controller.isComplete)
    }

    @Test func aFormattedEditIsAnnouncedOnceAsUIKitAnnouncesATypedOne() throws {
        for notifies in [false, true] {
            let h = H(formatter: try MaskFormatter(format: Self.phoneMask)).focused()
            h.field.notifiesProgrammaticSelection = notifies
            h.field.type("2")
            #expect(h.field.fieldText == "+1 (2")
            #expect(h.app.drain() == [
                #"shouldChange {0,0} "2" in """#, #"didChangeSelection "+1 (2""#, #"editingChanged "+1 (2""#,
            ])
        }
    }

    @Test func pasteInTheMiddleOfAMaskKeepsTheMaskAndPutsTheCaretAfterThePastedDigits() throws {
        let h = H(formatter: try MaskFormatter(format: Self.phoneMask)).focused()
        h.field.type("2348901")
        #expect(h.field.fieldText == "+1 (234) 890-1")
        h.field.select(NSRange(location: 9, length: 0))
        h.field.paste("567")
        #expect(h.field.fieldText == "+1 (234) 567-8901")
        // After the pasted digits and the separator that follows them, as the mask's caret gravity puts it.
        #expect(h.field.fieldSelectedRange == NSRange(location: 13, length: 0))
    }

    @Test func backspaceOverAFormattedSeparatorDeletesTheDigitBeforeIt() throws {
        let h = H(formatter: try MaskFormatter(format: Self.phoneMask)).focused()
        h.field.type("098")
        #expect(h.field.fieldText == "+1 (098) ")
        h.field.deleteBackward()
        #expect(h.field.fieldText == "+1 (09")
        #expect(h.field.fieldSelectedRange == NSRange(location: 6, length: 0))
    }

    @Test func aCardNumberIsGroupedByItsBrand() {
        let h = H(formatter: PaymentCardFormatter()).focused()
        h.field.type("378282246310005")
        #expect(h.field.fieldText == "3782 822463 10005")
        #expect(h.controller.isComplete)
        h.field.deleteBackward()
        #expect(h.field.fieldText == "3782 822463 1000")
        #expect(!h.controller.isComplete)
    }

    @Test func aPhoneNumberIsGroupedForItsRegion() throws {
        let h = H(formatter: try PhoneNumberFormatter(regionCode: "KR")).focused()
        h.field.type("01012345678")
        #expect(h.field.fieldText == "010-1234-5678")
        #expect(h.field.fieldSelectedRange == NSRange(location: 13, length: 0))
        #expect(h.controller.extractedValue == "01012345678")
    }

    // MARK: Input methods

    @Test func koreanComposesUpToTheLimitAndTheNextSyllableIsDroppedWhenItCommits() {
        let h = H(rules: [.maxLength(5)]).focused()
        h.field.fieldComposesText = true
        h.field.typeKorean("안녕하세요")
        #expect(h.field.fieldText == "안녕하세요")
        #expect(h.field.fieldMarkedRange == nil)
        h.field.apply([.setMarkedText("ㄱ"), .setMarkedText("가")])
        #expect(h.field.fieldText == "안녕하세요가")
        #expect(h.field.fieldMarkedRange == NSRange(location: 5, length: 1))
        h.field.unmarkText()
        #expect(h.field.fieldText == "안녕하세요")
        #expect(h.field.fieldSelectedRange == NSRange(location: 5, length: 0))
    }

    @Test func withoutAComposingKeyboardTheFirstKeystrokeIsJudgedAsTyping() {
        let h = H(text: "안녕하세요", rules: [.maxLength(5)]).focused()
        h.field.setMarkedText("ㄱ")
        #expect(h.field.fieldText == "안녕하세요")
        #expect(h.messages.current.map(\.rule) == ["maxLength"])
    }

    @Test func koreanTypedWordByWordCommitsEverySyllable() {
        let h = H(rules: [.maxLength(10)]).focused()
        h.field.fieldComposesText = true
        h.field.typeKorean("안녕 하세요")
        #expect(h.field.fieldText == "안녕 하세요")
        #expect(h.controller.text == "안녕 하세요")
    }

    @Test func markedTextIsNeitherLimitedNorFormattedUntilItCommits() {
        let h = H(text: "abcd", rules: [.maxLength(5)]).focused()
        h.field.fieldComposesText = true
        h.field.setMarkedText("に")
        h.field.setMarkedText("にほ")
        h.field.setMarkedText("にほん")
        #expect(h.field.fieldText == "abcdにほん")
        #expect(h.field.fieldMarkedRange == NSRange(location: 4, length: 3))
        h.field.unmarkText()
        #expect(h.field.fieldText == "abcdに")
        #expect(h.field.fieldSelectedRange == NSRange(location: 5, length: 0))
        #expect(h.field.fieldMarkedRange == nil)
    }

    @Test func aCompositionInADigitsMaskIsDroppedWhenItCommits() throws {
        let h = H(formatter: try MaskFormatter(format: Self.phoneMask)).focused()
        h.field.fieldComposesText = true
        h.field.type("2")
        h.field.setMarkedText("ㅎ")
        h.field.setMarkedText("하")
        #expect(h.field.fieldText.hasSuffix("하"))
        h.field.unmarkText()
        #expect(h.field.fieldText == "+1 (2")
    }

    // MARK: Characters

    @Test func emojiWithJoinersAndCombiningMarksCountAsOneCharacterEach() {
        let family = "👩‍👩‍👧", accented = "e\u{301}"
        let h = H(rules: [.maxLength(2)]).focused()
        h.field.type(family + accented)
        #expect(h.field.fieldText == family + accented)
        h.field.type("x")
        #expect(h.field.fieldText == family + accented)
        h.field.deleteBackward()
        #expect(h.field.fieldText == family)
        h.field.deleteBackward()
        #expect(h.field.fieldText == "")
    }

    @Test func badRangesAreRefusedAndChangeNothing() {
        let h = H(text: "a😀👩‍👩‍👧e\u{301}").focused()
        let length = h.field.fieldText.utf16.count
        let bad = [
            NSRange(location: length + 1, length: 0), NSRange(location: 0, length: length + 1), NSRange(location: NSNotFound, length: 0),
            NSRange(location: -1, length: 1), NSRange(location: 2, length: 0), NSRange(location: 1, length: 1),
            NSRange(location: 4, length: 0), NSRange(location: length - 1, length: 1), NSRange(location: Int.max, length: Int.max),
        ]
        for range in bad {
            #expect(h.field.edit(range, "x") == false, "\(range)")
            #expect(h.field.fieldText == "a😀👩‍👩‍👧e\u{301}")
            #expect(h.field.fieldSelectedRange == NSRange(location: length, length: 0))
            guard case .invalidRange = h.controller.lastResult else {
                Issue.record("\(range): \(String(describing: h.controller.lastResult))")
                continue
            }
        }
        #expect(h.app.drain().isEmpty)
    }

    @Test func aRefusedEditLeavesTextAndSelectionAndShowsWhy() {
        let h = H(text: "12", rules: [.allowedCharacters(.decimalDigits)]).focused()
        h.field.select(NSRange(location: 1, length: 0))
        h.field.type("a")
        #expect(h.field.fieldText == "12")
        #expect(h.field.fieldSelectedRange == NSRange(location: 1, length: 0))
        #expect(h.messages.current.count == 1)
        h.field.type("3")
        #expect(h.field.fieldText == "132")
        #expect(h.messages.current.isEmpty)
        #expect(h.messages.shown.count == 2)
    }

    @Test func theClearButtonClearsTheMessageWhenTheAppAgrees() {
        let h = H(text: "12", rules: [.allowedCharacters(.decimalDigits)]).focused()
        h.field.type("x")
        #expect(h.messages.current.count == 1)
        h.app.shouldClear = false
        h.field.tapClearButton()
        #expect(h.messages.current.count == 1)
        #expect(h.field.fieldText == "12")
        h.app.shouldClear = true
        h.field.tapClearButton()
        #expect(h.messages.current.isEmpty)
        #expect(h.field.fieldText == "" && h.controller.text == "")
    }

    // MARK: Forwarding and vetoes

    @Test func everyCallIsForwardedInUIKitsOrder() {
        let h = H()
        h.field.becomeFirstResponder()
        h.field.type("a")
        _ = h.field.pressReturn()
        h.field.tapClearButton()
        h.field.resignFirstResponder()
        #expect(h.app.drain() == [
            "shouldBegin", "didBegin",
            #"shouldChange {0,0} "a" in """#, #"didChangeSelection "a""#, #"editingChanged "a""#,
            "shouldReturn", "shouldClear", #"editingChanged """#,
            "shouldEnd", "didEnd committed",
        ])
    }

    @Test func theAppsDelegateCanVetoEachQuestion() {
        let h = H()
        h.app.shouldBegin = false
        #expect(h.field.becomeFirstResponder() == false)
        h.app.shouldBegin = true
        h.field.becomeFirstResponder()
        h.app.shouldChange = { _, _, _ in false }
        h.field.type("a")
        #expect(h.field.fieldText == "")
        #expect(h.controller.lastResult == .vetoedByDelegate)
        h.app.shouldClear = false
        #expect(h.field.tapClearButton() == false)
        h.app.shouldReturn = false
        #expect(h.field.pressReturn() == false)
        h.app.shouldEnd = false
        #expect(h.field.resignFirstResponder() == false)
        #expect(h.field.isEditing)
        h.field.resignFirstResponder(force: true)
        #expect(h.app.drain().suffix(3) == ["shouldEnd", "shouldEnd", "didEnd cancelled"])
    }

    @Test func theAppsDelegateSeesTheEditAfterTheRulesAndBeforeTheFormatter() throws {
        let h = H(rules: [.allowedCharacters(.decimalDigits)], formatter: try MaskFormatter(format: Self.phoneMask), pastePolicy: .keepAllowedPart)
            .focused()
        h.field.paste("2a3b4")
        #expect(h.app.drain().first == #"shouldChange {0,0} "234" in """#)
        #expect(h.field.fieldText == "+1 (234) ")
    }

    @Test func aDelegateThatSetsTheTextItselfHasItsChangeKept() {
        let h = H().focused()
        h.app.shouldChange = { field, range, string in
            field.text = (field.text + string).uppercased()
            return false
        }
        h.field.type("ab")
        #expect(h.field.fieldText == "AB")
        #expect(h.field.fieldSelectedRange == NSRange(location: 2, length: 0))
    }

    @Test func textTheAppSetsIsTakenAsItIs() {
        let h = H(rules: [.maxLength(3)]).focused()
        h.field.setFieldText("abcdef")
        h.field.deleteBackward()
        #expect(h.field.fieldText == "abcde")
        h.field.type("x")
        #expect(h.field.fieldText == "abcde")
    }

    @Test func canonicallyEquivalentTextTheAppSetsIsStillANewText() {
        let h = H(text: "e\u{301}").focused()
        h.field.setFieldText("\u{e9}")
        #expect(h.field.edit(NSRange(location: 1, length: 0), "x"))
        #expect(h.field.fieldText == "\u{e9}x")
        #expect(h.field.fieldText.utf16.count == 2)
    }

    // MARK: End of editing

    @Test func endOfEditingRulesRefuseWithTheirMessageThenClearIt() {
        let h = H(rules: [.email]).focused()
        h.field.type("kim@")
        #expect(h.field.resignFirstResponder() == false)
        #expect(h.field.isEditing)
        #expect(h.messages.current.map(\.rule) == ["email"])
        #expect(!h.app.log.contains("shouldEnd"))
        h.field.type("example.com")
        #expect(h.messages.current.isEmpty)
        #expect(h.field.resignFirstResponder())
        #expect(h.app.drain().suffix(2) == ["shouldEnd", "didEnd committed"])
    }
}

/// The controller and the app's own delegate when they act on the field itself, as UIKit apps do.
@Suite struct TextFieldControllerDelegateActsTests {
    typealias H = FieldsTextFieldHarness

    @Test func aDelegateThatSetsTheFieldsTextDirectlyHasItsChangeKept() {
        let h = H().focused()
        let field = h.field
        h.app.shouldChange = { _, _, string in
            field.setFieldText("[\(string)]")
            return false
        }
        h.field.type("a")
        #expect(h.field.fieldText == "[a]")
        #expect(h.controller.text == "[a]")
        h.app.shouldChange = { _, _, _ in true }
        h.field.type("b")
        #expect(h.field.fieldText == "[a]b")
    }

    @Test func forcedEndWithAFailingRuleReportsCancelledAndClearsTheMessage() {
        let h = H(rules: [.required]).focused()
        #expect(h.field.resignFirstResponder() == false)
        #expect(h.messages.current.map(\.rule) == ["required"])
        h.field.resignFirstResponder(force: true)
        #expect(h.messages.current.isEmpty)
        #expect(h.app.drain() == ["didEnd cancelled"])
    }

    @Test func withoutAnAppDelegateEveryQuestionIsAnsweredYes() throws {
        let h = H(formatter: try MaskFormatter(format: "[00]{.}[00]"))
        h.controller.delegate = nil
        #expect(h.field.becomeFirstResponder())
        h.field.type("1231")
        #expect(h.field.fieldText == "12.31")
        #expect(h.field.pressReturn())
        #expect(h.field.resignFirstResponder())
        #expect(h.app.log.allSatisfy { $0.hasPrefix("editingChanged") })  // the field's own target still hears it
    }
}
