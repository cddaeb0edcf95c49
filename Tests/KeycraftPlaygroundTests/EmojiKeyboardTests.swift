import Foundation
@testable import KeycraftPlayground
import KeycraftText
import Testing

/// Emoji on the playground's letter keyboards: the bar's emoji after a word, and the emoji search
/// field the globe key opens (type a word, click an emoji, it goes in at the caret).
@Suite @MainActor struct EmojiKeyboardTests {
    func text(_ playground: Playground) throws -> String {
        guard case .firstResponder(let screen) = playground.page else { throw NotOnScreen() }
        return screen.field.text
    }

    func lines(_ playground: Playground) -> [Substring] {
        playground.render(width: 80, height: 24).grid.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func click(_ playground: inout Playground, _ matches: (Tap) -> Bool) throws {
        let hotspot = try #require(playground.render(width: 80, height: 24).hotspots.last { matches($0.tap) })
        playground.handle(.click(column: hotspot.rect.column + hotspot.rect.width / 2, row: hotspot.rect.row), width: 80, height: 24)
    }

    func type(_ script: String, into playground: inout Playground) throws {
        for key in try KeyScript.parse(script) { playground.handle(key, width: 80, height: 24) }
    }

    @Test func afterPizzaTheBarOffersThePizzaAndAClickReplacesTheWord() throws {
        var playground = try scripted("I want pizza", screen: 1)
        #expect(lines(playground).contains { $0.contains("🍕") })
        try click(&playground) { $0 == .suggestion(2) }
        #expect(try text(playground) == "I want 🍕 ")
    }

    @Test func theGlobeKeyOpensTheSearchFieldWhoseResultsGoInAtTheCaret() throws {
        var playground = try scripted("Dinner: ", screen: 1)
        try click(&playground) { $0 == .keyboardKey(.globe) }
        #expect(lines(playground).contains { $0.contains("Search Emoji: ▏") })
        // Keys from the physical keyboard and the on-screen keys type the query, not the field.
        try type("piz", into: &playground)
        try click(&playground) { $0 == .keyboardKey(.text("z")) }
        try click(&playground) { $0 == .keyboardKey(.text("a")) }
        #expect(try text(playground) == "Dinner: ")
        #expect(lines(playground).contains { $0.contains("Search Emoji: pizza▏") })
        try click(&playground) { $0 == .suggestion(0) }
        #expect(try text(playground) == "Dinner: 🍕")
        // The globe key closes it; keys type the field again.
        try click(&playground) { $0 == .keyboardKey(.globe) }
        #expect(!lines(playground).contains { $0.contains("Search Emoji") })
        try type("!", into: &playground)
        #expect(try text(playground) == "Dinner: 🍕!")
    }

    @Test func backspaceEditsTheQueryAndKoreanComposesInIt() throws {
        var playground = try scripted("", screen: 1)
        try click(&playground) { $0 == .keyboardKey(.globe) }
        try type("cax<backspace>t", into: &playground)
        #expect(lines(playground).contains { $0.contains("Search Emoji: cat▏") })
        try click(&playground) { $0 == .keyboardKey(.globe) }
        // Ctrl-Space switches to the Korean source: gkxm is 하트 on the two-set layout.
        try type("<ctrl-space>", into: &playground)
        try click(&playground) { $0 == .keyboardKey(.globe) }
        try type("gkxm", into: &playground)
        #expect(lines(playground).contains { $0.contains("Search Emoji: 하트▏") })
        try click(&playground) { $0 == .suggestion(0) }
        #expect(try text(playground) == "❤️")
    }

    @Test func theEmojiSuggestionSettingTurnsItOff() throws {
        var suggestions = KeyboardSuggestions()
        var field = TextFieldSession()
        field.becomeFirstResponder()
        var keys = OnScreenKeyboardInput()
        for letter in "pizza" { suggestions.tap(.text(String(letter)), with: &keys, source: .english, into: &field) }
        #expect(suggestions.bar(for: field, source: .english)?.slots.last?.text == "🍕")
        suggestions.emojiSuggestions.isEnabled = false
        #expect(suggestions.bar(for: field, source: .english)?.slots.contains { $0.text == "🍕" } == false)
    }
}
