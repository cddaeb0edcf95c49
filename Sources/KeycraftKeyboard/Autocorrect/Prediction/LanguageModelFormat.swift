/// The language model's binary layout (version 1.0), written by `scripts/language_model.py` and
/// read in place by ``LanguageModel``.
///
/// Little-endian, every section starting on an 8-byte boundary. Probabilities are stored as
/// `round(−ln p × scale)` in a `UInt16` (1/1024 nat steps; 65535 stands for 0), so an entry is 4 bytes:
///
/// | section | contents |
/// |---|---|
/// | header (64 bytes) | magic `KCLM` 0 0 1 0; word, text-byte, bigram and trigram counts and the scale (`UInt32` each); 20 reserved bytes (0); the body checksum; the header checksum (of bytes 0..<56) |
/// | text offsets, text | `UInt32` × (words + 1), then each word as shown, UTF-8; words are sorted by their lower-case form, so a prefix is a contiguous range. `,` (a mark inside a sentence) and `<s>` (a sentence's start) are tokens of the context, never predicted |
/// | unigram, unigram weight | `UInt16` × words: P₁(w); the weight γ₂(v) the bigram level after v gives the unigram level |
/// | bigram offsets | `UInt32` × (words + 1): each word's range of following words |
/// | bigram words, values, trigram weights | `UInt16` × bigrams each: the second word (ascending within a range), its discounted bigram probability, and γ₃ of the pair as a trigram context |
/// | trigram offsets | `UInt32` × (bigrams + 1): each pair's range of third words |
/// | trigram words, values | `UInt16` × trigrams each: the third word (ascending within a range), its discounted probability |
///
/// P(w | u v) = a₃(u v w) + γ₃(u v) · [a₂(v w) + γ₂(v) · P₁(w)] — interpolated Kneser–Ney.
enum LanguageModelFormat {
    static let magic: [UInt8] = Array("KCLM".utf8) + [0, 0, 1, 0]
    static let headerSize = 64
    static let bodyChecksumOffset = 48
    static let headerChecksumOffset = 56
    /// The header as ``MappedFile`` checks it.
    static let file = MappedFile.Format(
        name: "language model", magic: magic, signatureLength: 4, rebuild: "scripts/build-language-model.sh")
    /// The stored value that stands for probability 0.
    static let zero: UInt16 = .max
    /// At most this many words: word numbers are 16-bit.
    static let maxWords = Int(UInt16.max)

    struct Counts: Equatable {
        var words: Int
        var textBytes: Int
        var bigrams: Int
        var trigrams: Int
    }

    /// Byte offsets of every section for `counts`, and the total size.
    struct Layout {
        let textOffsets: Int, text: Int, unigram: Int, unigramWeight: Int, bigramOffsets: Int
        let bigramWords: Int, bigramValues: Int, trigramWeight: Int, trigramOffsets: Int
        let trigramWords: Int, trigramValues: Int, size: Int

        init(_ c: Counts) {
            var at = LanguageModelFormat.headerSize
            func section(_ bytes: Int) -> Int {
                let start = at
                at = (at + bytes + 7) & ~7
                return start
            }
            textOffsets = section((c.words + 1) * 4)
            text = section(c.textBytes)
            unigram = section(c.words * 2)
            unigramWeight = section(c.words * 2)
            bigramOffsets = section((c.words + 1) * 4)
            bigramWords = section(c.bigrams * 2)
            bigramValues = section(c.bigrams * 2)
            trigramWeight = section(c.bigrams * 2)
            trigramOffsets = section((c.bigrams + 1) * 4)
            trigramWords = section(c.trigrams * 2)
            trigramValues = section(c.trigrams * 2)
            size = at
        }
    }
}
