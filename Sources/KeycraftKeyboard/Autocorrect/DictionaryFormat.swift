/// The compact dictionary's binary layout (version 0.3), shared by the builder and the loader.
///
/// Little-endian, every section starting on an 8-byte boundary, so the loader maps the file and uses
/// the sections in place — no copy, no per-word allocation, and the spelling index is *in the file*
/// (built once by KeycraftKeyboardTools' `DictionaryBuilder`), so a load is a map plus validation:
///
/// | section | contents |
/// |---|---|
/// | header (64 bytes) | magic `KCDICT` 0 3; word, alphabet, bigram, code-byte, text-byte, prefix-group, bucket-bit and index-entry counts; a reserved word (0); the body checksum; the header checksum (of bytes 0..<56) |
/// | alphabet | `UInt32` scalars, ascending: a word's letters are numbered 1...count in this order |
/// | frequencies | `UInt64` per word: how often it occurs |
/// | code offsets, codes | `UInt32` × (words + 1), then each word's letter numbers (its comparison form, ``SpellingSymbols``); words are sorted by these, so a prefix is a contiguous range |
/// | text offsets, text | `UInt32` × (words + 1), then each word as shown, UTF-8 (I'm, don't, 안녕하세요) |
/// | bigram offsets | `UInt32` × (words + 1): each word's range of following words |
/// | bigram words, bigram counts | `UInt32` word numbers ascending within a range; `Float32` counts |
/// | groups | 16 bytes per run of words sharing their first ``DeleteIndex/prefixLength`` letters: the prefix packed in a `UInt64` (letter numbers from the low byte; the top byte 1 when the group is one word of at most 7 letters, so the prefix *is* the word), the first word's number and the number of words, `UInt32` each |
/// | bucket starts, entries | the delete index (``DeleteIndex``): `UInt32` × (2^bucket bits + 1), then `UInt32` entries: a hash tag, the group's frequency class, a near bit and the group number (``DeleteIndex/Entry``) |
///
/// Older files — 0.1 (no index), 0.2 (entries without classes) — are refused with a message saying
/// to rebuild them.
package enum DictionaryFormat {
    package static let magic: [UInt8] = Array("KCDICT".utf8) + [0, 3]
    package static let headerSize = 64
    /// Where the header checksum is; it covers the bytes before it.
    package static let headerChecksumOffset = 56
    package static let bodyChecksumOffset = 48
    /// A dictionary's letters are numbered 1...254; 255 stands for a letter no word has.
    package static let maxAlphabet = 254
    static let unknownSymbol: UInt8 = 255
    /// The bucket table's size range, as a power of two.
    static let bucketBits = 4...28
    /// The header as ``MappedFile`` checks it.
    static let file = MappedFile.Format(name: "dictionary", magic: magic, signatureLength: 6, rebuild: "keycraft dictionary build")

    package struct Counts: Equatable {
        package var words: Int
        package var alphabet: Int
        package var bigrams: Int
        package var codeBytes: Int
        package var textBytes: Int
        package var groups: Int
        package var bucketBits: Int
        package var entries: Int

        package init(
            words: Int, alphabet: Int, bigrams: Int, codeBytes: Int, textBytes: Int, groups: Int, bucketBits: Int, entries: Int
        ) {
            (self.words, self.alphabet, self.bigrams, self.codeBytes) = (words, alphabet, bigrams, codeBytes)
            (self.textBytes, self.groups, self.bucketBits, self.entries) = (textBytes, groups, bucketBits, entries)
        }
    }

    /// Byte offsets of every section for `counts`, and the total size.
    package struct Layout {
        package let alphabet: Int, frequencies: Int, codeOffsets: Int, codes: Int, textOffsets: Int, text: Int
        package let bigramOffsets: Int, bigramWords: Int, bigramCounts: Int
        package let groups: Int, bucketStarts: Int, entries: Int, size: Int

        package init(_ c: Counts) {
            var at = DictionaryFormat.headerSize
            func section(_ bytes: Int) -> Int {
                let start = at
                at = (at + bytes + 7) & ~7
                return start
            }
            alphabet = section(c.alphabet * 4)
            frequencies = section(c.words * 8)
            codeOffsets = section((c.words + 1) * 4)
            codes = section(c.codeBytes)
            textOffsets = section((c.words + 1) * 4)
            text = section(c.textBytes)
            bigramOffsets = section((c.words + 1) * 4)
            bigramWords = section(c.bigrams * 4)
            bigramCounts = section(c.bigrams * 4)
            groups = section(c.groups * 16)
            bucketStarts = section(((1 << c.bucketBits) + 1) * 4)
            entries = section(c.entries * 4)
            size = at
        }
    }

    /// A 64-bit checksum read eight bytes at a time in four independent lanes (each lane
    /// `h = rotl((h ^ word) × odd, 31)`, then the lanes mixed): about a byte a cycle less than
    /// the CPU's multiply throughput, so the 11 MB English file checks in a few milliseconds, where
    /// FNV-1a's byte-serial chain took ten times longer. Every step is a bijection of the lane, so a
    /// change to any single 8-byte word — any flipped byte — always changes the result.
    /// `bytes.count` must be a multiple of 8 (every section is padded to one).
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let words = bytes.count / 8
        guard words > 0 else { return 0x9E37_79B9_7F4A_7C15 }
        @inline(__always) func p(_ i: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self) }
        var a: UInt64 = 0x243F_6A88_85A3_08D3, b: UInt64 = 0x1319_8A2E_0370_7344
        var c: UInt64 = 0xA409_3822_299F_31D0, d: UInt64 = 0x082E_FA98_EC4E_6C89
        @inline(__always) func step(_ h: inout UInt64, _ w: UInt64) {
            let x = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
            h = (x << 31) | (x >> 33)
        }
        var i = 0
        while i + 4 <= words {
            step(&a, UInt64(littleEndian: p(i)))
            step(&b, UInt64(littleEndian: p(i + 1)))
            step(&c, UInt64(littleEndian: p(i + 2)))
            step(&d, UInt64(littleEndian: p(i + 3)))
            i += 4
        }
        while i < words {
            step(&a, UInt64(littleEndian: p(i)))
            i += 1
        }
        // Each lane enters once, through a distinct bijection, so one changed lane changes the sum.
        var h = UInt64(words)
        for lane in [a, b, c, d] { step(&h, lane) }
        return h
    }
}
