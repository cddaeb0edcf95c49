import Foundation
import KeycraftAutoFill

/// Password rules over Apple's 434 real websites' rules (vendored in `Resources/apple-password-rules`): canonicalizing
/// them, ours against a naive String-based canonicalizer, and generating a password for each.
enum PasswordsBenchmarks {
    static let dataURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KeycraftBenchmarks
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Resources/apple-password-rules/password-rules.json")

    static func run() {
        guard let rules = loadRules() else {
            print("\n## passwords\n\(dataURL.path) is absent; the passwords suite is skipped.")
            return
        }
        benchmarkCanonicalization(rules)
        benchmarkGeneration(rules)
    }

    private static func loadRules() -> [(domain: String, rules: String)]? {
        guard let data = try? Data(contentsOf: dataURL),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
        else { return nil }
        return object.keys.sorted().compactMap { domain in object[domain]?["password-rules"].map { (domain, $0) } }
    }

    private static func benchmarkCanonicalization(_ rules: [(domain: String, rules: String)]) {
        let texts = rules.map(\.rules)
        // The baseline is only a fair comparison if it computes the same thing.
        let agreeing = texts.filter {
            NaivePasswordRulesCanonicalizer.canonicalize($0) == PasswordRules.parse($0).rules.description
        }.count
        print("\n## passwords: naive canonicalizer agrees with ours on \(agreeing) of \(texts.count) real rules")

        let ours = measure("ours", operations: texts.count) {
            for text in texts { blackHole(PasswordRules.parse(text).rules.description) }
        }
        let naive = measure("naive", operations: texts.count) {
            for text in texts { blackHole(NaivePasswordRulesCanonicalizer.canonicalize(text)) }
        }
        let oursMinified = measure("ours minified", operations: texts.count) {
            for text in texts { blackHole(PasswordRules.parse(text, format: .minified).rules.description) }
        }
        printComparisonTable(title: "passwords: canonicalize the \(texts.count) real rules (per rule)", [
            Comparison(workload: "canonicalize (standard), UTF-16 scanner + bit sets vs String/Set<Character>", ours: ours, naive: naive),
        ])
        let throughput = 1e9 / ours.nanosecondsPerOperation
        print(String(format: "ours: %.0f rules/s standard, %.0f rules/s minified", throughput, 1e9 / oursMinified.nanosecondsPerOperation))
    }

    private static func benchmarkGeneration(_ rules: [(domain: String, rules: String)]) {
        var timings: [(domain: String, rules: String, nanoseconds: Double, format: GeneratedPassword.Format)] = []
        for (domain, text) in rules {
            guard let requirements = try? PasswordRequirements(parsing: text) else { continue }
            var format = GeneratedPassword.Format.appleDefault
            let measurement = measure(domain, operations: 20, rounds: 3) {
                for _ in 0..<20 {
                    guard let generated = try? StrongPasswordGenerator.generate(for: requirements) else { continue }
                    format = generated.format
                    blackHole(generated)
                }
            }
            timings.append((domain, text, measurement.nanosecondsPerOperation, format))
        }
        let sorted = timings.map(\.nanoseconds).sorted()
        let mean = sorted.reduce(0, +) / Double(max(sorted.count, 1))
        let appleFormat = timings.filter { $0.format == .appleDefault }.count
        printTable(
            title: "passwords: generate one password per real rule set (SystemRandomNumberGenerator)",
            header: ["rule sets", "Apple format", "uniform", "mean", "median", "p99", "slowest"],
            rows: [[
                "\(timings.count)", "\(appleFormat)", "\(timings.count - appleFormat)",
                formatDuration(nanoseconds: mean),
                formatDuration(nanoseconds: sorted[sorted.count / 2]),
                formatDuration(nanoseconds: sorted[min(sorted.count - 1, sorted.count * 99 / 100)]),
                formatDuration(nanoseconds: sorted.last ?? 0),
            ]]
        )
        if let slowest = timings.max(by: { $0.nanoseconds < $1.nanoseconds }) {
            print("slowest: \(slowest.domain) (\(formatDuration(nanoseconds: slowest.nanoseconds))): \(slowest.rules)")
        }
    }
}
