import KeycraftPlayground

/// Terminal display widths per character: ours (a binary search over the table generated from the
/// UCD) against the naive approach the playground used before, Swift's Unicode property lookups with a
/// linear scan of hand-picked wide ranges (which also gave wrong widths: see DisplayWidthTable).
enum DisplayWidthBenchmarks {
    static func run() {
        let workloads: [(name: String, text: String)] = [
            ("Korean and CJK", String(repeating: "안녕하세요 세계 漢字かなカナ ", count: 40)),
            ("emoji and flags", String(repeating: "👩‍👩‍👧 🇰🇷 ❤️ 🫨 1️⃣ ", count: 40)),
            ("accented Latin", String(repeating: "cafe\u{301} naïve Ångström ", count: 40)),
        ]
        var rows: [Comparison] = []
        for (name, text) in workloads {
            let characters = Array(text)
            let agree = characters.filter { DisplayWidth.of($0) == NaiveDisplayWidth.of($0) }.count
            let ours = measure("ours", operations: characters.count) {
                for character in characters { blackHole(DisplayWidth.of(character)) }
            }
            let naive = measure("naive", operations: characters.count) {
                for character in characters { blackHole(NaiveDisplayWidth.of(character)) }
            }
            rows.append(Comparison(workload: "\(name) (agree on \(agree) of \(characters.count))", ours: ours, naive: naive))
        }
        printComparisonTable(title: "widths: terminal columns per character", rows)
    }
}

/// The playground's width function before the generated table: Unicode properties at run time and a
/// linear scan of the wide blocks text input meets.
enum NaiveDisplayWidth {
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let category = first.properties.generalCategory
        if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if first.properties.isEmojiPresentation || wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        if scalars.count > 1, first.properties.isEmoji,
            scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D || (0x1F1E6...0x1F1FF).contains($0.value) })
        {
            return 2
        }
        return 1
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x20000...0x3FFFD,
    ]
}
