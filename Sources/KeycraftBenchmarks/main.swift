// Benchmarks: our code and the naive approach side by side, in one run, with the ratio.
// Run in release mode: `swift run -c release keycraft-benchmarks [SUITE ...]`.
import Foundation

/// Every suite by name; each prints its own tables.
/// Top-level code runs on the main actor, where the playground and the simulator's screens live.
let suites: [(name: String, run: @MainActor () -> Void)] = [
    ("text", TextBenchmarks.run),
    ("validation", ValidationBenchmarks.run),
    ("morse", MorseBenchmarks.run),
    ("words", WordsBenchmarks.run),
    ("forms", FormsBenchmarks.run),
    ("aasa", AASABenchmarks.run),
    ("keyboard", KeyboardBenchmarks.run),
    ("passwords", PasswordsBenchmarks.run),
    ("screen", ScreenBenchmarks.run),
    ("playground", PlaygroundBenchmarks.run),
    ("typing", TypingBenchmarks.run),
    ("masks", MaskBenchmarks.run),
    ("phone", PhoneBenchmarks.run),
    ("widths", DisplayWidthBenchmarks.run),
    ("autocorrect", AutocorrectBenchmarks.run),
    ("fields", FieldsBenchmarks.run),
    ("bindings", BindingsBenchmarks.run),
    ("signin", SignInBenchmarks.run),
    ("glide", GlideBenchmarks.run),
    ("emoji", EmojiBenchmarks.run),
    ("prediction", PredictionBenchmarks.run),
    ("sentences", SentenceBenchmarks.run),
    ("sound-alike", SoundAlikeBenchmarks.run),
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(suites.map(\.name))
if !unknown.isEmpty {
    print("unknown suite(s): \(unknown.sorted().joined(separator: ", ")); known: \(suites.map(\.name).joined(separator: ", "))")
    exit(2)
}
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    suite.run()
}
