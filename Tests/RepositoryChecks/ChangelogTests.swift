import Foundation
import Testing

/// CHANGELOG.md reads as a list of what changed for users: one short line per change, under Keep a
/// Changelog's headings. How a change was measured belongs in its commit message.
@Suite struct ChangelogTests {
    static let longestEntry = 160
    static let headings: Set<String> = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]

    /// The lines below the first version heading.
    static func releaseLines() throws -> [(number: Int, text: String)] {
        let changelog = try String(contentsOf: NoticeTests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let lines = changelog.components(separatedBy: "\n").enumerated().map { (number: $0.offset + 1, text: $0.element) }
        let first = try #require(lines.firstIndex { $0.text.hasPrefix("## [") }, "CHANGELOG.md has no version heading")
        return Array(lines[first...])
    }

    @Test func everyChangeIsOneShortLine() throws {
        for line in try Self.releaseLines() {
            #expect(!line.text.hasPrefix(" "), "CHANGELOG.md:\(line.number) continues an entry: one line per change")
            if line.text.hasPrefix("- ") {
                #expect(line.text.count <= Self.longestEntry, "CHANGELOG.md:\(line.number) is \(line.text.count) characters")
            }
        }
    }

    @Test func changesStandUnderKeepAChangelogsHeadings() throws {
        for line in try Self.releaseLines() where line.text.hasPrefix("### ") {
            #expect(Self.headings.contains(String(line.text.dropFirst(4))), "CHANGELOG.md:\(line.number): \(line.text)")
        }
    }
}
