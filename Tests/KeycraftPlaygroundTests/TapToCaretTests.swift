import Foundation
@testable import KeycraftPlayground
import KeycraftText
import Testing

@Suite @MainActor struct TapToCaretTests {
    @Test func aTapGoesToTheNearerEndOfTheTappedWord() {
        let text = "hello world"
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 0, in: text) == 0)  // on "h": its start
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 3, in: text) == 5)  // on the second "l": the end
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 7, in: text) == 6)  // on "o" of world: its start
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 11, in: text) == 11)  // past the end
    }

    @Test func hangulAndEmojiSnapToTheirWordBoundaries() {
        let korean = "안녕하세요 반가워요"
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 1, in: korean) == 0)
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 3, in: korean) == 5)
        // The family emoji is one segment of 8 UTF-16 units: a tap on it goes to one of its ends.
        let emoji = "a 👩‍👩‍👧 b"
        #expect([2, 10].contains(TapToCaret.caretOffset(tappingCharacterAt: 2, in: emoji)))
        // A combining mark stays with its letter.
        let accent = "cafe\u{301} noir"
        #expect(TapToCaret.caretOffset(tappingCharacterAt: 3, in: accent) == 5)
    }

    @Test func columnsCountDisplayWidthFromTheFirstShownCharacter() {
        #expect(TapToCaret.offset(atColumn: 1, firstCharacter: 0, in: "한국어") == 0)  // the right half of 한
        #expect(TapToCaret.offset(atColumn: 2, firstCharacter: 0, in: "한국어") == 1)
        #expect(TapToCaret.offset(atColumn: 99, firstCharacter: 0, in: "한국어") == 3)
        #expect(TapToCaret.offset(atColumn: 0, firstCharacter: 1, in: "한국어") == 1)
        #expect(TapToCaret.offset(atColumn: 2, firstCharacter: 0, in: "👩‍👩‍👧x") == 8)
    }

    /// The cell showing `needle`'s first character in the rendered screen.
    func cell(of needle: String, in playground: Playground) throws -> (column: Int, row: Int) {
        let grid = playground.render(width: 80, height: 24).grid
        for row in 0..<grid.height {
            var line = ""
            var columns: [Int] = []
            for column in 0..<grid.width {
                if case .character(let character) = grid[column, row].content {
                    line.append(character)
                    columns.append(column)
                }
            }
            if let range = line.range(of: needle) {
                return (columns[line.distance(from: line.startIndex, to: range.lowerBound)], row)
            }
        }
        throw NotOnScreen()
    }

    /// Clicks `columns` cells into the first place `needle` shows, then types `typed`.
    func click(_ columns: Int, into needle: String, thenType typed: Character, on playground: inout Playground) throws {
        let found = try cell(of: needle, in: playground)
        playground.handle(.click(column: found.column + columns, row: found.row), width: 80, height: 24)
        playground.handle(.character(typed), width: 80, height: 24)
    }

    @Test func clickingInAFieldPutsTheCaretThereAndTypingGoesThere() throws {
        var playground = try scripted("hello world", screen: 4)
        // The second "l" of hello is nearer its end: the caret goes after "hello".
        try click(3, into: "hello", thenType: ",", on: &playground)
        guard case .returnKey(let screen) = playground.page else { throw NotOnScreen() }
        #expect(screen.fields[0].text == "hello, world")
    }

    @Test func clickingAnotherFieldsTextFocusesItWithTheCaretAtTheTappedWord() throws {
        var playground = try scripted("Kim Minsu<enter>seoul", screen: 4)
        try click(0, into: "Kim", thenType: "Y", on: &playground)
        guard case .returnKey(let screen) = playground.page else { throw NotOnScreen() }
        #expect(screen.focused == 0)
        #expect(screen.fields[0].text == "YKim Minsu")
    }

    @Test func clickingInTheTextViewPutsTheCaretAtTheTappedWord() throws {
        var playground = try scripted("", screen: 5)
        try click(1, into: "responder", thenType: "#", on: &playground)
        guard case .keyboardNotifications(let screen) = playground.page else { throw NotOnScreen() }
        #expect(screen.text.contains("#responder"))
    }

    @Test func aSecureFieldKeepsItsCaretAtTheEnd() throws {
        var playground = try scripted("hong@example.com<tab>abc def", screen: 8)
        try click(0, into: "•••", thenType: "!", on: &playground)
        guard case .autoFill(let screen) = playground.page else { throw NotOnScreen() }
        #expect(screen.fields[1].text == "abc def!")
    }
}
