import Foundation
import KeycraftPhoneNumbers
import KeycraftText

/// Phone numbers typed digit by digit. Ours keeps libphonenumber's incremental state and costs one
/// step per digit; the naive way retypes every digit so far on each keystroke. The field's formatter
/// stage (`PhoneNumberFormatter`, a whole edit: proposed text, dialled digits, caret, minimal
/// replacement) resumes from its last state when digits are added at the end.
///
/// `scripts/benchmark-phone-formatting.py` runs this suite and the PyPI package `phonenumbers` on the
/// same inputs (given in the file named by `KEYCRAFT_PHONE_BENCHMARK_INPUTS`, `REGION⇥INPUT` lines) and
/// prints both per-digit times with their ratio; it reads the `phone-per-digit-ns` line printed here.
enum PhoneBenchmarks {
    static let builtInInputs: [(String, String)] = [
        ("KR", "01012345678"), ("KR", "0212345678"), ("KR", "+821012345678"), ("US", "6502530000"),
        ("US", "16502530000"), ("US", "011442079460000"), ("GB", "02079460000"), ("GB", "+447400123456"),
        ("DE", "030123456"), ("DE", "015123456789"), ("FR", "0612345678"), ("JP", "09012345678"),
        ("CN", "13812345678"), ("IN", "9876543210"), ("BR", "11987654321"), ("AU", "0412345678"),
        ("RU", "89123456789"), ("IT", "0612345678"), ("MX", "5512345678"), ("NG", "08031234567"),
    ]

    static func run() {
        let inputs = loadInputs()
        let metadata: PhoneNumberMetadata
        do { metadata = try PhoneNumberMetadata.bundled() } catch {
            print("phone: cannot load the metadata: \(error)")
            return
        }
        let formatters = inputs.compactMap { region, input in
            (try? AsYouTypePhoneNumberFormatter(regionCode: region, metadata: metadata)).map { ($0, Array(input.unicodeScalars)) }
        }
        let digitCount = formatters.reduce(0) { $0 + $1.1.count }
        let ours = measure("ours", operations: digitCount) {
            for (template, scalars) in formatters {
                var formatter = template
                for scalar in scalars { blackHole(formatter.input(scalar)) }
            }
        }
        let naive = measure("naive", operations: digitCount) {
            for (template, scalars) in formatters {
                for end in 1...max(scalars.count, 1) where end <= scalars.count {
                    var formatter = template
                    for scalar in scalars[..<end] { formatter.input(scalar) }
                    blackHole(formatter.formattedNumber)
                }
            }
        }
        let fieldFormatters = inputs.compactMap { region, input in
            (try? PhoneNumberFormatter(regionCode: region, metadata: metadata)).map { ($0, input.map(String.init)) }
        }
        let field = measure("field", operations: digitCount) {
            for (formatter, characters) in fieldFormatters {
                var text = ""
                for character in characters {
                    let length = text.utf16.count
                    let edit = try! FormattingEdit(
                        currentText: text, range: NSRange(location: length, length: 0), replacement: character,
                        source: .typing)
                    let result = formatter.format(edit)
                    let utf16 = text.utf16
                    let start = utf16.index(utf16.startIndex, offsetBy: result.range.location)
                    let end = utf16.index(start, offsetBy: result.range.length)
                    text.replaceSubrange(start..<end, with: result.replacement)
                }
                blackHole(text)
            }
        }
        printComparisonTable(
            title: "phone: as-you-type formatting, per digit (\(formatters.count) numbers, \(digitCount) digits)",
            [
                Comparison(workload: "AsYouTypePhoneNumberFormatter vs retyping all digits", ours: ours, naive: naive),
                Comparison(workload: "PhoneNumberFormatter (the field's stage) vs retyping", ours: field, naive: naive),
            ])
        print(String(format: "phone-per-digit-ns\t%.1f", ours.nanosecondsPerOperation))
        print(String(format: "phone-field-per-digit-ns\t%.1f", field.nanosecondsPerOperation))
    }

    private static func loadInputs() -> [(String, String)] {
        guard let path = ProcessInfo.processInfo.environment["KEYCRAFT_PHONE_BENCHMARK_INPUTS"],
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return builtInInputs }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
    }
}
