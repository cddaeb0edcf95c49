import Foundation
import KeycraftForms
import KeycraftPlayground
import Testing

@Suite @MainActor struct KeyboardAvoidanceScreenTests {
    func run(_ script: String, width: Int = 80, height: Int = 24) throws -> Playground {
        try scripted(script, screen: 10, width: width, height: height)
    }

    func screen(_ playground: Playground) throws -> KeyboardAvoidanceScreen {
        guard case .keyboardAvoidance(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    func tabs(_ count: Int) -> String { String(repeating: "<tab>", count: count) }

    @Test func noKeyboardNoInsets() throws {
        let screen = try screen(run(""))
        #expect(screen.focused == nil)
        #expect(screen.scrollState == ScrollViewState())
        #expect(screen.notifications.isEmpty)
    }

    @Test(arguments: [1, 4, 8, 12])
    func focusingAFieldScrollsItAboveTheKeyboard(_ field: Int) throws {
        let screen = try screen(run(tabs(field)))
        #expect(screen.focused == field - 1)
        let frame = CGRect(x: 20, y: 40 + 90 * CGFloat(field - 1), width: 353, height: 34)
        let visible = screen.visibleAboveKeyboard
        #expect(visible.minY <= frame.minY)
        #expect(visible.maxY >= frame.maxY)
        #expect(screen.scrollState.contentInset.bottom > 0)
        #expect(screen.scrollState.verticalScrollIndicatorInsets.bottom == screen.scrollState.contentInset.bottom)
        #expect(screen.notifications.contains { $0.name == .willShow })
    }

    @Test func theFocusedFieldIsDrawnAboveTheKeyboard() throws {
        let playground = try run(tabs(9) + "한e\u{301}👩‍👩‍👧🇰🇷")
        let lines = playground.render(width: 80, height: 24).grid.text.split(separator: "\n")
        let fieldRow = try #require(lines.firstIndex { $0.contains("한é👩‍👩‍👧🇰🇷") || $0.contains("한e\u{301}") })
        let barRow = try #require(lines.firstIndex { $0.contains("‹ Prev") })
        #expect(fieldRow < barRow)
        #expect(try screen(playground).fields[8].text == "한e\u{301}👩‍👩‍👧🇰🇷")
    }

    @Test func escapeDismissesAndRestoresTheInsets() throws {
        let screen = try screen(run(tabs(10) + "<esc>"))
        #expect(screen.focused == nil)
        #expect(screen.scrollState.contentInset == EdgeInsets.zero)
        #expect(screen.scrollState.verticalScrollIndicatorInsets == EdgeInsets.zero)
        #expect(screen.notifications.last?.name == .didHide)
    }

    @Test func aClickOnEmptySpaceDismisses() throws {
        let playground = try run(tabs(2))
        let canvas = playground.render(width: 80, height: 24)
        let empty = try #require((0..<24).lazy.flatMap { row in (0..<38).lazy.map { ($0, row) } }
            .first { canvas.tap(atColumn: $0.0, row: $0.1) == .outside })
        var after = playground
        after.handle(.click(column: empty.0, row: empty.1), width: 80, height: 24)
        #expect(try screen(after).focused == nil)
    }

    @Test func rotatingReplansForTheLandscapeKeyboard() throws {
        let portrait = try screen(run(tabs(6)))
        let landscape = try screen(run(tabs(6) + "<ctrl-r>"))
        #expect(landscape.orientation == .landscapeRight)
        #expect(landscape.scrollState != portrait.scrollState)
        let frame = CGRect(x: 20, y: 40 + 90 * 5, width: 353, height: 34)
        #expect(landscape.visibleAboveKeyboard.minY <= frame.minY)
        #expect(landscape.visibleAboveKeyboard.maxY >= frame.maxY)
        #expect(try screen(run(tabs(6) + "<ctrl-r><ctrl-r>")).orientation == .portrait)
    }

    @Test func theLogShowsEachNotificationWithItsFrames() throws {
        let text = try run(tabs(1)).render(width: 120, height: 40).grid.text
        #expect(text.contains("WillShow 0,852 393×380 → 0,472 393×380"))
    }
}
