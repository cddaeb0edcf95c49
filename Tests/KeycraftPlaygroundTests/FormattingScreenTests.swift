import Testing
import KeycraftText
@testable import KeycraftPlayground

/// Screen 11: card, expiry, amount and phone fields formatted in their pipelines, values shown live.
@Suite @MainActor struct FormattingScreenTests {
    static func screen(after script: String) throws -> FormattingScreen {
        var screen = try FormattingScreen()
        for key in try KeyScript.parse(script) { _ = screen.handle(.key(key)) }
        return screen
    }

    @Test func eachFieldFormatsAsItIsTyped() throws {
        let screen = try Self.screen(after: "4111111111111111<tab>13<tab>0042.5<tab>6502530000<tab>24112026")
        #expect(screen.fields.map(\.text) == ["4111 1111 1111 1111", "1", "42.5", "(650) 253-0000", "24.11.2026"])
        #expect(screen.values.map(\.value) == ["4111111111111111", "1", "42.5", "6502530000", "24.11.2026"])
        #expect(screen.values.map(\.isComplete) == [true, false, true, true, true])
    }

    @Test func ctrlGSwitchesThePhoneRegionAndKeepsTheDigits() throws {
        var screen = try Self.screen(after: "<tab><tab><tab>01012345678")
        #expect(screen.region == "US")
        _ = screen.handle(.key(.control("g")))
        #expect(screen.region == "KR")
        #expect(screen.fields[3].text == "010-1234-5678")
        #expect(screen.focused == 3)
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
