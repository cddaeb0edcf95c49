import Foundation

/// A word list with frequencies and bigrams in the compact binary format (``DictionaryFormat``),
/// read in one pass into one buffer and used in place, with its spelling index built on load.
///
/// Loading checks everything a lookup relies on (sizes, checksum, offsets, letter numbers, order),
/// so a damaged file is a ``DictionaryError/corrupt(reason:)``, never a crash.
public final class CompactDictionary: @unchecked Sendable {
    // @unchecked: the buffer is written once, in init, and only read afterwards.
    private let storage: UnsafeMutableRawBufferPointer
    let alphabet: UnsafeBufferPointer<UInt32>
    let frequencies: UnsafeBufferPointer<UInt64>
    let codeOffsets: UnsafeBufferPointer<UInt32>
    let codes: UnsafeBufferPointer<UInt8>
    let textOffsets: UnsafeBufferPointer<UInt32>
    let text: UnsafeBufferPointer<UInt8>
    let bigramOffsets: UnsafeBufferPointer<UInt32>
    let bigramWords: UnsafeBufferPointer<UInt32>
    let bigramCounts: UnsafeBufferPointer<Float32>
    /// The sum of all word counts, for probabilities.
    let totalFrequency: Double
    /// The symmetric-delete index over the words' prefixes.
    private(set) var index: DeleteIndex!

    /// The number of words.
    public var wordCount: Int { frequencies.count }
    /// The number of bigrams.
    public var bigramCount: Int { bigramWords.count }
    /// The size of the loaded file, in bytes.
    public var byteCount: Int { storage.count }

    /// Loads the dictionary at `url`.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DictionaryError.unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        try self.init(bytes: data)
    }

    /// Loads a dictionary from its bytes (copied once into an aligned buffer).
    public init(bytes: some Collection<UInt8>) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 8), alignment: 8)
        if bytes.withContiguousStorageIfAvailable({ buffer.copyMemory(from: UnsafeRawBufferPointer($0)) }) == nil {
            _ = buffer.initializeMemory(as: UInt8.self, from: bytes)
        }
        let raw = UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count])
        do {
            let counts = try Self.header(raw)
            let layout = DictionaryFormat.Layout(counts)
            func section<T>(_ offset: Int, _ count: Int, _: T.Type) -> UnsafeBufferPointer<T> {
                UnsafeBufferPointer(start: (raw.baseAddress! + offset).assumingMemoryBound(to: T.self), count: count)
            }
            storage = buffer
            alphabet = section(layout.alphabet, counts.alphabet, UInt32.self)
            frequencies = section(layout.frequencies, counts.words, UInt64.self)
            codeOffsets = section(layout.codeOffsets, counts.words + 1, UInt32.self)
            codes = section(layout.codes, counts.codeBytes, UInt8.self)
            textOffsets = section(layout.textOffsets, counts.words + 1, UInt32.self)
            text = section(layout.text, counts.textBytes, UInt8.self)
            bigramOffsets = section(layout.bigramOffsets, counts.words + 1, UInt32.self)
            bigramWords = section(layout.bigramWords, counts.bigrams, UInt32.self)
            bigramCounts = section(layout.bigramCounts, counts.bigrams, Float32.self)
            totalFrequency = frequencies.reduce(0.0) { $0 + Double($1) }
        } catch {
            buffer.deallocate()
            throw error
        }
        try validate()
        index = DeleteIndex(self)
    }

    deinit { storage.deallocate() }

    // MARK: Words

    /// The letter numbers of word `i` (its comparison form).
    @inline(__always)
    func codes(of i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: codes[Int(codeOffsets[i])..<Int(codeOffsets[i + 1])])
    }

    /// Word `i` as shown.
    public func word(at i: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[Int(textOffsets[i])..<Int(textOffsets[i + 1])]), as: UTF8.self)
    }

    /// How often word `i` occurs.
    public func frequency(at i: Int) -> UInt64 { frequencies[i] }

    /// The comparison form of `word` as letter numbers (``DictionaryFormat/unknownSymbol`` for a
    /// letter no word has).
    func encode(_ word: some StringProtocol) -> [UInt8] {
        SpellingSymbols.symbols(of: word).map { code(of: $0) }
    }

    func code(of scalar: Unicode.Scalar) -> UInt8 {
        var low = 0, high = alphabet.count
        while low < high {
            let mid = (low + high) / 2
            if alphabet[mid] < scalar.value { low = mid + 1 } else { high = mid }
        }
        return low < alphabet.count && alphabet[low] == scalar.value ? UInt8(low + 1) : DictionaryFormat.unknownSymbol
    }

    /// The number of the word spelt `codes`, or nil.
    func index(of codes: [UInt8]) -> Int? {
        let range = prefixRange(codes)
        guard !range.isEmpty, self.codes(of: range.lowerBound).count == codes.count else { return nil }
        return range.lowerBound
    }

    /// The number of `word` (compared in its folded form), or nil when the dictionary lacks it.
    public func index(of word: some StringProtocol) -> Int? {
        index(of: encode(word))
    }

    /// The words that start with `prefix` (letter numbers): a contiguous range, as words are sorted.
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        func firstIndex(where isAfter: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int {
            var low = 0, high = wordCount
            while low < high {
                let mid = (low + high) / 2
                if isAfter(codes(of: mid)) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let start = firstIndex { !$0.lexicographicallyPrecedes(prefix) }
        let end = firstIndex { word in
            let head = word.prefix(prefix.count)
            return !head.lexicographicallyPrecedes(prefix) && !head.elementsEqual(prefix)
        }
        return start..<max(start, end)
    }

    // MARK: Bigrams

    /// The words seen after word `i`, with their counts.
    func followers(of i: Int) -> Range<Int> { Int(bigramOffsets[i])..<Int(bigramOffsets[i + 1]) }

    /// How often word `second` follows word `first` (0 when never seen).
    func bigramCount(_ first: Int, _ second: Int) -> Double {
        var low = Int(bigramOffsets[first]), high = Int(bigramOffsets[first + 1])
        while low < high {
            let mid = (low + high) / 2
            if Int(bigramWords[mid]) < second { low = mid + 1 } else { high = mid }
        }
        return low < bigramOffsets[first + 1] && Int(bigramWords[low]) == second ? Double(bigramCounts[low]) : 0
    }

    /// The sum of the counts of the words seen after word `i`.
    func bigramTotal(_ i: Int) -> Double {
        followers(of: i).reduce(0.0) { $0 + Double(bigramCounts[$1]) }
    }

    // MARK: Loading

    private static func header(_ raw: UnsafeRawBufferPointer) throws -> DictionaryFormat.Counts {
        guard raw.count >= DictionaryFormat.headerSize else {
            throw DictionaryError.corrupt(reason: "\(raw.count) bytes is shorter than the \(DictionaryFormat.headerSize)-byte header")
        }
        guard raw.prefix(6).elementsEqual(DictionaryFormat.magic.prefix(6)) else {
            throw DictionaryError.corrupt(reason: "not a Keycraft dictionary (no KCDICT signature)")
        }
        guard raw[6] == 0, raw[7] == DictionaryFormat.magic[7] else {
            throw DictionaryError.corrupt(reason: "format version \(raw[6]).\(raw[7]) is not supported (expected 0.1)")
        }
        func value(_ offset: Int) -> Int { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        let counts = DictionaryFormat.Counts(words: value(8), alphabet: value(12), bigrams: value(16), codeBytes: value(20), textBytes: value(24))
        guard counts.words > 0 else { throw DictionaryError.corrupt(reason: "it has no words") }
        guard counts.alphabet <= DictionaryFormat.maxAlphabet else {
            throw DictionaryError.corrupt(reason: "alphabet of \(counts.alphabet) letters (at most \(DictionaryFormat.maxAlphabet))")
        }
        let expected = DictionaryFormat.Layout(counts).size
        guard raw.count == expected else {
            throw DictionaryError.corrupt(reason: raw.count < expected
                ? "truncated: \(raw.count) bytes of the \(expected) its header announces"
                : "\(raw.count - expected) unexpected bytes after the \(expected) its header announces")
        }
        let stored = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 32, as: UInt64.self))
        guard DictionaryFormat.checksum(UnsafeRawBufferPointer(rebasing: raw[DictionaryFormat.headerSize...])) == stored else {
            throw DictionaryError.corrupt(reason: "checksum mismatch: the file was damaged after it was built")
        }
        return counts
    }

    /// Checks the invariants lookups rely on, so that even a file with a correct checksum but wrong
    /// contents is refused rather than read out of bounds.
    private func validate() throws {
        func offsets(_ table: UnsafeBufferPointer<UInt32>, end: Int, _ name: String) throws {
            guard table[0] == 0, Int(table[table.count - 1]) == end else {
                throw DictionaryError.corrupt(reason: "\(name) offsets do not span their section")
            }
            for i in 1..<table.count where table[i] < table[i - 1] {
                throw DictionaryError.corrupt(reason: "\(name) offsets decrease at word \(i)")
            }
        }
        try offsets(codeOffsets, end: codes.count, "letter")
        try offsets(textOffsets, end: text.count, "text")
        try offsets(bigramOffsets, end: bigramWords.count, "bigram")
        for i in 1..<alphabet.count where alphabet[i] <= alphabet[i - 1] {
            throw DictionaryError.corrupt(reason: "alphabet not ascending at letter \(i)")
        }
        for code in codes where code == 0 || Int(code) > alphabet.count {
            throw DictionaryError.corrupt(reason: "letter number \(code) outside the alphabet of \(alphabet.count)")
        }
        for i in 0..<wordCount {
            guard codeOffsets[i + 1] > codeOffsets[i] else { throw DictionaryError.corrupt(reason: "word \(i) is empty") }
            if i > 0, !codes(of: i - 1).lexicographicallyPrecedes(codes(of: i)) {
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

extension CompactDictionary {
    /// The English dictionary the package ships (generated from symspellpy's frequency lists; see
    /// Dictionaries/ATTRIBUTION.md), loaded once and shared.
    public static func english() throws -> CompactDictionary {
        try EnglishDictionary.shared.get()
    }

    /// Where the bundled English dictionary is, for loading a private copy.
    public static var englishResourceURL: URL? { Bundle.module.url(forResource: "en", withExtension: "kcdict") }
}

private enum EnglishDictionary {
    static let shared: Result<CompactDictionary, Error> = Result {
        guard let url = CompactDictionary.englishResourceURL else {
            throw DictionaryError.unreadable(path: "en.kcdict", reason: "the bundled resource is missing")
        }
        return try CompactDictionary(contentsOf: url)
    }
}
