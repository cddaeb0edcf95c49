import Foundation
import KeycraftKeyboard

/// Builds the compact dictionary (`DictionaryFormat`) from plain frequency lists, for any language:
/// what `keycraft dictionary build` runs. A keyboard only loads the result (`CompactDictionary`).
///
/// Words that fold to the same comparison form (The, the) are merged: counts add up and the most
/// frequent spelling is the one shown. Bigrams whose words are not in the word list are left out.
public struct DictionaryBuilder {
    private var counts: [[Unicode.Scalar]: (display: String, best: UInt64, total: UInt64)] = [:]
    private var pairs: [(first: String, second: String, count: Double)] = []

    /// An empty builder: add word and bigram lists, then ``build()``.
    public init() {}

    /// Adds `count` occurrences of `word`.
    public mutating func addWord(_ word: String, count: UInt64) {
        let key = SpellingSymbols.symbols(of: word)
        guard !key.isEmpty else { return }
        if var entry = counts[key] {
            entry.total &+= count
            if count > entry.best { entry.best = count; entry.display = word }
            counts[key] = entry
        } else {
            counts[key] = (word, count, count)
        }
    }

    /// Adds `count` occurrences of `first` followed by `second`.
    public mutating func addBigram(_ first: String, _ second: String, count: Double) {
        pairs.append((first, second, count))
    }

    /// Adds every `word count` line of a word list (symspell's format: the count is the last field).
    public mutating func addWordList(_ text: String, name: String) throws {
        for (number, fields) in try Self.lines(text, name: name, fieldCount: 2) {
            guard let count = UInt64(fields[1]) else {
                throw DictionaryError.malformedLine(list: name, line: number, reason: "count \"\(fields[1])\" is not a whole number")
            }
            addWord(String(fields[0]), count: count)
        }
    }

    /// Adds every `first second count` line of a bigram list.
    public mutating func addBigramList(_ text: String, name: String) throws {
        for (number, fields) in try Self.lines(text, name: name, fieldCount: 3) {
            guard let count = Double(fields[2]), count.isFinite, count >= 0 else {
                throw DictionaryError.malformedLine(list: name, line: number, reason: "count \"\(fields[2])\" is not a number")
            }
            addBigram(String(fields[0]), String(fields[1]), count: count)
        }
    }

    /// The dictionary's bytes.
    public func build() throws -> [UInt8] {
        guard !counts.isEmpty else { throw DictionaryError.empty(list: "words") }
        guard counts.count <= DeleteIndex.Entry.maxGroups else {
            throw DictionaryError.tooManyWords(count: counts.count, maximum: DeleteIndex.Entry.maxGroups)
        }
        let alphabet = Set(counts.keys.joined()).sorted { $0.value < $1.value }
        guard alphabet.count <= DictionaryFormat.maxAlphabet else {
            throw DictionaryError.tooManySymbols(count: alphabet.count)
        }
        var number: [Unicode.Scalar: UInt8] = [:]
        for (index, scalar) in alphabet.enumerated() { number[scalar] = UInt8(index + 1) }
        let words = counts.map { (codes: $0.key.map { number[$0]! }, display: $0.value.display, count: $0.value.total) }
            .sorted { $0.codes.lexicographicallyPrecedes($1.codes) }
        var indexOfKey: [[Unicode.Scalar]: Int] = [:]
        for (index, word) in words.enumerated() {
            indexOfKey[word.codes.map { alphabet[Int($0) - 1] }] = index
        }
        var following: [Int: [Int: Double]] = [:]
        for pair in pairs {
            guard let first = indexOfKey[SpellingSymbols.symbols(of: pair.first)],
                  let second = indexOfKey[SpellingSymbols.symbols(of: pair.second)] else { continue }
            following[first, default: [:]][second, default: 0] += pair.count
        }
        let bigramCount = following.values.reduce(0) { $0 + $1.count }
        // The spelling index, built here once so that loading is only a map and checks.
        var codeOffsets: [UInt32] = [0], allCodes: [UInt8] = []
        for word in words {
            allCodes += word.codes
            codeOffsets.append(UInt32(allCodes.count))
        }
        let index = allCodes.withUnsafeBufferPointer { codes in
            codeOffsets.withUnsafeBufferPointer {
                DeleteIndexTables(codes: codes, offsets: $0, frequencies: words.map(\.count), apostrophe: number["'"])
            }
        }
        let sizes = DictionaryFormat.Counts(
            words: words.count, alphabet: alphabet.count, bigrams: bigramCount,
            codeBytes: allCodes.count, textBytes: words.reduce(0) { $0 + $1.display.utf8.count },
            groups: index.groups.count, bucketBits: index.bucketBits, entries: index.entries.count)
        let layout = DictionaryFormat.Layout(sizes)
        var out = [UInt8](repeating: 0, count: layout.size)
        out.withUnsafeMutableBytes { raw in
            func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
                raw.storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self)
            }
            func put(_ table: [UInt32], at offset: Int) {
                for (i, value) in table.enumerated() { put(value, at: offset + 4 * i) }
            }
            for (i, byte) in DictionaryFormat.magic.enumerated() { raw[i] = byte }
            for (i, count) in [sizes.words, sizes.alphabet, sizes.bigrams, sizes.codeBytes, sizes.textBytes,
                               sizes.groups, sizes.bucketBits, sizes.entries].enumerated() {
                put(UInt32(count), at: 8 + 4 * i)
            }
            for (i, scalar) in alphabet.enumerated() { put(scalar.value, at: layout.alphabet + 4 * i) }
            put(codeOffsets, at: layout.codeOffsets)
            for (i, byte) in allCodes.enumerated() { raw[layout.codes + i] = byte }
            var text = 0, bigram = 0
            for (i, word) in words.enumerated() {
                put(word.count, at: layout.frequencies + 8 * i)
                put(UInt32(text), at: layout.textOffsets + 4 * i)
                put(UInt32(bigram), at: layout.bigramOffsets + 4 * i)
                for byte in word.display.utf8 { raw[layout.text + text] = byte; text += 1 }
                for (second, count) in (following[i] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    put(UInt32(second), at: layout.bigramWords + 4 * bigram)
                    put(Float32(count).bitPattern, at: layout.bigramCounts + 4 * bigram)
                    bigram += 1
                }
            }
            put(UInt32(text), at: layout.textOffsets + 4 * words.count)
            put(UInt32(bigram), at: layout.bigramOffsets + 4 * words.count)
            for (i, group) in index.groups.enumerated() {
                put(group.prefix, at: layout.groups + 16 * i)
                put(group.first, at: layout.groups + 16 * i + 8)
                put(group.count, at: layout.groups + 16 * i + 12)
            }
            put(index.bucketStarts, at: layout.bucketStarts)
            put(index.entries, at: layout.entries)
            let body = UnsafeRawBufferPointer(rebasing: raw[DictionaryFormat.headerSize...])
            put(DictionaryFormat.checksum(body), at: DictionaryFormat.bodyChecksumOffset)
            let header = UnsafeRawBufferPointer(rebasing: raw[0..<DictionaryFormat.headerChecksumOffset])
            put(DictionaryFormat.checksum(header), at: DictionaryFormat.headerChecksumOffset)
        }
        return out
    }

    /// The non-blank, non-comment lines of a list, split on whitespace into exactly `fieldCount` fields.
    private static func lines(_ text: String, name: String, fieldCount: Int) throws -> [(Int, [Substring])] {
        var result: [(Int, [Substring])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if fields.isEmpty || fields[0].hasPrefix("#") { continue }
            guard fields.count == fieldCount else {
                throw DictionaryError.malformedLine(
                    list: name, line: index + 1, reason: "expected \(fieldCount) fields, found \(fields.count)")
            }
            result.append((index + 1, fields))
        }
        if result.isEmpty { throw DictionaryError.empty(list: name) }
        return result
    }
}
