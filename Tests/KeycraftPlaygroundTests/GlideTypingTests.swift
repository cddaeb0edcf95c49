import Foundation
@testable import KeycraftPlayground
import KeycraftKeyboard
import KeycraftText
import Testing

/// Glide typing on the letter keyboards: a mouse drag (press, motion with the button held, release)
/// across the on-screen keys draws a trail, commits the decoded word and a space, and the bar offers
/// the alternatives.
@Suite @MainActor struct GlideTypingTests {
    static let size = (width: 80, height: 24)

    func field(_ playground: Playground) throws -> TextFieldSession {
        guard case .firstResponder(let screen) = playground.page else { throw NotOnScreen() }
        return screen.field
    }

    /// The cell in the middle of `letter`'s key as drawn.
    func cell(of letter: Character, in playground: Playground) throws -> (column: Int, row: Int) {
        let hotspot = try #require(playground.render(width: Self.size.width, height: Self.size.height).hotspots
            .last { $0.tap == .keyboardKey(.text(String(letter))) })
        return (hotspot.rect.column + hotspot.rect.width / 2, hotspot.rect.row)
    }

    /// The mouse events of a drag through `word`'s keys: a press on the first, motion through every
    /// cell on the straight lines between the keys, a release on the last.
    func drag(_ word: String, in playground: Playground) throws -> [Key] {
        let cells = try word.map { try cell(of: $0, in: playground) }
        var keys: [Key] = [.click(column: cells[0].column, row: cells[0].row)]
        for (a, b) in zip(cells, cells.dropFirst()) {
            let steps = max(abs(b.column - a.column), abs(b.row - a.row), 1)
            for step in 1...steps {
                keys.append(.drag(column: a.column + (b.column - a.column) * step / steps, row: a.row + (b.row - a.row) * step / steps))
            }
        }
        keys.append(.release(column: cells.last!.column, row: cells.last!.row))
        return keys
    }

    func handle(_ keys: [Key], _ playground: inout Playground) {
        for key in keys { playground.handle(key, width: Self.size.width, height: Self.size.height) }
    }

    @Test func aDragAcrossTheKeysCommitsTheWordAndASpace() throws {
        var playground = try scripted("Say ", screen: 1)
        handle(try drag("hello", in: playground), &playground)
        #expect(try field(playground).text == "Say hello ")
        // A second one follows it; the first of a sentence is capitalised.
        handle(try drag("world", in: playground), &playground)
        #expect(try field(playground).text == "Say hello world ")
        var fresh = try scripted("", screen: 1)
        handle(try drag("hello", in: fresh), &fresh)
        #expect(try field(fresh).text == "Hello ")
    }

    @Test func theTrailIsDrawnWhileTheButtonIsHeld() throws {
        var playground = try scripted("", screen: 1)
        let keys = try drag("hello", in: playground)
        handle(Array(keys.dropLast()), &playground)
        let grid = playground.render(width: Self.size.width, height: Self.size.height).grid
        #expect(grid.text.filter { $0 == "•" }.count >= 5)
        // Until the release, the press typed its letter, as a tap does.
        #expect(try field(playground).text == "h")
        handle([keys.last!], &playground)
        #expect(!playground.render(width: Self.size.width, height: Self.size.height).grid.text.contains("•"))
        #expect(try field(playground).text == "Hello ")
    }

    @Test func theBarOffersAlternativesAndAClickSwapsTheWord() throws {
        var playground = try scripted("go ", screen: 1)
        handle(try drag("to", in: playground), &playground)
        #expect(try field(playground).text == "go to ")
        let canvas = playground.render(width: Self.size.width, height: Self.size.height)
        guard case .firstResponder(let screen) = playground.page else { throw NotOnScreen() }
        let bar = try #require(screen.driver.suggestions.bar(for: screen.field, source: .english))
        let too = try #require(bar.slots.firstIndex { $0.text == "too" }, "\(bar)")
        let slot = try #require(canvas.hotspots.first { $0.tap == .suggestion(too) })
        handle([.click(column: slot.rect.column + 1, row: slot.rect.row), .release(column: slot.rect.column + 1, row: slot.rect.row)], &playground)
        #expect(try field(playground).text == "go too ")
        // Backspace right after takes the glided word back whole.
        handle([.backspace], &playground)
        #expect(try field(playground).text == "go ")
    }

    @Test func aClickWithoutADragIsStillATap() throws {
        var playground = try scripted("", screen: 1)
        let h = try cell(of: "h", in: playground)
        handle([.click(column: h.column, row: h.row), .drag(column: h.column, row: h.row), .release(column: h.column, row: h.row)], &playground)
        #expect(try field(playground).text == "h")
        // A release or drag with no press before it does nothing.
        handle([.drag(column: 3, row: 3), .release(column: 40, row: 20)], &playground)
        #expect(try field(playground).text == "h")
    }

    @Test func shiftCapitalisesTheGlidedWord() throws {
        var playground = try scripted("ok ", screen: 1)
        let shift = try #require(playground.render(width: Self.size.width, height: Self.size.height).hotspots.last { $0.tap == .keyboardKey(.shift) })
        handle([.click(column: shift.rect.column, row: shift.rect.row)], &playground)
        handle(try drag("hello", in: playground), &playground)
        #expect(try field(playground).text == "ok Hello ")
    }

    @Test func afterHangulAndEmojiTheWordIsSeparatedAndTheyStayWhole() throws {
        var playground = try scripted("<ctrl-space>gksrmf<ctrl-space>", screen: 1)
        #expect(try field(playground).text == "한글")
        handle(try drag("hello", in: playground), &playground)
        #expect(try field(playground).text == "한글 hello ")
        handle([.backspace], &playground)
        #expect(try field(playground).text == "한글")
        var emoji = try scripted("👩‍👩‍👧", screen: 1)
        handle(try drag("hello", in: emoji), &emoji)
        #expect(try field(emoji).text == "👩‍👩‍👧 hello ")
    }

    @Test func theKoreanSourceHasNoGlideTyping() throws {
        var playground = try scripted("<ctrl-space>", screen: 1)
        handle(try drag("hello", in: playground), &playground)
        // The press typed its key, as a tap; the drag did nothing more.
        #expect(try field(playground).text == "h")
    }

    @Test func cellsMapOntoTheLayoutsKeys() throws {
        let playground = try scripted("", screen: 1)
        let canvas = playground.render(width: Self.size.width, height: Self.size.height)
        let mapping = try #require(GlideTrailMapping(canvas: canvas))
        let layout = LetterKeyLayout.iPhonePortraitEnglish
        for letter in "qwertyuiopasdfghjklzxcvbnm" {
            let (column, row) = try cell(of: letter, in: playground)
            #expect(layout.key(at: mapping.point(column: column, row: row)) == letter)
        }
    }
}
