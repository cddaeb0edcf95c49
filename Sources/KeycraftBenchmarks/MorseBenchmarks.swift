import KeycraftKeyboard

/// The Morse codec and the prefix check a Morse keyboard runs per key press: the tree-indexed table
/// against the naive approach of scanning a list of (character, code) strings.
enum MorseBenchmarks {
    static func run() {
        let table = MorseTable.itu
        let naive = NaiveMorseTable(table)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?'-/()\"=+@:")
        var generator = SystemRandomNumberGenerator()
        let words = (0..<200).map { _ in
            String((0..<5).map { _ in alphabet.randomElement(using: &generator)! })
        }
        let text = words.joined(separator: " ")  // 1,000 characters in 200 words
        let code = try! MorseMessage(encoding: text).code
        precondition(naive.encode(text) == code && naive.decode(code) == text, "naive codec disagrees")

        var prefixes: [MorseCode] = []
        for length in 0...9 {
            for bits in 0..<(1 << length) {
                prefixes.append(MorseCode((0..<length).map { bits >> $0 & 1 == 1 ? .dash : .dot })!)
            }
        }
        let prefixTexts = prefixes.map(\.description)
        precondition(prefixes.indices.allSatisfy { table.isPrefix(prefixes[$0]) == naive.isPrefix(prefixTexts[$0]) })

        let repeats = 50
        let rows = [
            compare("encode 1,000 characters", operations: repeats) {
                for _ in 0..<repeats { blackHole(try! MorseMessage(encoding: text).code) }
            } naive: {
                for _ in 0..<repeats { blackHole(naive.encode(text)) }
            },
            compare("decode 1,000 code groups", operations: repeats) {
                for _ in 0..<repeats { blackHole(try! MorseMessage(decoding: code).text) }
            } naive: {
                for _ in 0..<repeats { blackHole(naive.decode(code)) }
            },
            compare("prefix check, each of 1,023 codes (per key press)", operations: prefixes.count * repeats) {
                for _ in 0..<repeats { for prefix in prefixes { blackHole(table.isPrefix(prefix)) } }
            } naive: {
                for _ in 0..<repeats { for prefix in prefixTexts { blackHole(naive.isPrefix(prefix)) } }
            },
        ]
        printComparisonTable(title: "Morse codec (ITU-R M.1677-1 table)", rows)
    }
}

private func compare(_ workload: String, operations: Int, ours: () -> Void, naive: () -> Void) -> Comparison {
    Comparison(
        workload: workload,
        ours: measure("ours", operations: operations, ours),
        naive: measure("naive", operations: operations, naive)
    )
}

/// The table as a list of strings, searched from the top for every lookup.
private struct NaiveMorseTable {
    let entries: [(text: String, code: String)]

    init(_ table: MorseTable) {
        entries = table.entries.map { ($0.symbol.description, $0.code.description) }
    }

    func encode(_ text: String) -> String {
        text.uppercased().split(separator: " ").map { word in
            word.map { character in entries.first { $0.text == String(character) }!.code }
                .joined(separator: " ")
        }.joined(separator: " / ")
    }

    func decode(_ code: String) -> String {
        code.components(separatedBy: " / ").map { word in
            word.split(separator: " ").map { group in entries.first { $0.code == group }!.text }.joined()
        }.joined(separator: " ")
    }

    func isPrefix(_ prefix: String) -> Bool {
        entries.contains { $0.code.hasPrefix(prefix) }
    }
}
