import ArgumentParser
import Foundation
import KeycraftPhoneNumbers
import KeycraftText

/// `keycraft format`: formatting as a field does it while typing, one stdin line at a time.
///
/// Two modes share the command (docs/cli.md): `--mask` (input masks in InputMask's notation) and
/// `--phone REGION` (libphonenumber's as-you-type phone formatting). Exactly one is given.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format each line of standard input as a field formats it while typing.",
        discussion: """
            --mask MASK: each line is pasted into an empty masked field (caret at the end, as InputMask's \
            apply sees it) and printed as `formatted<TAB>extracted<TAB>complete` or `…<TAB>incomplete`. \
            Masks use InputMask's notation: [0] digit, [9] optional digit, [A] letter, [a] optional letter, \
            [_] letter or digit, [-] optional one, […] more of the last kind, {x} fixed and extracted, \\ \
            escapes. The first --mask is the primary; further ones are alternatives picked by affinity. \
            --phone REGION: each line (digits, optionally a leading +) is typed character by character into \
            libphonenumber's as-you-type formatter for the region; prints the final formatted text, or with \
            --steps every intermediate result separated by tabs. Characters other than digits and a leading + \
            stop the grouping, as in libphonenumber. \
            Exit status: 0, or 2 on bad usage (a malformed mask, an unknown region).
            """
    )

    @Option(name: .customLong("mask"), help: ArgumentHelp("A mask format; repeat for alternatives.", valueName: "MASK"))
    var masks: [String] = []

    @Flag(help: "With --mask: append the fixed characters that follow the last value (`+1 (098` → `+1 (098) `).")
    var autocomplete = false

    @Option(help: ArgumentHelp(
        "With --mask: how alternatives are picked: \(MaskAffinityStrategy.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "STRATEGY"))
    var affinity: String = MaskAffinityStrategy.wholeString.rawValue

    @Option(name: .customLong("phone"), help: ArgumentHelp("Format phone numbers of this region (ISO 3166 code, e.g. KR).", valueName: "REGION"))
    var phoneRegion: String?

    @Flag(help: "With --phone: print the result after every character, tab-separated.")
    var steps = false

    private enum Mode {
        case mask(MaskFormatter)
        case phone(AsYouTypePhoneNumberFormatter)
    }

    func validate() throws {
        _ = try mode()
    }

    func run() throws {
        switch try mode() {
        case let .mask(formatter):
            for line in StandardStreams.readLines() { print(Self.paste(line, into: formatter)) }
        case let .phone(formatter):
            for line in StandardStreams.readLines() {
                print(Self.typePhoneNumber(line, into: formatter, steps: steps))
            }
        }
    }

    /// `line` pasted into an empty field with `formatter`: `formatted⇥extracted⇥complete|incomplete`.
    static func paste(_ line: String, into formatter: MaskFormatter) -> String {
        let edit = try! FormattingEdit(currentText: "", range: NSRange(location: 0, length: 0), replacement: line, source: .paste)
        let text = formatter.format(edit).replacement
        let result = formatter.result(for: text)
        return [text, result.extractedValue, result.isComplete ? "complete" : "incomplete"].joined(separator: "\t")
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
        switch (masks.isEmpty, phoneRegion) {
        case (false, nil): return .mask(try maskFormatter())
        case (true, let region?):
            do {
                return .phone(try AsYouTypePhoneNumberFormatter(regionCode: region))
            } catch {
                throw ValidationError("--phone: \(error)")
            }
        case (false, _?): throw ValidationError("Give --mask or --phone, not both.")
        case (true, nil): throw ValidationError("keycraft format needs a mode: pass --mask MASK or --phone REGION.")
        }
    }

    private func maskFormatter() throws -> MaskFormatter {
        guard let strategy = MaskAffinityStrategy(rawValue: affinity) else {
            throw ValidationError(
                "--affinity: unknown strategy '\(affinity)'; use \(MaskAffinityStrategy.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        var compiled: [Mask] = []
        for (index, format) in masks.enumerated() {
            do {
                compiled.append(try Mask(format: format))
            } catch {
                let which = index == 0 ? "--mask" : "--mask #\(index + 1)"
                throw ValidationError("\(which) '\(format)': \(error)")
            }
        }
        return MaskFormatter(
            primary: compiled[0], alternatives: Array(compiled.dropFirst()), affinityStrategy: strategy,
            autocomplete: autocomplete)
    }
}
