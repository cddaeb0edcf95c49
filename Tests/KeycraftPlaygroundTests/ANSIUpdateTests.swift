@testable import KeycraftPlayground
import PropertyBased
import Testing

/// A terminal just able to replay what the playground writes: cursor positioning, SGR colours and
/// bold, clearing, and characters advancing by their display width. Like a real terminal, writing
/// over either half of a wide character destroys the other half — shown here as "�", so a frame
/// that leaves one behind fails loudly.
struct MiniTerminal {
    var screen: Grid
    var column = 0
    var row = 0
    var style = CellStyle.plain

    init(width: Int, height: Int) {
        screen = Grid(width: width, height: height)
    }

    mutating func feed(_ output: String) {
        var rest = Substring(output)
        while let character = rest.first {
            if character == "\u{1B}" {
                let end = rest.firstIndex { $0.isLetter && $0 != "\u{1B}" }!
                apply(rest[rest.index(rest.startIndex, offsetBy: 2)..<end], final: rest[end])
                rest = rest[rest.index(after: end)...]
                continue
            }
            put(character)
            rest = rest.dropFirst()
        }
    }

    private mutating func apply(_ parameters: Substring, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case "J": screen = Grid(width: screen.width, height: screen.height)
        case "m":
            style = .plain
            for code in numbers {
                if code == 1 { style.isBold = true }
                if let color = Color.allCases.first(where: { $0.foregroundCode == code }) { style.foreground = color }
                if let color = Color.allCases.first(where: { $0.foregroundCode + 10 == code }) { style.background = color }
            }
        default: Issue.record("unexpected escape sequence ending in \(final)")
        }
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0, column < screen.width else { return }
        // Landing on a wide character's right half breaks its left half, and covering its left half
        // leaves its right half behind.
        if screen[column, row].content == .continuation, column > 0 {
            screen.write("�", column: column - 1, row: row, style: .plain)
        }
        let after = column + width
        if after < screen.width, screen[after, row].content == .continuation {
            screen.write("�", column: after, row: row, style: .plain)
        }
        screen.write(String(character), column: column, row: row, style: style)
        column += width
    }
}

@Suite struct ANSIUpdateTests {
    static let texts = ["a", "bc", "한", "국어", "👩‍👩‍👧", "🇰🇷", "e\u{301}", " ", "xyz", "⌫"]
    static let styles: [CellStyle] = [.plain, CellStyle(foreground: .black, background: .brightWhite),
                                      CellStyle(foreground: .brightWhite, background: .blue, isBold: true)]

    /// Writes random texts in random styles at random places.
    static func scribble(on grid: inout Grid, _ writes: [Int]) {
        for number in writes {
            grid.write(texts[number % texts.count], column: (number / 7) % grid.width, row: (number / 13) % grid.height,
                       style: styles[(number / 3) % styles.count])
        }
    }

    @Test func anUnchangedFrameWritesNothing() {
        var grid = Grid(width: 10, height: 3)
        Self.scribble(on: &grid, [1, 22, 333])
        #expect(grid.ansiUpdate(from: grid).isEmpty)
    }

    @Test func oneChangedCellRedrawsOnlyItsRow() {
        let before = Grid(width: 80, height: 24)
        var after = before
        after.write("x", column: 40, row: 10, style: .plain)
        #expect(after.ansiUpdate(from: before) == "\u{1B}[11;41H\u{1B}[0;39;49mx\u{1B}[0m")
    }

    /// Any frame after any frame: replaying the update over the old screen shows exactly the new
    /// one, and replaying the first frame on a blank terminal shows it whole.
    @Test func replayingTheUpdateShowsTheNewFrame() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...9_999).array(of: 0...40), Gen.int(in: 0...9_999).array(of: 0...12),
            Gen.int(in: 1...30), Gen.int(in: 1...8)
        ) { first, second, width, height in
            var previous = Grid(width: width, height: height)
            Self.scribble(on: &previous, first)
            var next = previous
            Self.scribble(on: &next, second)

            var terminal = MiniTerminal(width: width, height: height)
            terminal.feed(previous.ansiUpdate(from: nil))
            #expect(terminal.screen == previous)
            terminal.feed(next.ansiUpdate(from: previous))
            #expect(terminal.screen == next, "\(terminal.screen.text)\n≠\n\(next.text)")
        }
    }

    /// Whatever is written or filled over whatever, a wide character's two halves stay together:
    /// each continuation follows a two-column character, and each two-column character has one.
    @Test func writesAndFillsNeverLeaveHalfAWideCharacter() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...9_999).array(of: 0...40), Gen.int(in: 1...20)) { writes, width in
            var grid = Grid(width: width, height: 3)
            for number in writes {
                if number % 5 == 0 {
                    grid.fill(Rect(column: (number / 5) % width, row: number % 3, width: 1 + number % 4, height: 1), style: .plain)
                } else {
                    Self.scribble(on: &grid, [number])
                }
            }
            for row in 0..<grid.height {
                for column in 0..<grid.width {
                    let cell = grid[column, row]
                    if cell.content == .continuation {
                        let lead = column > 0 ? grid[column - 1, row].content : nil
                        #expect(lead.map { if case .character(let c) = $0 { DisplayWidth.of(c) == 2 } else { false } } == true)
                    } else if case .character(let character) = cell.content, DisplayWidth.of(character) == 2 {
                        #expect(column + 1 < grid.width && grid[column + 1, row].content == .continuation)
                    }
                }
            }
        }
    }

    @Test func aResizedTerminalIsClearedAndDrawnWhole() {
        let small = Grid(width: 10, height: 4)
        var large = Grid(width: 12, height: 5)
        large.write("한국", column: 0, row: 0, style: .plain)
        let update = large.ansiUpdate(from: small)
        #expect(update.hasPrefix("\u{1B}[2J"))
        var terminal = MiniTerminal(width: 12, height: 5)
        terminal.feed(update)
        #expect(terminal.screen == large)
    }
}
