import KeycraftPlayground
import PropertyBased
import Testing

/// Any sequence of keys and clicks, on any screen and size, leaves a full, well-formed screen.
@Suite @MainActor struct RandomInputTests {
    static let keys: [Key] = [
        .character("a"), .character("7"), .character("한"), .character("👩‍👩‍👧"), .character("🇰🇷"), .character("\u{301}"),
        .character("q"), .character("0"), .character("6"), .tab, .backTab, .enter, .backspace, .escape, .up, .down,
        .left, .right, .control("d"), .control("e"), .control("s"), .control("r"), .control("k"), .control("n"),
        .control("u"), .control("a"), .control("f"), .control("g"), .control(" "), .character("k"), .character("r"), .character("."), .character("-"), .character(" "),
    ]

    /// Most numbers pick a key; the rest are clicks spread over the largest screen tried.
    static func key(_ number: Int) -> Key {
        number < 700 ? keys[number % keys.count] : .click(column: number % 131, row: (number / 7) % 46)
    }

    @Test func everyRenderingFillsTheGridExactly() async {
        let screens: [Int?] = [nil] + Array(1...10)
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...(screens.count - 1)), Gen.int(in: 0...999).array(of: 0...30),
            Gen.int(in: 40...130), Gen.int(in: 16...45)
        ) { screen, numbers, width, height in
            var playground = try #require(try? Playground(screen: screens[screen]))
            for key in numbers.map(Self.key) where !playground.isFinished {
                playground.handle(key, width: width, height: height)
                let grid = playground.render(width: width, height: height).grid
                let lines = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == height)
                #expect(lines.allSatisfy { DisplayWidth.of($0) == width })
            }
        }
    }

    /// Below 40×16 no screen is drawn: the terminal says how big to make it, and keys and clicks at
    /// that size (the terminal shrank mid-session) change nothing they shouldn't and crash nothing.
    @Test func aTerminalTooSmallSaysHowBigToMakeIt() async throws {
        let text = try Playground(screen: 5).render(width: 39, height: 16).grid.text
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words == "Make the terminal at least 40×16 (it is 39×16).")
        await propertyCheck(
            count: 40, input: Gen.int(in: 0...10), Gen.int(in: 0...999).array(of: 0...20), Gen.int(in: 0...39), Gen.int(in: 0...15)
        ) { screen, numbers, width, height in
            var playground = try #require(try? Playground(screen: screen == 0 ? nil : screen))
            for key in numbers.map(Self.key) where !playground.isFinished {
                playground.handle(key, width: width, height: height)
                let grid = playground.render(width: width, height: height).grid
                #expect(grid.width == width && grid.height == height)
            }
        }
    }
}
