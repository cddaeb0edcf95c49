import ArgumentParser
import Foundation
import KeycraftText

/// `keycraft format --mask M [--mask ALT …] [--autocomplete]`: each line of standard input pasted into an
/// empty masked field, through the same formatter stage a field runs.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format each line of standard input as a masked field does.",
        discussion: """
            Each line is pasted into an empty field (caret at the end, as InputMask's apply sees it) and \
            printed as `formatted<TAB>extracted<TAB>complete` or `…<TAB>incomplete`. Masks use InputMask's \
            notation: [0] digit, [9] optional digit, [A] letter, [a] optional letter, [_] letter or digit, \
            [-] optional one, […] more of the last kind, {x} fixed and extracted, \\ escapes. The first \
            --mask is the primary; further ones are alternatives picked by affinity. \
            Exit status: 0 ok, 2 on bad usage or a malformed mask.
            """
    )

    @Option(name: .customLong("mask"), help: ArgumentHelp("A mask format; repeat for alternatives.", valueName: "MASK"))
    var masks: [String] = []

    @Flag(help: "Append the fixed characters that follow the last value (`+1 (098` → `+1 (098) `).")
    var autocomplete = false

    @Option(help: ArgumentHelp(
        "How alternatives are picked: \(MaskAffinityStrategy.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "STRATEGY"))
    var affinity: String = MaskAffinityStrategy.wholeString.rawValue

    func validate() throws {
        _ = try formatter()
    }

    func run() throws {
        let formatter = try formatter()
        for line in StandardStreams.readLines() {
            let edit = FormattingEdit(currentText: "", range: NSRange(location: 0, length: 0), replacement: line, source: .paste)
            let text = formatter.format(edit).replacement
            let result = formatter.result(for: text)
            print([text, result.extractedValue, result.isComplete ? "complete" : "incomplete"].joined(separator: "\t"))
        }
    }

    private func formatter() throws -> MaskFormatter {
        guard !masks.isEmpty else { throw ValidationError("Give a mask with --mask, e.g. --mask '+1 ([000]) [000]-[0000]'.") }
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
