import Foundation
import Testing
import ToolRunning

/// The playground's emoji search in a real terminal: a click (an SGR mouse report) on the globe key
/// opens the search field, typed keys fill its query, a click on a result puts the emoji in the field.
@Suite(.serialized) struct EmojiTmuxTests {
    /// The 1-based terminal column and row of the first cell of `text` on the screen.
    static func position(of text: String, in screen: String) throws -> (column: Int, row: Int) {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains(text) })
        let prefix = try #require(lines[row].range(of: text)).lowerBound
        // The prefix holds box drawing and ASCII: one column a character.
        return (lines[row][..<prefix].count + 1, row + 1)
    }

    static func click(_ position: (column: Int, row: Int), in session: TmuxSession) throws {
        try session.send(literal: "\u{1B}[<0;\(position.column);\(position.row)M\u{1B}[<0;\(position.column);\(position.row)m")
    }

    @Test(.enabled(if: DemoTmuxTests.tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)))
    func theGlobeKeyOpensEmojiSearchAndAClickInsertsTheEmoji() throws {
        let session = try TmuxSession(tmux: DemoTmuxTests.tmux!)
        defer { session.kill() }
        try session.start("\(keycraftExecutableURL().path) demo --screen 1; echo restored")
        let keyboard = try session.waitFor { $0.contains("Field · textFieldDidBeginEditing") && $0.contains("🌐") }
        try Self.click(Self.position(of: "🌐", in: keyboard), in: session)
        try session.waitFor { $0.contains("Search Emoji: ▏") }
        try session.send(literal: "pizza")
        let results = try session.waitFor { $0.contains("Search Emoji: pizza▏") && $0.contains("🍕") }
        try Self.click(Self.position(of: "🍕", in: results), in: session)
        // The globe key again closes the search; the field shows the emoji.
        let picked = try session.waitFor { $0.contains("│ 🍕") }
        try Self.click(Self.position(of: "🌐", in: picked), in: session)
        try session.waitFor { !$0.contains("Search Emoji") && $0.contains("│ 🍕") }
        try session.send(key: "C-c")
        try session.waitFor { $0.contains("restored") }
    }
}
