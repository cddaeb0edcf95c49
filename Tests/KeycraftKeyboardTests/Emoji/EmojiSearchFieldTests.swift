import KeycraftEmojiData
import KeycraftKeyboard
import Testing

/// The emoji search field's query: plain keys, Hangul composition, grapheme-correct backspace.
@Suite struct EmojiSearchFieldTests {
    @Test func hangulKeysComposeSyllables() {
        var field = EmojiSearchField()
        for key in "ㅅㅏㄱㅗㅏ" { field.insertText(String(key), composingHangul: true) }
        #expect(field.query == "사과")
        #expect(field.text == "사")
        #expect(field.results(in: try! EmojiSearch.bundled(.korean), limit: 1) == ["🍎"])
        field.deleteBackward()
        #expect(field.query == "사고")
        field.insertText(" ")
        #expect(field.query == "사고 ")
        #expect(field.markedText.isEmpty)
    }

    @Test func backspaceTakesAWholeGraphemeCluster() {
        var field = EmojiSearchField()
        field.insertText("cat👍🏽")
        field.deleteBackward()
        #expect(field.query == "cat")
        field.insertText("e\u{301}")
        field.deleteBackward()
        #expect(field.query == "cat")
        field.clear()
        field.deleteBackward()
        #expect(field.query.isEmpty)
    }
}
