/// The compact dictionary's binary layout, shared by the builder and the loader.
///
/// Little-endian, every section starting on an 8-byte boundary, so the loader reads the file in one
/// pass into one buffer and uses the sections in place — no per-word allocation:
///
/// | section | contents |
/// |---|---|
/// | header (40 bytes) | magic `KCDICT` 0 1; word, alphabet and bigram counts; code and text byte counts; a reserved word; FNV-1a 64 checksum of everything after the header |
/// | alphabet | `UInt32` scalars, ascending: a word's letters are numbered 1...count in this order |
/// | frequencies | `UInt64` per word: how often it occurs |
/// | code offsets, codes | `UInt32` × (words + 1), then each word's letter numbers (its comparison form, ``SpellingSymbols``); words are sorted by these, so a prefix is a contiguous range |
/// | text offsets, text | `UInt32` × (words + 1), then each word as shown, UTF-8 (I'm, don't, 안녕하세요) |
/// | bigram offsets | `UInt32` × (words + 1): each word's range of following words |
/// | bigram words, bigram counts | `UInt32` word numbers ascending within a range; `Float32` counts |
enum DictionaryFormat {
    static let magic: [UInt8] = Array("KCDICT".utf8) + [0, 1]
    static let headerSize = 40
    /// A dictionary's letters are numbered 1...254; 255 stands for a letter no word has.
    static let maxAlphabet = 254
    static let unknownSymbol: UInt8 = 255

    struct Counts: Equatable {
        var words: Int
        var alphabet: Int
        var bigrams: Int
        var codeBytes: Int
        var textBytes: Int
    }

    /// Byte offsets of every section for `counts`, and the total size.
    struct Layout {
        let alphabet: Int, frequencies: Int, codeOffsets: Int, codes: Int, textOffsets: Int, text: Int
        let bigramOffsets: Int, bigramWords: Int, bigramCounts: Int, size: Int

        init(_ c: Counts) {
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
            size = at
        }
    }

    /// FNV-1a, 64 bits: cheap enough to check on every load (a few milliseconds for megabytes), and
    /// catches truncation, random bytes and stray edits.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
