import Foundation
import KeycraftAutoFill

/// AASA pattern matching: our all-positions-at-once matcher against the recursive backtracking
/// wildcard matcher people usually write, on ordinary and on adversarial patterns.
enum AASABenchmarks {
    static func run() {
        let workloads: [(name: String, pattern: String, text: String, operations: Int)] = [
            ("path /buy/* (typical)", "/buy/*", "/buy/shoes/running/42", 20_000),
            ("/*/items/?*/* (typical)", "/*/items/?*/*", "/ko_KR/items/4711/detail", 20_000),
            ("/$(lang)_$(region)/* (variables)", "/$(lang)_$(region)/*", "/ko_KR/menu/pizza", 2_000),
            ("*a*a*a*a*a*b vs a×24 (adversarial)", String(repeating: "*a", count: 5) + "*b", String(repeating: "a", count: 24), 20),
            ("*a×7 *b vs a×28 (adversarial)", String(repeating: "*a", count: 7) + "*b", String(repeating: "a", count: 28), 2),
        ]
        var rows: [Comparison] = []
        for workload in workloads {
            let pattern = try! URLPattern(workload.pattern, percentEncoded: false)
            // The naive matcher has no variables: it gets them expanded into one alternation each,
            // tried one after another, as a hand-written matcher would.
            let naivePatterns = expand(workload.pattern).map { Array($0)[...] }
            // Both sides start from the URL's String, so both pay for grapheme segmentation.
            func naive() -> Bool {
                let textCharacters = Array(workload.text)[...]
                return naivePatterns.contains { naiveMatch($0, textCharacters) }
            }
            precondition(pattern.matches(workload.text) == naive())
            let ours = measure("ours", operations: workload.operations) {
                for _ in 0..<workload.operations { blackHole(pattern.matches(workload.text)) }
            }
            let naive = measure("naive", operations: workload.operations, rounds: 1) {
                for _ in 0..<workload.operations { blackHole(naive()) }
            }
            rows.append(Comparison(workload: workload.name, ours: ours, naive: naive))
        }
        printComparisonTable(title: "AASA URL pattern matching", rows)
    }

    /// Every variable-free pattern `pattern` stands for (only the variables the workloads use).
    private static func expand(_ pattern: String) -> [String] {
        var patterns = [pattern]
        for variable in [PredefinedSubstitution.lang, .region] {
            let name = "$(\(variable.rawValue))"
            patterns = patterns.flatMap { pattern in
                pattern.contains(name) ? variable.values.map { pattern.replacingOccurrences(of: name, with: $0) } : [pattern]
            }
        }
        return patterns
    }

    /// Textbook recursive wildcard matching: `*` tries every split, so nested stars are exponential.
    private static func naiveMatch(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if naiveMatch(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && naiveMatch(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && naiveMatch(pattern.dropFirst(), text.dropFirst())
        }
    }
}
