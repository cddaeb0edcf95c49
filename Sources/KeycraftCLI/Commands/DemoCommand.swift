import ArgumentParser
import Foundation
import KeycraftPlayground

/// `keycraft demo`: the terminal playground, interactive, or driven by a key script.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "The terminal playground: every screen of the text-handling guides on the real engine.",
        discussion: """
            Interactive by default. With --keys FILE, runs the key script without a terminal and prints \
            the final screen as text. Scripts type their characters; named keys go in angle brackets: \
            <tab> <shift-tab> <enter> <backspace> <esc> <up> <down> <left> <right> <ctrl-c> <ctrl-d> <ctrl-space> \
            <click COLUMN ROW> <lt>.
            """
    )

    @Option(name: .long, help: "Open screen N (1–11) instead of the menu.")
    var screen: Int?

    @Option(name: .long, help: "Run this key script and print the final screen.")
    var keys: String?

    @Option(name: .long, help: "The screen size for --keys, as COLUMNSxROWS.")
    var size: String = "80x24"

    @Flag(name: .long, help: "Start in dark mode (Ctrl-D switches it while running).")
    var dark = false

    @Option(name: .long, help: """
        Seed the AutoFill screen's passwords and codes so a key script prints the same screen every run \
        (repeatable, not secure; without it, the system's secure generator).
        """)
    var seed: UInt64?

    private var randomness: PlaygroundRandomness { seed.map { .seeded(state: $0) } ?? .system }

    func run() async throws {
        // The playground's screens drive the app's controllers, which live on the main actor.
        try await MainActor.run { try runPlayground() }
    }

    @MainActor
    private func runPlayground() throws {
        if let screen { _ = try playground(screen: screen) }
        guard let keys else {
            var playground = try playground(screen: screen)
            playground.interfaceStyle = dark ? .dark : .light
            do {
                try playground.runInteractively()
            } catch {
                StandardStreams.writeError("keycraft demo: \(error)")
                throw ExitCode(ExitStatus.problems)
            }
            return
        }
        let (width, height) = try parsedSize()
        let script: String
        do {
            script = try String(contentsOfFile: keys, encoding: .utf8)
        } catch {
            throw ValidationError("--keys: can't read \(keys): \(error.localizedDescription)")
        }
        let parsed: [Key]
        do {
            parsed = try KeyScript.parse(script)
        } catch {
            throw ValidationError("--keys \(keys): \(error)")
        }
        let canvas = try Playground.run(
            keys: parsed, screen: screen, interfaceStyle: dark ? .dark : .light, width: width, height: height,
            randomness: randomness)
        print(canvas.grid.text)
    }

    @MainActor
    private func playground(screen: Int?) throws -> Playground {
        do {
            return try Playground(screen: screen, randomness: randomness)
        } catch {
            throw ValidationError("--screen: \(error)")
        }
    }

    private func parsedSize() throws -> (Int, Int) {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (40...500).contains(width),
            (16...200).contains(height)
        else {
            throw ValidationError("--size: expected COLUMNSxROWS with 40–500 columns and 16–200 rows, got “\(size)”")
        }
        return (width, height)
    }
}
