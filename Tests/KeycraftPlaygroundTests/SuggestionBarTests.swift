import Foundation
@testable import KeycraftPlayground
import KeycraftText
import Testing

/// The letter keyboards' suggestion bar and autocorrect, typed from the physical keyboard and by
/// clicks on the on-screen keys and the bar's slots.
@Suite @MainActor struct SuggestionBarTests {
    func firstResponder(_ playground: Playground) throws -> FirstResponderScreen {
        guard case .firstResponder(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    func autoFill(_ playground: Playground) throws -> AutoFillScreen {
        guard case .autoFill(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    /// Types `script` into screen 1's field and returns its text.
    func type(_ script: String, into playground: inout Playground) throws -> String {
        for key in try KeyScript.parse(script) { playground.handle(key, width: 80, height: 24) }
        return try firstResponder(playground).field.text
    }

    func lines(_ playground: Playground) -> [Substring] {
        playground.render(width: 80, height: 24).grid.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func slots(_ playground: Playground) -> [Hotspot] {
        playground.render(width: 80, height: 24).hotspots.filter { if case .suggestion = $0.tap { true } else { false } }
    }

    /// Clicks the middle of the first hotspot that `matches`.
    func click(_ playground: inout Playground, _ matches: (Tap) -> Bool) throws {
        let hotspot = try #require(playground.render(width: 80, height: 24).hotspots.last { matches($0.tap) })
        playground.handle(.click(column: hotspot.rect.column + hotspot.rect.width / 2, row: hotspot.rect.row), width: 80, height: 24)
    }

    @Test func spaceCorrectsTheWordTheBarOfferedAndBackspaceRevertsIt() throws {
        var playground = try scripted("teh", screen: 1)
        let bar = try #require(lines(playground).first { $0.contains("\u{201C}teh\u{201D}") })
        #expect(bar.contains(" the "))
        #expect(slots(playground).count == 3)
        #expect(try type(" ", into: &playground) == "the ")
        #expect(try type("<backspace>", into: &playground) == "teh")
        // Reverted: the next space leaves it.
        #expect(try type(" ", into: &playground) == "teh ")
    }

    @Test func theOnScreenKeysCorrectToo() throws {
        var playground = try scripted("", screen: 1)
        for key in ["t", "e", "h"] { try click(&playground) { $0 == .keyboardKey(.text(key)) } }
        try click(&playground) { $0 == .keyboardKey(.space) }
        #expect(try firstResponder(playground).field.text == "the ")
        try click(&playground) { $0 == .keyboardKey(.delete) }
        #expect(try firstResponder(playground).field.text == "teh")
    }

    @Test func aClickOnASlotPutsItsSuggestionIn() throws {
        var playground = try scripted("I like cta", screen: 1)
        let screen = try firstResponder(playground)
        let bar = try #require(screen.driver.suggestions.bar(for: screen.field, source: .english))
        let middle = try #require(bar.slots.dropFirst().first)
        try click(&playground) { $0 == .suggestion(1) }
        #expect(try firstResponder(playground).field.text == "I like \(middle.text) ")
        // After the space the bar predicts; a click inserts the prediction.
        let prediction = try #require(try firstResponder(playground).driver.suggestions
            .bar(for: firstResponder(playground).field, source: .english)?.slots.first)
        try click(&playground) { $0 == .suggestion(0) }
        #expect(try firstResponder(playground).field.text == "I like \(middle.text) \(prediction.text) ")
    }

    @Test func noBarAndNoCorrectionInAnEmailOrASecureFieldAndQuickTypeStays() throws {
        let email = try scripted("teh ", screen: 8)
        #expect(try autoFill(email).fields[0].text == "teh ")
        #expect(slots(email).isEmpty)
        let password = try scripted("hong@example.com<tab>teh ", screen: 8)
        #expect(try autoFill(password).fields[1].text == "teh ")
        #expect(slots(password).isEmpty)
        #expect(lines(password).contains { $0.contains("Use Strong Password") })
        let delegate = try scripted("<tab><tab><tab>teh ", screen: 6)
        #expect(slots(delegate).isEmpty)
    }

    @Test func koreanTypingIsCorrectedFromTheKoreanDictionary() throws {
        var playground = try scripted("", screen: 1)
        #expect(try type("<ctrl-space>dkssud ", into: &playground) == "안녕 ")
        // 안녕하세오: ㅗ for ㅛ, the neighbouring key; the space commits the syllable and corrects.
        #expect(try type("dkssudgktpdh", into: &playground) == "안녕 안녕하세오")
        // While a syllable is marked text the bar waits, as it does for any input method.
        #expect(slots(playground).isEmpty)
        #expect(try type(" ", into: &playground) == "안녕 안녕하세요 ")
        #expect(try type("<backspace>", into: &playground) == "안녕 안녕하세오")
        // English again: its own dictionary.
        #expect(try type("<ctrl-space> teh ", into: &playground) == "안녕 안녕하세오 the ")
    }

    @Test func emojiAndCombiningMarksInTheField() throws {
        var playground = try scripted("", screen: 1)
        #expect(try type("👩‍👩‍👧 e\u{301} teh ", into: &playground) == "👩‍👩‍👧 e\u{301} the ")
        #expect(try type("<backspace>", into: &playground) == "👩‍👩‍👧 e\u{301} teh")
        #expect(try type("👍", into: &playground) == "👩‍👩‍👧 e\u{301} teh👍")
    }

    @Test func aCaretMoveEndsTheChanceToRevert() throws {
        let playground = try scripted("teh <left><right><backspace>", screen: 1)
        #expect(try firstResponder(playground).field.text == "the")
    }

    @Test func theTextViewAndTheKeyboardTypesScreenHaveTheBar() throws {
        #expect(slots(try scripted("<ctrl-e> teh", screen: 5)).count == 3)
        #expect(slots(try scripted("teh", screen: 2)).count == 3)
        // The number pad has no letters and no bar.
        #expect(slots(try scripted("<down><down><down><down>42", screen: 2)).isEmpty)
    }

    @Test func nothingTypedReachesThePanelLog() throws {
        let screen = try firstResponder(scripted("teh qzxjvw ", screen: 1))
        #expect(screen.field.text == "the qzxjvw ")
        #expect(!screen.delegateCalls.contains { $0.contains("teh") || $0.contains("the") || $0.contains("qzxjvw") })
    }
}
