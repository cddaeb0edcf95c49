import Foundation
@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The version 0.3 file: the index (with frequency classes) stored in the file, memory-mapped loading, and damage refused
/// with a typed error even when the checksums were recomputed over the damage.
@Suite struct DictionaryFormatTests {
    static let bytes = try! DictionaryFixtures.build(words: DictionaryFixtures.tinyEnglish, bigrams: DictionaryFixtures.tinyBigrams)

    /// `bytes` with both checksums recomputed, as a buggy or hostile builder would write them.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        bytes.withUnsafeMutableBytes { raw in
            let body = DictionaryFormat.checksum(UnsafeRawBufferPointer(rebasing: raw[DictionaryFormat.headerSize...]))
            raw.storeBytes(of: body.littleEndian, toByteOffset: DictionaryFormat.bodyChecksumOffset, as: UInt64.self)
            let header = DictionaryFormat.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<DictionaryFormat.headerChecksumOffset]))
            raw.storeBytes(of: header.littleEndian, toByteOffset: DictionaryFormat.headerChecksumOffset, as: UInt64.self)
        }
        return bytes
    }

    /// The body checksum `bytes`' header records (the dictionary's and the language model's headers
    /// keep it in the same place).
    static func recordedChecksum(_ bytes: [UInt8]) -> UInt64 {
        UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: DictionaryFormat.bodyChecksumOffset, as: UInt64.self) })
    }

    /// Where `dictionary`'s sections are in its file.
    static func layout(of dictionary: CompactDictionary) -> DictionaryFormat.Layout {
        DictionaryFormat.Layout(DictionaryFormat.Counts(
            words: dictionary.wordCount, alphabet: dictionary.alphabet.count, bigrams: dictionary.bigramCount,
            codeBytes: dictionary.codes.count, textBytes: dictionary.text.count, groups: dictionary.index.groups.count,
            bucketBits: (dictionary.index.bucketStarts.count - 1).trailingZeroBitCount, entries: dictionary.index.entries.count))
    }

    /// `bytes` with `value` written at `offset` and both checksums recomputed over the damage.
    static func damaged(_ bytes: [UInt8], at offset: Int, _ value: UInt32) -> [UInt8] {
        var bytes = bytes
        withUnsafeBytes(of: value.littleEndian) { for (i, b) in $0.enumerated() { bytes[offset + i] = b } }
        return resealed(bytes)
    }

    static func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try CompactDictionary(bytes: bytes)
            return nil
        } catch let error as DictionaryError {
            guard case .corrupt(let reason) = error else { return "\(error)" }
            return reason
        } catch {
            return "untyped: \(error)"
        }
    }

    @Test func anOlderVersionIsRefusedAndNamed() {
        for version: UInt8 in [1, 2] {
            var old = Self.bytes
            old[7] = version
            let reason = Self.reason(old)
            #expect(reason?.contains("format version 0.\(version) is not supported (expected 0.3)") == true)
            #expect(reason?.contains("rebuild") == true)
        }
    }

    @Test func aMappedFileLoadsLikeItsBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-\(UUID().uuidString).kcdict")
        try Data(Self.bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let mapped = try CompactDictionary(contentsOf: url)
        let owned = try CompactDictionary(bytes: Self.bytes)
        #expect(mapped.byteCount == Self.bytes.count)
        #expect((0..<mapped.wordCount).map(mapped.word(at:)) == (0..<owned.wordCount).map(owned.word(at:)))
        #expect(Speller(dictionary: mapped).candidates(for: "teh", limit: 5) == Speller(dictionary: owned).candidates(for: "teh", limit: 5))
    }

    @Test func emptyAndShortFilesAndDirectoriesAreTypedErrors() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-\(UUID().uuidString).kcdict")
        defer { try? FileManager.default.removeItem(at: url) }
        for length in [0, 7, DictionaryFormat.headerSize - 1] {
            try Data(Self.bytes.prefix(length)).write(to: url)
            #expect(throws: DictionaryError.corrupt(reason: "\(length) bytes is shorter than the 64-byte header")) {
                try CompactDictionary(contentsOf: url)
            }
        }
        #expect {
            try CompactDictionary(contentsOf: FileManager.default.temporaryDirectory)
        } throws: { error in
            if case .unreadable = error as? DictionaryError { return true }
            return false
        }
    }

    @Test func aFlippedByteIsRefusedWhereverItIs() throws {
        // Every byte, in the header or the body (the index included), through a file mapping.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-\(UUID().uuidString).kcdict")
        defer { try? FileManager.default.removeItem(at: url) }
        for position in stride(from: 0, to: Self.bytes.count, by: 7) {
            var damaged = Self.bytes
            damaged[position] ^= 0x01
            try Data(damaged).write(to: url)
            #expect(throws: DictionaryError.self) { try CompactDictionary(contentsOf: url) }
        }
    }

    /// With the checksums recomputed, the structural checks still catch damage to what lookups
    /// index with: the groups, the buckets and the entries.
    @Test func damageBehindValidChecksumsIsStillRefused() throws {
        let dictionary = try CompactDictionary(bytes: Self.bytes)
        let counts = (words: dictionary.wordCount, groups: dictionary.index.groups.count, entries: dictionary.index.entries.count)
        let layout = Self.layout(of: dictionary)
        func damaged(at offset: Int, _ value: UInt32) -> [UInt8] { Self.damaged(Self.bytes, at: offset, value) }
        #expect(Self.reason(Self.resealed(Self.bytes)) == nil)
        #expect(Self.reason(damaged(at: layout.groups + 8, 1))?.contains("prefix group 0") == true)
        #expect(Self.reason(damaged(at: layout.groups + 16 * (counts.groups - 1) + 12, 9))?.contains("prefix group") == true)
        #expect(Self.reason(damaged(at: layout.bucketStarts + 4, UInt32.max))?.contains("bucket") == true)
        #expect(Self.reason(damaged(at: layout.entries, UInt32(counts.groups))) == "an index entry names prefix group \(counts.groups) of \(counts.groups)")
        #expect(Self.reason(damaged(at: layout.codeOffsets + 4, 1000))?.contains("offsets") == true)
        // A packed prefix naming letters its word lacks (here beyond the alphabet).
        #expect(Self.reason(damaged(at: layout.groups, 0xFFFF_FFFF)) == "prefix group 0 does not spell its first word")
        // Two entries of a bucket swapped: a lookup stops scanning a bucket at the first larger tag.
        let index = dictionary.index
        let bucket = try #require((0..<(index.bucketStarts.count - 1)).first { b in
            let start = Int(index.bucketStarts[b])
            return Int(index.bucketStarts[b + 1]) - start >= 2 && index.entries[start] != index.entries[start + 1]
        })
        let start = Int(index.bucketStarts[bucket])
        var swapped = Self.bytes
        for (offset, value) in [(start, index.entries[start + 1]), (start + 1, index.entries[start])] {
            withUnsafeBytes(of: value.littleEndian) { for (i, b) in $0.enumerated() { swapped[layout.entries + 4 * offset + i] = b } }
        }
        #expect(Self.reason(Self.resealed(swapped)) == "index bucket \(bucket) is not in order")
    }

    /// Why `bytes` is refused when its invariants are checked by the whole-section scans and, only
    /// when one fails, the naming loops (`quickly`, as every load), or by the loops alone.
    static func reason(_ bytes: [UInt8], quickly: Bool) -> String? {
        do {
            _ = try CompactDictionary(bytes: bytes, quickly: quickly)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Damage anywhere in the body behind recomputed checksums: the load refuses exactly what the
    /// naming loops alone refuse, with the same reason. Dictionaries of random words over three
    /// letters (words past 8 letters, bigrams), one to four bytes overwritten.
    @Test func theScansRefuseWhatTheLoopsRefuseAndSayTheSame() async throws {
        let letters = Gen.element(of: Array("abc")).compactMap { $0 }
        // Half the words share their first 7 letters, so that they share a prefix group, which checks
        // only its first word's letters: damage past the 7th letter of the others is left to the order check.
        let word = zip(letters.array(of: 1...12), Gen.bool).map { letters, shared in (shared ? "abcabca" : "") + String(letters) }
        // A value's bytes either as drawn or each cut to 0...4, a letter number of those words (or
        // just past them): damage that keeps every letter in the alphabet can still disorder words.
        let damage = zip(Gen.int(in: 0...Int.max), Gen.uint32(), Gen.int(in: 1...4), Gen.bool)
        nonisolated(unsafe) var refused = 0, checked = 0
        await propertyCheck(count: 300, input: word.array(of: 2...40), damage.array(of: 1...3)) { words, damage in
            let unique = Array(Set(words))
            let list = unique.enumerated().map { "\($0.element) \($0.offset % 7 + 1)" }.joined(separator: "\n")
            let pairs = zip(unique, unique.dropFirst()).map { "\($0) \($1) 2" }.joined(separator: "\n")
            guard let built = try? DictionaryFixtures.build(words: list, bigrams: pairs) else { return }
            var bytes = built
            for (position, value, width, small) in damage {
                let at = DictionaryFormat.headerSize + position % (bytes.count - DictionaryFormat.headerSize - 4)
                withUnsafeBytes(of: value.littleEndian) { for i in 0..<width { bytes[at + i] = small ? $0[i] % 5 : $0[i] } }
            }
            let sealed = Self.resealed(bytes)
            let quick = Self.reason(sealed, quickly: true)
            #expect(quick == Self.reason(sealed, quickly: false))
            checked += 1
            if quick != nil { refused += 1 }
        }
        // Most of the damage breaks something the loops check: the comparison covered refusals.
        #expect(refused > checked / 4, "\(refused) of \(checked) refused")
    }

    /// A header may announce an alphabet of no letters over words that have letters: the sections
    /// laid out again for it and sealed, the load names the first letter outside the alphabet —
    /// quickly or not — where naming it once counted letters from 1 up to 0, and trapped.
    @Test func anEmptyAlphabetIsNamedNotATrap() throws {
        let built = try DictionaryFixtures.build(words: "ab 5\nba 3", bigrams: "ab ba 2")
        func count(_ offset: Int) -> Int { Int(built.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }.littleEndian) }
        let counts = DictionaryFormat.Counts(
            words: count(8), alphabet: count(12), bigrams: count(16), codeBytes: count(20), textBytes: count(24),
            groups: count(28), bucketBits: count(32), entries: count(36))
        var none = counts
        none.alphabet = 0
        let (from, to) = (DictionaryFormat.Layout(counts), DictionaryFormat.Layout(none))
        #expect(from.frequencies > to.frequencies, "the alphabet's section is gone")
        // Every section after the alphabet's moves up by the alphabet's room.
        var bytes = [UInt8](repeating: 0, count: to.size)
        bytes[0..<DictionaryFormat.headerSize] = built[0..<DictionaryFormat.headerSize]
        bytes[to.frequencies..<to.size] = built[from.frequencies..<from.size]
        withUnsafeBytes(of: UInt32(0).littleEndian) { bytes[12..<16] = ArraySlice($0) }
        let sealed = Self.resealed(bytes)
        let named = "letter number 1 outside the alphabet of 0"
        #expect(Self.reason(sealed, quickly: true)?.contains(named) == true, "\(Self.reason(sealed, quickly: true) ?? "loaded")")
        #expect(Self.reason(sealed, quickly: false) == Self.reason(sealed, quickly: true))
    }

    /// A byte flipped anywhere in the body is reported as a checksum mismatch, even where it also
    /// breaks what lookups rely on: the checksum is checked first.
    @Test func aDamagedBodyIsReportedByItsChecksum() {
        for position in stride(from: DictionaryFormat.headerSize, to: Self.bytes.count, by: 5) {
            var damaged = Self.bytes
            damaged[position] ^= 0x10
            #expect(Self.reason(damaged) == "checksum mismatch: the file was damaged after it was built", "byte \(position)")
        }
    }

    @Test func randomBytesBehindTheCurrentSignatureAreRefused() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...2000)) { bytes in
            #expect(throws: DictionaryError.self) { try CompactDictionary(bytes: DictionaryFormat.magic + bytes) }
        }
        // A valid header over a random body of the announced size: only the checksums stop it.
        let bodySize = Self.bytes.count - DictionaryFormat.headerSize
        await propertyCheck(count: 100, input: Gen.uint8().array(of: bodySize...bodySize)) { body in
            #expect(throws: DictionaryError.self) { try CompactDictionary(bytes: Self.bytes.prefix(DictionaryFormat.headerSize) + body) }
        }
    }

    /// The index (bit-parallel verification, whole words from their packed prefix, phases) returns
    /// exactly what a scan of every word with the plain banded distance returns: the same
    /// candidates in the same order, on random dictionaries over a small alphabet (many near
    /// neighbours, words longer than the 7-letter prefix, runs of equal letters, apostrophes).
    @Test func theIndexReturnsWhatAScanOfEveryWordReturns() async throws {
        let word = Gen.element(of: Array("abca'")).compactMap { $0 }.array(of: 1...11).map { String($0) }
        await propertyCheck(count: 200, input: word.array(of: 1...80), word, Gen.int(in: 0...2)) { words, typed, maxDistance in
            guard let speller = try DictionaryFixtures.speller(randomWords: words, count: { $0 * 7 % 13 + 1 })?.0 else { return }
            for limit in [3, Int.max] {
                let fast = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: maxDistance, limit: limit, source: .index)
                let naive = speller.candidates(for: typed, previousWord: nil, userWords: UserWords(), maxDistance: maxDistance, limit: limit, source: .scan)
                #expect(fast == naive, "typed \(typed)")
            }
        }
    }

    /// The same on the English dictionary, for random edits of random words.
    @Test func theIndexMatchesAScanOnEnglish() async {
        let speller = DictionaryFixtures.englishSpeller
        let dictionary = DictionaryFixtures.english
        let letters = Array("abcdefghijklmnopqrstuvwxyz'")
        await propertyCheck(count: 12, input: Gen.int(in: 0..<dictionary.wordCount), Gen.int(in: 0...100), Gen.int(in: 0...100),
                            Gen.element(of: letters).compactMap { $0 }) { index, at, other, letter in
            var typo = Array(dictionary.word(at: index).lowercased())
            typo[at % typo.count] = letter
            typo.insert(letter, at: other % (typo.count + 1))
            let typed = String(typo)
            let fast = speller.candidates(for: typed, previousWord: "the", userWords: UserWords(), maxDistance: 2, limit: .max, source: .index)
            let naive = speller.candidates(for: typed, previousWord: "the", userWords: UserWords(), maxDistance: 2, limit: .max, source: .scan)
            #expect(fast == naive, "typed \(typed)")
        }
    }

    /// Letter numbers come from a table for ASCII and a search of the alphabet otherwise: both give
    /// a letter's place in the alphabet, and the unknown number for a letter no word has.
    @Test func aLetterIsNumberedByItsPlaceInTheAlphabet() throws {
        let korean = try DictionaryFixtures.dictionary(words: DictionaryFixtures.koreanWords)
        for dictionary in [DictionaryFixtures.english, korean] {
            for (i, letter) in dictionary.alphabet.enumerated() {
                #expect(dictionary.code(of: Unicode.Scalar(letter)!) == UInt8(i + 1))
            }
            for value in UInt32(0)..<0x3200 where !dictionary.alphabet.contains(value) {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(dictionary.code(of: scalar) == DictionaryFormat.unknownSymbol, "U+\(String(value, radix: 16))")
            }
        }
    }
}
