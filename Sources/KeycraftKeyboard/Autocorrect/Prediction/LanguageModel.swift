import Foundation

/// A word trigram model (interpolated Kneser–Ney, `LanguageModelFormat`), memory-mapped and used
/// in place: what word comes next, and how likely a word is after the two before it.
///
/// ```swift
/// let model = try LanguageModel.english()
/// model.predictions(after: model.context(PredictionContext(textBefore: "It was a ")))   // [("very", …), …]
/// ```
///
/// Kneser–Ney rather than stupid backoff because its probabilities sum to 1: correction compares a
/// candidate's probability with its edit cost in nats, which a backoff *score* cannot be.
///
/// Loading maps the file read-only and checks it before any lookup — the header (signature,
/// version, its own checksum, counts that must describe exactly the file's size), a checksum of the
/// body, and the invariants lookups rely on (offsets ascending and in bounds, word numbers in range
/// and ascending within each list, words sorted). A damaged file is a ``LanguageModelError``. The
/// model the English product ships skips the invariant scans when its checksum is the one recorded
/// when it was built: its tests run them on that file.
public final class LanguageModel: @unchecked Sendable {
    // @unchecked: the mapping is read-only and never written after init.
    private let file: MappedFile
    let textOffsets: UnsafeBufferPointer<UInt32>
    let text: UnsafeBufferPointer<UInt8>
    let unigram: UnsafeBufferPointer<UInt16>
    let unigramWeight: UnsafeBufferPointer<UInt16>
    let bigramOffsets: UnsafeBufferPointer<UInt32>
    let bigramWords: UnsafeBufferPointer<UInt16>
    let bigramValues: UnsafeBufferPointer<UInt16>
    let trigramWeight: UnsafeBufferPointer<UInt16>
    let trigramOffsets: UnsafeBufferPointer<UInt32>
    let trigramWords: UnsafeBufferPointer<UInt16>
    let trigramValues: UnsafeBufferPointer<UInt16>
    /// Nats per stored unit (1 / the header's scale).
    private let step: Double
    /// The commonest words (not tokens), likeliest first: candidates whatever the context.
    private(set) var commonest: [Int] = []
    /// Each entry's unigram probability, `value(unigram[w])` worked out once: a prediction sums it
    /// for every follower of the previous word, thousands after "the".
    private(set) var unigramProbabilities: [Double] = []
    /// The numbers of the tokens `<s>` and `,`.
    private(set) var sentenceStart: Int?
    private(set) var comma: Int?

    /// The number of words (and the two context tokens).
    public var wordCount: Int { unigram.count }
    /// The size of the loaded file, in bytes.
    public var byteCount: Int { file.bytes.count }

    /// Loads the model at `url` by mapping it into memory (validated as the type describes).
    public convenience init(contentsOf url: URL) throws {
        try self.init(file: Self.mapping(url))
    }

    /// Loads a resource product's own model at `url`: when its body checksum is `checkedChecksum`
    /// (that of the file the product ships, whose invariants its tests check), the invariant scans are
    /// skipped, as ``CompactDictionary`` does for the shipped dictionaries; the header and the
    /// checksum are still checked. Any other file is checked in full.
    package convenience init(contentsOf url: URL, checkedChecksum: UInt64) throws {
        try self.init(file: Self.mapping(url), checkedChecksum: checkedChecksum)
    }

    /// The body checksum a model file's header records, which its load compares with the body's.
    package var bodyChecksum: UInt64 { file.word(at: LanguageModelFormat.file.bodyChecksumOffset) }

    /// Loads a model from its bytes (copied once into an aligned buffer).
    public convenience init(bytes: some Collection<UInt8>) throws {
        try self.init(file: MappedFile(copying: bytes))
    }

    private init(file: MappedFile, checkedChecksum: UInt64? = nil) throws {
        self.file = file
        let (counts, scale) = try Self.header(file)
        let layout = LanguageModelFormat.Layout(counts)
        textOffsets = file.section(layout.textOffsets, counts.words + 1, UInt32.self)
        text = file.section(layout.text, counts.textBytes, UInt8.self)
        unigram = file.section(layout.unigram, counts.words, UInt16.self)
        unigramWeight = file.section(layout.unigramWeight, counts.words, UInt16.self)
        bigramOffsets = file.section(layout.bigramOffsets, counts.words + 1, UInt32.self)
        bigramWords = file.section(layout.bigramWords, counts.bigrams, UInt16.self)
        bigramValues = file.section(layout.bigramValues, counts.bigrams, UInt16.self)
        trigramWeight = file.section(layout.trigramWeight, counts.bigrams, UInt16.self)
        trigramOffsets = file.section(layout.trigramOffsets, counts.bigrams + 1, UInt32.self)
        trigramWords = file.section(layout.trigramWords, counts.trigrams, UInt16.self)
        trigramValues = file.section(layout.trigramValues, counts.trigrams, UInt16.self)
        step = 1 / Double(scale)
        sentenceStart = nil
        comma = nil
        // The file its product's tests checked (`header` compared the body with this checksum).
        if checkedChecksum == nil || bodyChecksum != checkedChecksum { try validate() }
        sentenceStart = index(ofKey: Array("<s>".utf8))
        comma = index(ofKey: Array(",".utf8))
        commonest = commonestWords(64)
        unigramProbabilities = unigram.map(value)
    }

    // MARK: Words

    /// The bytes of word `i` as shown.
    private func bytes(of i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(textOffsets[i])..<Int(textOffsets[i + 1])])
    }

    /// Word `i` as shown (Emma, I, don't).
    public func word(at i: Int) -> String { String(decoding: bytes(of: i), as: UTF8.self) }

    /// The `count` words (not tokens) of least unigram cost, likeliest first (the earlier word first
    /// among equals): kept in a short sorted list as the words go by, where sorting all the words
    /// took 5–6 ms of every `correct` and `predict` start.
    private func commonestWords(_ count: Int) -> [Int] {
        var best: [Int] = []
        best.reserveCapacity(count + 1)
        for i in 0..<wordCount where isWord(i) && (best.count < count || unigram[i] < unigram[best[best.count - 1]]) {
            // After every word of the same cost: those came earlier.
            let at = best.firstIndex { unigram[$0] > unigram[i] } ?? best.count
            best.insert(i, at: at)
            if best.count > count { best.removeLast() }
        }
        return best
    }

    /// Whether entry `i` is a word rather than a context token (`<s>`, `,`).
    func isWord(_ i: Int) -> Bool { bytes(of: i).first.map { $0 >= 0x41 } ?? false }

    /// The ASCII lower-case key of `word` (’ as '), or nil when it has other characters: the model
    /// knows only English words of ASCII letters.
    static func key(of word: some StringProtocol) -> [UInt8]? {
        var key: [UInt8] = []
        key.reserveCapacity(word.utf8.count)
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: key.append(UInt8(scalar.value) | 0x20)
            case 0x61...0x7A, 0x27: key.append(UInt8(scalar.value))
            case 0x2019: key.append(0x27)
            default: return nil
            }
        }
        return key.isEmpty ? nil : key
    }

    /// The number of the word whose key is `key`, or nil.
    private func index(ofKey key: [UInt8]) -> Int? {
        let range = prefixRange(key)
        guard !range.isEmpty, bytes(of: range.lowerBound).count == key.count else { return nil }
        return range.lowerBound
    }

    /// The number of `word` (ignoring case), or nil when the model lacks it.
    public func index(of word: some StringProtocol) -> Int? { Self.key(of: word).flatMap(index(ofKey:)) }

    /// Compares word `i`'s lower-case bytes with `key`'s first bytes: <0, 0 (a prefix of it) or >0.
    private func compare(_ i: Int, prefix key: [UInt8]) -> Int {
        let word = bytes(of: i)
        for (n, k) in key.enumerated() {
            guard n < word.count else { return -1 }
            let b = word[n] >= 0x41 && word[n] <= 0x5A ? word[n] | 0x20 : word[n]
            if b != k { return b < k ? -1 : 1 }
        }
        return 0
    }

    /// The words whose key starts with `key`: a contiguous range, as words are sorted by key.
    func prefixRange(_ key: [UInt8]) -> Range<Int> {
        var low = 0, high = wordCount
        while low < high {
            let mid = (low + high) / 2
            if compare(mid, prefix: key) < 0 { low = mid + 1 } else { high = mid }
        }
        var end = low, top = wordCount
        while end < top {
            let mid = (end + top) / 2
            if compare(mid, prefix: key) <= 0 { end = mid + 1 } else { top = mid }
        }
        return low..<end
    }

    // MARK: Probabilities

    /// The two tokens before a word, as word numbers (nil for a word the model lacks).
    public struct Context: Equatable, Sendable {
        /// The word two before (or `<s>`), and the word just before (or `<s>`, or `,`).
        public var earlier: Int?, previous: Int?
    }

    /// The model's context for the word after `textBefore`: its last two tokens within the sentence
    /// (``PredictionContext``), padded with the sentence start.
    public func context(_ tokens: PredictionContext) -> Context {
        Context(earlier: index(of: tokens.earlier), previous: index(of: tokens.previous))
    }

    /// The number of a token (`<s>`, `,` or a word), nil for a word the model lacks.
    public func index(of token: PredictionContext.Token) -> Int? {
        switch token {
        case .sentenceStart: sentenceStart
        case .mark: comma
        case .word(let word): index(of: word)
        }
    }

    private func value(_ stored: UInt16) -> Double { stored == LanguageModelFormat.zero ? 0 : exp(-Double(stored) * step) }

    /// Where `word` is in `words[range]` (ascending), or nil.
    private func find(_ word: Int, in range: Range<Int>, _ words: UnsafeBufferPointer<UInt16>) -> Int? {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = (low + high) / 2
            if Int(words[mid]) < word { low = mid + 1 } else { high = mid }
        }
        return low < range.upperBound && Int(words[low]) == word ? low : nil
    }

    private func followers(of v: Int) -> Range<Int> { Int(bigramOffsets[v])..<Int(bigramOffsets[v + 1]) }
    private func followers(ofPair b: Int) -> Range<Int> { Int(trigramOffsets[b])..<Int(trigramOffsets[b + 1]) }

    /// The bigram entry of the pair (u, v), which holds the trigram level after it, if any.
    private func pair(_ context: Context) -> Int? {
        guard let u = context.earlier, let v = context.previous else { return nil }
        return find(v, in: followers(of: u), bigramWords)
    }

    /// P(word | context); the unigram probability when the context is unknown.
    public func probability(of word: Int, after context: Context) -> Double {
        probability(of: word, previous: context.previous, pair: pair(context))
    }

    private func probability(of w: Int, previous v: Int?, pair b: Int?) -> Double {
        var p = unigramProbabilities[w]
        if let v {
            let a2 = find(w, in: followers(of: v), bigramWords).map { value(bigramValues[$0]) } ?? 0
            p = a2 + value(unigramWeight[v]) * p
        }
        if let b {
            let a3 = find(w, in: followers(ofPair: b), trigramWords).map { value(trigramValues[$0]) } ?? 0
            p = a3 + value(trigramWeight[b]) * p
        }
        return p
    }

    /// The weight the context leaves the unigram level: P(w | context) of a word it never saw
    /// after it is this × P₁(w).
    public func unseenWeight(after context: Context) -> Double {
        var weight = context.previous.map { value(unigramWeight[$0]) } ?? 1
        if let b = pair(context) { weight *= value(trigramWeight[b]) }
        return weight
    }

    /// The `limit` likeliest words after `context`, with their probabilities, likeliest first.
    ///
    /// The candidates are the commonest words and every word seen after the previous word or the pair.
    /// The two follower lists are sorted by word, so they are walked side by side and each follower's
    /// probability is summed from the entries in hand (a common word such as "the" has thousands of
    /// followers: looking each up again, as ``probability(of:after:)`` does, took most of the time).
    public func predictions(after context: Context, limit: Int = 3) -> [(word: String, probability: Double)] {
        guard limit > 0 else { return [] }
        let b = pair(context)
        var top = TopWords(limit: limit)
        guard let v = context.previous else {
            for w in commonest { top.offer(w, probability(of: w, previous: nil, pair: nil)) }
            return top.words.map { (word(at: $0.0), $0.1) }
        }
        let seen = followers(of: v), seenAfterPair = b.map(followers(ofPair:)) ?? 0..<0
        let unseenAfterPrevious = value(unigramWeight[v]), unseenAfterPair = b.map { value(trigramWeight[$0]) }
        var i = seen.lowerBound, j = seenAfterPair.lowerBound
        while i < seen.upperBound || j < seenAfterPair.upperBound {
            let x = i < seen.upperBound ? Int(bigramWords[i]) : Int.max
            let y = j < seenAfterPair.upperBound ? Int(trigramWords[j]) : Int.max
            let w = min(x, y)
            // The same sums as `probability(of:previous:pair:)`, in the same order, so the same bits.
            var p = (x == w ? value(bigramValues[i]) : 0) + unseenAfterPrevious * unigramProbabilities[w]
            if let unseenAfterPair { p = (y == w ? value(trigramValues[j]) : 0) + unseenAfterPair * p }
            if isWord(w) { top.offer(w, p) }
            if x == w { i += 1 }
            if y == w { j += 1 }
        }
        // The commonest words neither list has (those it has were offered above).
        for w in commonest where find(w, in: seen, bigramWords) == nil && find(w, in: seenAfterPair, trigramWords) == nil {
            top.offer(w, probability(of: w, previous: v, pair: b))
        }
        return top.words.map { (word(at: $0.0), $0.1) }
    }

    /// The reference ``predictions(after:limit:)`` is tested against: every candidate's probability
    /// looked up on its own.
    func predictionsLookedUp(after context: Context, limit: Int = 3) -> [(word: String, probability: Double)] {
        guard limit > 0 else { return [] }
        let b = pair(context)
        var candidates = Set(commonest)
        if let v = context.previous { for i in followers(of: v) { candidates.insert(Int(bigramWords[i])) } }
        if let b { for i in followers(ofPair: b) { candidates.insert(Int(trigramWords[i])) } }
        return best(candidates.filter(isWord), previous: context.previous, pair: b, limit: limit)
    }

    /// The `limit` likeliest words starting with `prefix` (ignoring case) after `context`, with their
    /// probabilities, likeliest first; none when the prefix has characters no model word has.
    public func completions(of prefix: String, after context: Context, limit: Int = 3) -> [(word: String, probability: Double)] {
        guard limit > 0, let key = Self.key(of: prefix) else { return [] }
        return best(prefixRange(key).filter(isWord), previous: context.previous, pair: pair(context), limit: limit)
    }

    private func best(_ candidates: some Sequence<Int>, previous: Int?, pair: Int?, limit: Int) -> [(word: String, probability: Double)] {
        var top = TopWords(limit: limit)
        for w in candidates { top.offer(w, probability(of: w, previous: previous, pair: pair)) }
        return top.words.map { (word(at: $0.0), $0.1) }
    }

    /// The `limit` likeliest words offered, likeliest first, the lower number first among equals:
    /// the same words whatever order they are offered in (each offered once).
    private struct TopWords {
        let limit: Int
        private(set) var words: [(Int, Double)] = []

        init(limit: Int) { self.limit = limit }

        mutating func offer(_ w: Int, _ p: Double) {
            guard words.count < limit || p > words[words.count - 1].1 || (p == words[words.count - 1].1 && w < words[words.count - 1].0) else { return }
            words.append((w, p))
            words.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            if words.count > limit { words.removeLast() }
        }
    }

    // MARK: Loading

    /// A ``MappedFile`` failure as the model's own error.
    /// The file at `url`, mapped; a failure is the model's own error.
    private static func mapping(_ url: URL) throws(LanguageModelError) -> MappedFile {
        do { return try MappedFile(mapping: url.path, format: LanguageModelFormat.file) } catch { throw Self.error(error) }
    }

    private static func error(_ failure: MappedFile.Failure) -> LanguageModelError {
        failure.as(unreadable: LanguageModelError.unreadable, corrupt: LanguageModelError.corrupt)
    }

    private static func header(_ file: MappedFile) throws(LanguageModelError) -> (LanguageModelFormat.Counts, Int) {
        do { try file.checkHeader(LanguageModelFormat.file) } catch { throw Self.error(error) }
        let value = file.count(at:)
        let counts = LanguageModelFormat.Counts(words: value(8), textBytes: value(12), bigrams: value(16), trigrams: value(20))
        let scale = value(24)
        guard (1...LanguageModelFormat.maxWords).contains(counts.words) else {
            throw LanguageModelError.corrupt(reason: "\(counts.words) words (1...\(LanguageModelFormat.maxWords))")
        }
        guard scale > 0 else { throw LanguageModelError.corrupt(reason: "a scale of 0 units per nat") }
        guard file.bytes[28..<48].allSatisfy({ $0 == 0 }) else { throw LanguageModelError.corrupt(reason: "the reserved header bytes are not zero") }
        do { try file.checkBody(LanguageModelFormat.file, expectedSize: LanguageModelFormat.Layout(counts).size) } catch { throw Self.error(error) }
        return (counts, scale)
    }

    /// Checks what lookups rely on, so that a file with a right checksum but wrong contents is
    /// refused rather than read out of bounds.
    private func validate() throws {
        func offsets(_ table: UnsafeBufferPointer<UInt32>, end: Int, _ name: String) throws {
            if let reason = InvariantScan.offsetsBreak(table, end: end, name: name, item: "entry") { throw LanguageModelError.corrupt(reason: reason) }
        }
        try offsets(textOffsets, end: text.count, "text")
        try offsets(bigramOffsets, end: bigramWords.count, "bigram")
        try offsets(trigramOffsets, end: trigramWords.count, "trigram")
        func ascending(_ words: UnsafeBufferPointer<UInt16>, _ ranges: UnsafeBufferPointer<UInt32>, _ name: String) throws {
            for r in 0..<(ranges.count - 1) {
                var previous = -1
                for i in Int(ranges[r])..<Int(ranges[r + 1]) {
                    let w = Int(words[i])
                    guard w > previous, w < wordCount else {
                        throw LanguageModelError.corrupt(reason: "\(name) \(i) names word \(w) out of order or range")
                    }
                    previous = w
                }
            }
        }
        try ascending(bigramWords, bigramOffsets, "bigram")
        try ascending(trigramWords, trigramOffsets, "trigram")
        for i in 0..<wordCount {
            guard textOffsets[i + 1] > textOffsets[i] else { throw LanguageModelError.corrupt(reason: "word \(i) is empty") }
            if i > 0, compare(i - 1, prefix: bytes(of: i).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }) >= 0 {
                throw LanguageModelError.corrupt(reason: "words not in order at word \(i)")
            }
        }
    }
}
