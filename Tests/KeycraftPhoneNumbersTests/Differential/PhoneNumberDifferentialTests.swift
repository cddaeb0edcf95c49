import Foundation
import KeycraftPhoneNumbers
import Testing

/// Every case of `Data/PhoneNumberDifferentialCases.jsonl`, generated from the PyPI package
/// `phonenumbers` by `scripts/generate-phone-number-test-data.py`: the as-you-type result after each
/// character and the remembered caret, and parsing, E.164, international and national formatting and
/// validity of complete numbers, compared with ours.
@Suite("Differential test against phonenumbers (libphonenumber)")
struct PhoneNumberDifferentialTests {
    nonisolated(unsafe) static let cases: [[Any]] = {  // read-only once loaded
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/PhoneNumberDifferentialCases.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
        }
    }()

    @Test func theDataCoversThousandsOfInputsInEveryRegion() throws {
        let typed = Self.cases.filter { $0.first as? String == "T" }
        let regions = Set(typed.compactMap { $0[1] as? String })
        #expect(typed.count >= 5_000)
        #expect(regions.count >= 200)
        #expect(Self.cases.filter { $0.first as? String == "N" }.count >= 5_000)
    }

    @Test func asYouTypeMatchesPhonenumbersDigitByDigit() throws {
        let metadata = try PhoneNumberMetadata.bundled()
        var mismatches: [String] = []
        var checked = 0
        for item in Self.cases where item.first as? String == "T" {
            let region = item[1] as! String, input = item[2] as! String
            let remember = item[3] as! Int, rememberedPosition = item[4] as! Int, expected = item[5] as! [String]
            var formatter = try AsYouTypePhoneNumberFormatter(regionCode: region, metadata: metadata)
            var steps: [String] = []
            for (index, scalar) in input.unicodeScalars.enumerated() {
                steps.append(formatter.input(scalar, rememberingPosition: index == remember))
            }
            checked += 1
            if steps != expected {
                mismatches.append("\(region) \(input): \(steps) ≠ phonenumbers \(expected)")
            } else if formatter.rememberedPosition != rememberedPosition {
                mismatches.append("\(region) \(input) caret after #\(remember): \(formatter.rememberedPosition) ≠ \(rememberedPosition)")
            }
        }
        #expect(checked >= 5_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked) differ:\n\(mismatches.prefix(30).joined(separator: "\n"))")
    }

    @Test func completeNumbersParseFormatAndValidateAsPhonenumbersDoes() throws {
        let metadata = try PhoneNumberMetadata.bundled()
        var mismatches: [String] = []
        var checked = 0
        for item in Self.cases {
            guard let kind = item.first as? String, kind == "N" || kind == "X" else { continue }
            let region = item[1] as! String, input = item[2] as! String
            checked += 1
            guard kind == "N" else {
                if let number = try? metadata.parse(input, region: region) {
                    mismatches.append("\(region) \(input): parsed as \(number), phonenumbers refuses it")
                }
                continue
            }
            let number: PhoneNumber
            do {
                number = try metadata.parse(input, region: region)
            } catch {
                mismatches.append("\(region) \(input): \(error)")
                continue
            }
            let ours = [
                metadata.format(number, as: .e164), metadata.format(number, as: .international),
                metadata.format(number, as: .national), metadata.isValid(number) ? "valid" : "invalid",
            ]
            let expected = [item[3] as! String, item[4] as! String, item[5] as! String, item[6] as! Bool ? "valid" : "invalid"]
            if ours != expected {
                mismatches.append("\(region) \(input): \(ours) ≠ phonenumbers \(expected)")
            }
        }
        #expect(checked >= 5_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked) differ:\n\(mismatches.prefix(30).joined(separator: "\n"))")
    }
}
