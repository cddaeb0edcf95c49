import ArgumentParser
import KeycraftPhoneNumbers

/// `keycraft format`: formatting as a field does it while typing, one stdin line at a time.
///
/// Two modes share the command (DESIGN.md): `--mask` (input masks in InputMask's notation) and
/// `--phone REGION` (libphonenumber's as-you-type phone formatting). Exactly one is given.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format each line of standard input as a field formats it while typing.",
        discussion: """
            --phone REGION: each line (digits, optionally a leading +) is typed character by character into \
            libphonenumber's as-you-type formatter for the region; prints the final formatted text, or with \
            --steps every intermediate result separated by tabs. Characters other than digits and a leading + \
            stop the grouping, as in libphonenumber. Exit status: 0, or 2 on bad usage (an unknown region).
            """
    )

    @Option(name: .customLong("phone"), help: ArgumentHelp("Format phone numbers of this region (ISO 3166 code, e.g. KR).", valueName: "REGION"))
    var phoneRegion: String?

    @Flag(help: "With --phone: print the result after every character, tab-separated.")
    var steps = false

    // `--mask M [--mask ALT …] [--autocomplete]` (input masks) joins here as a second mode: parse its
    // options beside `--phone`, add a case to `Mode`, and a branch to `run()`.

    private enum Mode {
        case phone(AsYouTypePhoneNumberFormatter)
    }

    func validate() throws {
        _ = try mode()
    }

    func run() throws {
        switch try mode() {
        case let .phone(formatter):
            for line in StandardStreams.readLines() {
                print(Self.typePhoneNumber(line, into: formatter, steps: steps))
            }
        }
    }

    /// Types `line` into a fresh copy of `formatter`: the final result, or every result tab-separated.
    static func typePhoneNumber(_ line: String, into formatter: AsYouTypePhoneNumberFormatter, steps: Bool) -> String {
        var formatter = formatter
        var results: [String] = []
        var last = ""
        for scalar in line.unicodeScalars {
            last = formatter.input(scalar)
            if steps { results.append(last) }
        }
        return steps ? results.joined(separator: "\t") : last
    }

    private func mode() throws -> Mode {
        guard let phoneRegion else {
            throw ValidationError("keycraft format needs a mode: pass --phone REGION.")
        }
        do {
            return .phone(try AsYouTypePhoneNumberFormatter(regionCode: phoneRegion))
        } catch {
            throw ValidationError("--phone: \(error)")
        }
    }
}
