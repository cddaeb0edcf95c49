import Foundation

extension CompactDictionary {
    /// Checks the invariants lookups rely on, so that even a file with a correct checksum but wrong
    /// contents is refused rather than read out of bounds.
    ///
    /// First whole sections at a time (``invariantsHold()``: English, warm, about 2.5 ms where the
    /// loops that name a break took 4); only a file that breaks one goes through those loops
    /// (``nameTheBrokenInvariant()``), which throw the first break in order.
    /// `quickly: false` runs only the loops: tests compare the two on damaged files.
    func validate(quickly: Bool = true) throws {
        if quickly, invariantsHold() { return }
        try nameTheBrokenInvariant()
    }

    /// Whether letter numbers `a` sort before `b`: `lexicographicallyPrecedes` by `memcmp`, which
    /// compares bytes unsigned as it does.
    static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let shared = min(a.count, b.count)
        let order = shared == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, shared)
        return order < 0 || (order == 0 && a.count < b.count)
    }

    /// Every invariant ``nameTheBrokenInvariant()`` checks, whole sections at a time: true exactly
    /// when it would throw nothing. Each check reads only what the ones before it have shown to be
    /// inside its section, so it is safe on any bytes.
    func invariantsHold() -> Bool {
        func span(_ table: UnsafeBufferPointer<UInt32>, _ end: Int) -> Bool {
            table[0] == 0 && Int(table[table.count - 1]) == end && InvariantScan.drops(table) == 0
        }
        // The letter offsets rise at every word (no word is empty), which covers their not decreasing.
        guard codeOffsets[0] == 0, Int(codeOffsets[codeOffsets.count - 1]) == codes.count, InvariantScan.drops(codeOffsets, orEqual: true) == 0,
              span(textOffsets, text.count), span(bigramOffsets, bigramWords.count),
              index.invariantsHold(wordCount: wordCount),
              InvariantScan.drops(alphabet, orEqual: true) == 0,
              InvariantScan.lettersAreWithin(codes, alphabetSize: alphabet.count)
        else { return false }
        // Words in order: by their first 8 letters, and only when those are the same by all of them.
        var before = InvariantScan.leadingLetters(wordRange(0), of: codes)
        for i in 1..<max(1, wordCount) {
            let key = InvariantScan.leadingLetters(wordRange(i), of: codes)
            if key < before || (key == before && !Self.precedes(codes(of: i - 1), codes(of: i))) { return false }
            before = key
        }
        // A word's followers rise (drops are allowed only where the next word's begin), name words,
        // and have counts that are finite and not negative.
        guard bigramWords.isEmpty || Int(InvariantScan.largest(bigramWords)) < wordCount,
              InvariantScan.areFiniteAndNotNegative(bigramCounts) else { return false }
        var allowed = 0
        for i in 0..<wordCount {
            let start = Int(bigramOffsets[i])
            if start > 0, start < Int(bigramOffsets[i + 1]), bigramWords[start] <= bigramWords[start - 1] { allowed += 1 }
        }
        return InvariantScan.drops(bigramWords, orEqual: true) == allowed
    }

    /// Word `i`'s place in `codes`.
    private func wordRange(_ i: Int) -> Range<Int> { Int(codeOffsets[i])..<Int(codeOffsets[i + 1]) }

    /// The invariants one by one, throwing the first that does not hold.
    func nameTheBrokenInvariant() throws {
        func offsets(_ table: UnsafeBufferPointer<UInt32>, end: Int, _ name: String) throws {
            if let reason = InvariantScan.offsetsBreak(table, end: end, name: name, item: "word") { throw DictionaryError.corrupt(reason: reason) }
        }
        try offsets(codeOffsets, end: codes.count, "letter")
        try offsets(textOffsets, end: text.count, "text")
        try offsets(bigramOffsets, end: bigramWords.count, "bigram")
        try index.validate(wordCount: wordCount)
        // Strided: a header may announce an empty alphabet, and `1..<0` is not a range.
        for i in stride(from: 1, to: alphabet.count, by: 1) where alphabet[i] <= alphabet[i - 1] {
            throw DictionaryError.corrupt(reason: "alphabet not ascending at letter \(i)")
        }
        for code in codes where code == 0 || Int(code) > alphabet.count {
            throw DictionaryError.corrupt(reason: "letter number \(code) outside the alphabet of \(alphabet.count)")
        }
        for i in 0..<wordCount {
            guard codeOffsets[i + 1] > codeOffsets[i] else { throw DictionaryError.corrupt(reason: "word \(i) is empty") }
            if i > 0, !Self.precedes(codes(of: i - 1), codes(of: i)) {
                throw DictionaryError.corrupt(reason: "words not in order at word \(i)")
            }
            var previous = -1
            for b in followers(of: i) {
                let second = Int(bigramWords[b])
                guard second > previous, second < wordCount else {
                    throw DictionaryError.corrupt(reason: "bigram \(b) names word \(second) out of order or range")
                }
                guard bigramCounts[b].isFinite, bigramCounts[b] >= 0 else {
                    throw DictionaryError.corrupt(reason: "bigram \(b) has count \(bigramCounts[b])")
                }
                previous = second
            }
        }
    }
}
