import Foundation
import KeycraftPlayground

/// The playground's frame per keystroke: handle the key, render the screen, write it to the terminal.
///
/// Ours writes only each changed row's changed span (`Grid.ansiUpdate(from:)`). The naive approach,
/// what the playground did before and what a simple TUI does, repaints the whole grid every frame.
/// Time covers handling, rendering and encoding; bytes are what reaches the terminal — the cost a
/// remote terminal feels.
@MainActor
enum PlaygroundBenchmarks {
    struct Workload {
        let name: String
        let screen: Int
        let width: Int
        let height: Int
        let script: String
    }

    static let workloads = [
        Workload(name: "text delegate, 80×24", screen: 6, width: 80, height: 24, script: "Hong Gildong<tab>42<tab>m<tab>hong@example.com"),
        Workload(name: "notes text view, 80×24", screen: 5, width: 80, height: 24,
                 script: "<ctrl-e><enter>한글 입력도 되고 👩‍👩‍👧 emoji too, typed at the end of the text"),
        Workload(name: "notes text view, 200×60", screen: 5, width: 200, height: 60,
                 script: "<ctrl-e><enter>한글 입력도 되고 👩‍👩‍👧 emoji too, typed at the end of the text"),
        Workload(name: "AutoFill sign-up, 120×40", screen: 8, width: 120, height: 40, script: "hong@example.com<tab><ctrl-u><tab>123456"),
    ]

    static func run() {
        var comparisons: [Comparison] = []
        var bytes: [[String]] = []
        for workload in workloads {
            guard let keys = try? KeyScript.parse(workload.script) else { return }
            let oursBytes = frames(workload, keys: keys, incremental: true)
            let naiveBytes = frames(workload, keys: keys, incremental: false)
            let ours = measure("ours", operations: keys.count) { blackHole(frames(workload, keys: keys, incremental: true)) }
            let naive = measure("naive", operations: keys.count) { blackHole(frames(workload, keys: keys, incremental: false)) }
            comparisons.append(Comparison(workload: workload.name, ours: ours, naive: naive))
            bytes.append([workload.name, "\(oursBytes / keys.count) B", "\(naiveBytes / keys.count) B",
                          String(format: "%.1f×", Double(naiveBytes) / Double(max(oursBytes, 1)))])
        }
        printComparisonTable(title: "playground: time per keystroke (handle + render + encode)", comparisons)
        printTable(title: "playground: bytes written to the terminal per keystroke",
                   header: ["workload", "ours / key", "naive / key", "naive ÷ ours"], rows: bytes)
    }

    /// Types `keys` on a fresh screen, encoding a frame after each; returns the bytes written.
    static func frames(_ workload: Workload, keys: [Key], incremental: Bool) -> Int {
        guard var playground = try? Playground(screen: workload.screen, randomness: .seeded(state: 1)) else { return 0 }
        playground.resize(width: workload.width, height: workload.height)
        var shown = playground.render(width: workload.width, height: workload.height).grid
        var written = 0
        for key in keys {
            playground.handle(key, width: workload.width, height: workload.height)
            let grid = playground.render(width: workload.width, height: workload.height).grid
            written += (incremental ? grid.ansiUpdate(from: shown) : grid.ansi).utf8.count
            shown = grid
        }
        return written
    }
}
