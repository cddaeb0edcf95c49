import Foundation

/// One workload measured with our code and with the naive approach in the same run.
struct Comparison {
    let workload: String
    let ours: Measurement
    let naive: Measurement

    /// How many times faster ours is (naive time ÷ our time).
    var speedup: Double { naive.nanosecondsPerOperation / ours.nanosecondsPerOperation }
}

/// Formats a time per operation with a unit a reader takes in at a glance.
func formatDuration(nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
}

/// Prints comparisons as an aligned table: workload, ours, naive, and the ratio naive ÷ ours.
func printComparisonTable(title: String, _ rows: [Comparison]) {
    printTable(
        title: title,
        header: ["workload", "ours / op", "naive / op", "naive ÷ ours"],
        rows: rows.map {
            [
                $0.workload,
                formatDuration(nanoseconds: $0.ours.nanosecondsPerOperation),
                formatDuration(nanoseconds: $0.naive.nanosecondsPerOperation),
                String(format: "%.1f×", $0.speedup),
            ]
        }
    )
}

/// Prints any table with columns padded to their widest cell.
func printTable(title: String, header: [String], rows: [[String]]) {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
        zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            .joined(separator: "  ")
    }
    print("\n## \(title)")
    print(line(header))
    print(line(widths.map { String(repeating: "-", count: $0) }))
    rows.forEach { print(line($0)) }
}
