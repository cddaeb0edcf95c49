import Foundation
import KeycraftPlayground
import Testing

/// Compares a grid with the snapshot stored in `Snapshots/<name>.txt`, cell by cell.
///
/// Set `KEYCRAFT_RECORD_SNAPSHOTS=1` to (re)write the files; a missing file fails with that hint, so a
/// snapshot is never silently created by a normal run.
func expectSnapshot(_ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
    let actual = grid.snapshot
    if ProcessInfo.processInfo.environment["KEYCRAFT_RECORD_SNAPSHOTS"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot \(url.lastPathComponent); run with KEYCRAFT_RECORD_SNAPSHOTS=1 to record it",
                     sourceLocation: sourceLocation)
        return
    }
    let differences = snapshotDifferences(expected: expected, actual: actual)
    #expect(differences.isEmpty, "\(name) differs:\n\(differences.prefix(20).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
}

/// Readable differences between two snapshots: the block (text, foreground, background), the row and
/// column of each differing cell, and both values.
func snapshotDifferences(expected: String, actual: String) -> [String] {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var block = ""
    var blockStart = 0
    var differences: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let want = index < expectedLines.count ? Array(expectedLines[index]) : []
        let got = index < actualLines.count ? Array(actualLines[index]) : []
        if let last = want.last, last == ":" {
            block = String(want.dropLast())
            blockStart = index + 1
        }
        guard want != got else { continue }
        let cells = (0..<max(want.count, got.count)).filter { column in
            (column < want.count ? want[column] : nil) != (column < got.count ? got[column] : nil)
        }
        let shown = cells.prefix(5).map { column in
            "column \(column): expected “\(column < want.count ? String(want[column]) : "∅")” got “\(column < got.count ? String(got[column]) : "∅")”"
        }
        differences.append("\(block.isEmpty ? "header" : block) row \(index - blockStart): " + shown.joined(separator: ", "))
        differences.append("  expected: \(String(want))")
        differences.append("  actual:   \(String(got))")
    }
    return differences
}
