import Foundation

/// A word list with frequencies, bigrams and its spelling index in the compact binary format
/// (`DictionaryFormat`), memory-mapped and used in place.
///
/// ```swift
/// let english = try CompactDictionary.english()           // KeycraftEnglishDictionary; or CompactDictionary(contentsOf: url)
/// english.index(of: "the").map(english.frequency(at:))     // 23135851162
/// let speller = Speller(dictionary: english)
/// ```
///
/// **Loading** maps the file read-only (clean pages the system can drop and read again, which a
/// keyboard extension's memory limit does not count as its own) and validates it before any lookup:
/// the header (signature, version, its own checksum, counts that must describe exactly the file's
/// size), a checksum of the whole body, and the invariants lookups rely on for memory safety
/// (offsets ascending and in bounds, letter numbers within the alphabet, index entries naming real
/// groups, words in order). A damaged file is a ``DictionaryError/corrupt(reason:)``, never a crash.
///
/// The trade-off: reading every byte once costs a few milliseconds for the 11 MB English file (the
/// checksum runs near memory speed, eight bytes a step in four lanes) and makes the file resident,
/// which the 20 MB budget allows. Checking only the header and the offsets would load in well under
/// a millisecond and still never read out of bounds, but a flipped byte in a count or a word's text
/// would then be served silently; a dictionary is loaded once per keyboard session, so the full
/// check is kept. The files the resource products ship are the exception: their tests run every
/// check on them and their build scripts record their checksums, so a load that finds the recorded
/// checksum skips the invariant scans (`init(contentsOf:checkedChecksum:)`, 3–5 ms of every start).
public final class CompactDictionary: @unchecked Sendable {
    // @unchecked: the bytes are mapped read-only (or written once, in init) and only read afterwards.
    private let file: MappedFile
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
    /// The symmetric-delete index over the words' prefixes (stored in the file).
    let index: DeleteIndex
    /// The speller's statistics of the words, counted at load (so on the loading thread, which in
    /// `keycraft` is not the longest part of start-up, rather than in `Speller.init`, which waits
    /// for both): how many words each ``DeleteIndex/FrequencyClass`` has, and the 16 commonest
    /// words' numbers, commonest first.
    let wordCounts: (perClass: [Int], commonest: [Int])
    /// The letter number of each ASCII scalar (``DictionaryFormat/unknownSymbol`` for none), so that
    /// encoding typed English costs a load per letter rather than a search of the alphabet.
    private let asciiCodes: [UInt8]

    /// The number of words.
    public var wordCount: Int { frequencies.count }
    /// The number of bigrams.
    public var bigramCount: Int { bigramWords.count }
    /// The size of the loaded file, in bytes.
    public var byteCount: Int { file.bytes.count }

    /// Loads the dictionary at `url` by mapping it into memory (validated as the type describes).
    public convenience init(contentsOf url: URL) throws {
        try self.init(file: Self.mapping(url))
    }

    /// Loads a resource product's own dictionary at `url`. When its body checksum is `checkedChecksum` —
    /// that of the file the product ships, whose invariants the product's tests check in full — the
    /// file is that file, and the invariant scans (a few milliseconds of every start) are skipped; the
    /// header and the checksum are still checked, so a damaged or truncated copy is still a typed
    /// error. Any other file is checked in full.
    ///
    /// The checksum proves the bytes unchanged, not who made them: it is not a signature, and
    /// someone who can replace the product's files can replace its code as well.
    package convenience init(contentsOf url: URL, checkedChecksum: UInt64) throws {
        try self.init(file: Self.mapping(url), checkedChecksum: checkedChecksum)
    }

    /// The body checksum a dictionary file's header records (``DictionaryFormat``), which its load
    /// compares with the body's.
    package var bodyChecksum: UInt64 { file.word(at: DictionaryFormat.bodyChecksumOffset) }

    /// Loads a dictionary from its bytes (copied once into an aligned buffer).
    public convenience init(bytes: some Collection<UInt8>) throws {
        try self.init(file: MappedFile(copying: bytes))
    }

    /// The dictionary in `bytes`, its invariants checked by the whole-section scans (`quickly`,
    /// as every load) or only by the loops that name a break: tests compare the two.
    convenience init(bytes: some Collection<UInt8>, quickly: Bool) throws {
        try self.init(file: MappedFile(copying: bytes), quickly: quickly)
    }

    /// This dictionary as an object of its own over the same file: see ``Speller/replica()``.
    func replica() -> CompactDictionary { CompactDictionary(replicating: self) }

    private init(replicating other: CompactDictionary) {
        file = other.file
        alphabet = other.alphabet
        frequencies = other.frequencies
        codeOffsets = other.codeOffsets
        codes = other.codes
        textOffsets = other.textOffsets
        text = other.text
        bigramOffsets = other.bigramOffsets
        bigramWords = other.bigramWords
        bigramCounts = other.bigramCounts
        totalFrequency = other.totalFrequency
        index = other.index
        wordCounts = (other.wordCounts.perClass.unshared, other.wordCounts.commonest.unshared)
        asciiCodes = other.asciiCodes.unshared
    }

    private init(file: MappedFile, quickly: Bool = true, checkedChecksum: UInt64? = nil) throws {
        self.file = file
        let counts = try Self.header(file)
        let layout = DictionaryFormat.Layout(counts)
        alphabet = file.section(layout.alphabet, counts.alphabet, UInt32.self)
        let frequencies = file.section(layout.frequencies, counts.words, UInt64.self)
        self.frequencies = frequencies
        let codeOffsets = file.section(layout.codeOffsets, counts.words + 1, UInt32.self)
        let codes = file.section(layout.codes, counts.codeBytes, UInt8.self)
        self.codeOffsets = codeOffsets
        self.codes = codes
        textOffsets = file.section(layout.textOffsets, counts.words + 1, UInt32.self)
        text = file.section(layout.text, counts.textBytes, UInt8.self)
        bigramOffsets = file.section(layout.bigramOffsets, counts.words + 1, UInt32.self)
        bigramWords = file.section(layout.bigramWords, counts.bigrams, UInt32.self)
        bigramCounts = file.section(layout.bigramCounts, counts.bigrams, Float32.self)
        index = DeleteIndex(
            groups: file.section(layout.groups, counts.groups, DeleteIndex.Group.self),
            bucketStarts: file.section(layout.bucketStarts, (1 << counts.bucketBits) + 1, UInt32.self),
            entries: file.section(layout.entries, counts.entries, UInt32.self),
            codeOffsets: codeOffsets, codes: codes)
        var total = 0.0
        for f in frequencies { total += Double(f) }
        totalFrequency = total
        wordCounts = Self.wordCounts(frequencies, total: total)
        var asciiCodes = [UInt8](repeating: DictionaryFormat.unknownSymbol, count: 128)
        for (i, letter) in alphabet.enumerated() where letter < 128 { asciiCodes[Int(letter)] = UInt8(truncatingIfNeeded: i + 1) }
        self.asciiCodes = asciiCodes
        // The file its product's tests checked (`header` compared the body with this checksum).
        if let checkedChecksum, bodyChecksum == checkedChecksum { return }
        // The checksum (in `header`) has mapped in every page: the invariants are read warm.
        try validate(quickly: quickly)
    }

    // MARK: Words

    /// The letter numbers of word `i` (its comparison form).
    @inline(__always)
    func codes(of i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: codes[Int(codeOffsets[i])..<Int(codeOffsets[i + 1])])
    }

    /// Word `i` as shown.
    public func word(at i: Int) -> String {
        String(decoding: textBytes(of: i), as: UTF8.self)
    }

    /// Word `i`'s UTF-8 bytes, as listed.
    func textBytes(of i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(textOffsets[i])..<Int(textOffsets[i + 1])])
    }

    /// How often word `i` occurs.
    public func frequency(at i: Int) -> UInt64 { frequencies[i] }

    /// The comparison form of `word` as letter numbers (``DictionaryFormat/unknownSymbol`` for a
    /// letter no word has).
    func encode(_ word: some StringProtocol) -> [UInt8] {
        SpellingSymbols.symbols(of: word).map { code(of: $0) }
    }

    func code(of scalar: Unicode.Scalar) -> UInt8 {
        if scalar.value < 128 { return asciiCodes[Int(scalar.value)] }
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
    func bigramTotal(_ i: Int) -> Double { bigramTotalAndLargest(i).total }

    /// The sum of the counts of the words seen after word `i`, and the largest of them.
    func bigramTotalAndLargest(_ i: Int) -> (total: Double, largest: Double) {
        var total = 0.0, largest = 0.0
        for b in followers(of: i) {
            let count = Double(bigramCounts[b])
            total += count
            largest = max(largest, count)
        }
        return (total, largest)
    }

    // MARK: Loading

    /// ``wordCounts``, in one pass over the counts.
    private static func wordCounts(_ frequencies: UnsafeBufferPointer<UInt64>, total: Double) -> (perClass: [Int], commonest: [Int]) {
        var top: [(Int, UInt64)] = []
        var perClass = [Int](repeating: 0, count: DeleteIndex.FrequencyClass.rarest + 1)
        let total = max(1, total)
        for (i, f) in frequencies.enumerated() {
            perClass[DeleteIndex.FrequencyClass.of(probability: Double(f) / total)] += 1
            if top.count < 16 || f > top[top.count - 1].1 {
                top.append((i, f))
                top.sort { $0.1 > $1.1 }
                if top.count > 16 { top.removeLast() }
            }
        }
        return (perClass, top.map(\.0))
    }

    /// The file at `url`, mapped; a failure is the dictionary's own error.
    private static func mapping(_ url: URL) throws(DictionaryError) -> MappedFile {
        do { return try MappedFile(mapping: url.path, format: DictionaryFormat.file) } catch { throw Self.error(error) }
    }

    /// A ``MappedFile`` failure as the dictionary's own error.
    private static func error(_ failure: MappedFile.Failure) -> DictionaryError {
        failure.as(unreadable: DictionaryError.unreadable, corrupt: DictionaryError.corrupt)
    }

    private static func header(_ file: MappedFile) throws(DictionaryError) -> DictionaryFormat.Counts {
        do { try file.checkHeader(DictionaryFormat.file) } catch { throw Self.error(error) }
        let value = file.count(at:)
        let counts = DictionaryFormat.Counts(
            words: value(8), alphabet: value(12), bigrams: value(16), codeBytes: value(20), textBytes: value(24),
            groups: value(28), bucketBits: value(32), entries: value(36))
        guard counts.words > 0 else { throw DictionaryError.corrupt(reason: "it has no words") }
        guard counts.alphabet <= DictionaryFormat.maxAlphabet else {
            throw DictionaryError.corrupt(reason: "alphabet of \(counts.alphabet) letters (at most \(DictionaryFormat.maxAlphabet))")
        }
        guard (1...counts.words).contains(counts.groups) else {
            throw DictionaryError.corrupt(reason: "\(counts.groups) prefix groups for \(counts.words) words")
        }
        guard DictionaryFormat.bucketBits.contains(counts.bucketBits) else {
            throw DictionaryError.corrupt(reason: "an index of 2^\(counts.bucketBits) buckets (expected 2^\(DictionaryFormat.bucketBits.lowerBound)...2^\(DictionaryFormat.bucketBits.upperBound))")
        }
        guard file.word(at: 40) == 0 else { throw DictionaryError.corrupt(reason: "the reserved header word is not zero") }
        do { try file.checkBody(DictionaryFormat.file, expectedSize: DictionaryFormat.Layout(counts).size) } catch { throw Self.error(error) }
        return counts
    }
}
