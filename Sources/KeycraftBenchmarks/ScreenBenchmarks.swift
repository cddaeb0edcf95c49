import Foundation
import KeycraftForms
import KeycraftSimulator

/// Walking a long form with the accessory bar's Next: every step moves focus and redraws the bar
/// (previous / next enabled).
///
/// Ours keeps the focus order computed once and steps from the current position. The naive approach,
/// common in keyboard managers, collects the focusable fields, sorts them by frame and searches for the
/// current one on every step (and again for the bar's state).
@MainActor
enum ScreenBenchmarks {
    static func run() {
        var comparisons: [Comparison] = []
        for count in [10, 100, 1_000] {
            // Two columns, every seventh field hidden, so both the order and the skipping matter.
            let fields: [FormField] = (0..<count).map { (index: Int) -> FormField in
                let x: CGFloat = index % 2 == 0 ? 20 : 200
                let frame = CGRect(x: x, y: CGFloat(index / 2) * 50, width: 160, height: 34)
                return FormField(id: "f\(index)", frame: frame, isHidden: index % 7 == 3, showsAccessoryBar: true)
            }
            guard var start = try? FormScreen(fields: fields), (try? start.focus("f0")) == true else { return }
            let steps = fields.filter(\.canBecomeFirstResponder).count - 1
            // Both walks must visit the same fields in the same order, or the comparison means nothing.
            guard walk(start, steps: steps, ours: true) == walk(start, steps: steps, ours: false) else {
                print("screen: the naive walk disagrees with FormScreen at \(count) fields")
                return
            }
            let ours = measure("ours", operations: steps) { blackHole(walk(start, steps: steps, ours: true)) }
            let naive = measure("naive", operations: steps, rounds: count >= 1_000 ? 2 : 5) { blackHole(walk(start, steps: steps, ours: false)) }
            comparisons.append(Comparison(workload: "Next across \(count) fields", ours: ours, naive: naive))
        }
        printComparisonTable(title: "screen: time per Next (focus change + accessory bar state)", comparisons)
    }

    /// Presses Next `steps` times; returns the visited field ids and the bar's state at each.
    static func walk(_ start: FormScreen, steps: Int, ours: Bool) -> [String] {
        var screen = start
        var visited: [String] = []
        visited.reserveCapacity(steps)
        for _ in 0..<steps {
            if ours {
                screen.focusNext()
                let bar = screen.accessoryBar
                visited.append("\(screen.firstResponder?.id ?? "-")\(bar?.isNextEnabled == true ? ">" : ".")")
            } else {
                let chain = naiveChain(screen)
                guard let position = chain.firstIndex(of: screen.firstResponderIndex ?? -1), position + 1 < chain.count else { break }
                _ = try? screen.focus(screen.fields[chain[position + 1]].id)
                let after = naiveChain(screen)
                let hasNext = after.firstIndex(of: screen.firstResponderIndex ?? -1).map { $0 + 1 < after.count } ?? false
                visited.append("\(screen.firstResponder?.id ?? "-")\(hasNext ? ">" : ".")")
            }
        }
        // Copies of a screen share its delegate-call log; empty it so rounds do not pile up.
        _ = screen.drainDelegateCalls()
        return visited
    }

    /// Sorts the focusable fields by frame from scratch.
    static func naiveChain(_ screen: FormScreen) -> [Int] {
        screen.fields.indices.filter { screen.fields[$0].canBecomeFirstResponder }.sorted { a, b in
            let (fa, fb) = (screen.fields[a].frame, screen.fields[b].frame)
            return fa.minY != fb.minY ? fa.minY < fb.minY : fa.minX < fb.minX
        }
    }
}
