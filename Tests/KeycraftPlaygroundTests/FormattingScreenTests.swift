import Testing
@testable import KeycraftPlayground

/// Screen 11: card, expiry, amount and phone fields formatted in their pipelines, values shown live.
@Suite struct FormattingScreenTests {
    static func screen(after script: String) throws -> FormattingScreen {
        var screen = try FormattingScreen()
        for key in try KeyScript.parse(script) { _ = screen.handle(.key(key)) }
        return screen
    }

    @Test func eachFieldFormatsAsItIsTyped() throws {
        let screen = try Self.screen(after: "4111111111111111<tab>13<tab>0042.5<tab>4155550123")
        #expect(screen.fields.map(\.text) == ["4111 1111 1111 1111", "1", "42.5", "+1 (415) 555-0123"])
        #expect(screen.values.map(\.value) == ["4111111111111111", "1", "42.5", "+14155550123"])
        #expect(screen.values.map(\.isComplete) == [true, false, true, true])
    }

    @Test func anAmericanExpressNumberIsGrouped465AndHangulIsDropped() throws {
        let screen = try Self.screen(after: "3782한822463👍10005")
        #expect(screen.fields[0].text == "3782 822463 10005")
        #expect(screen.fields[0].selectedRange.location == 17)
    }

    @Test func backspaceAfterTheSlashDeletesTheMonthDigit() throws {
        let screen = try Self.screen(after: "<tab>12<backspace>")
        #expect(screen.fields[1].text == "1")
    }

    @Test func theMenuOpensItWithF() throws {
        let canvas = try Playground.run(keys: try KeyScript.parse("f"), screen: nil, interfaceStyle: .light, width: 80, height: 24)
        #expect(canvas.grid.snapshot.contains("11 · Formatting"))
    }
}
