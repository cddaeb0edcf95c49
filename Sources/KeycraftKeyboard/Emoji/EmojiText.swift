import Foundation

/// How queries and keywords are compared: NFC (a Hangul query typed as jamo sequences meets CLDR's
/// precomposed syllables), lower case, words split at anything that is not a letter or a digit.
enum EmojiText {
    static func normalized(_ text: String) -> String {
        isASCII(text) ? asciiNormalized(text) : unicodeNormalized(text)
    }

    /// The words of normalized text ("kiss: person, person" → kiss, person, person).
    static func words(_ normalized: String) -> [Substring] {
        isASCII(normalized) ? asciiWords(normalized) : unicodeWords(normalized)
    }

    // Most keywords and queries are ASCII (English). For them the same answers come from their
    // bytes, without Unicode's case, whitespace and letter tables: indexing, done on the first emoji
    // search, takes a fraction of the time. The Unicode paths are the reference the tests hold them to.

    static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    /// ``normalized(_:)`` for any text.
    static func unicodeNormalized(_ text: String) -> String {
        // Text of Latin-1 and precomposed Hangul syllables is already NFC (most keywords and
        // queries): Foundation's normalization, the slow part of indexing, is skipped for it.
        let composed = text.unicodeScalars.allSatisfy { $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }
            ? text : text.precomposedStringWithCanonicalMapping
        return composed.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// ``words(_:)`` for any text.
    static func unicodeWords(_ normalized: String) -> [Substring] {
        normalized.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
    }

    /// ``normalized(_:)`` of ASCII text: A–Z lowered, runs of whitespace (U+0009–U+000D and the
    /// space: ASCII's White_Space characters) one space, none at either end.
    static func asciiNormalized(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var spaceDue = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                spaceDue = !bytes.isEmpty
                continue
            }
            if spaceDue { bytes.append(0x20) }
            spaceDue = false
            bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``words(_:)`` of ASCII text: the runs of letters, digits and apostrophes.
    static func asciiWords(_ text: String) -> [Substring] {
        func isWordByte(_ byte: UInt8) -> Bool {
            (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "'")
        }
        var words: [Substring] = []
        let utf8 = text.utf8
        var start: String.Index?
        for index in utf8.indices {
            if isWordByte(utf8[index]) {
                if start == nil { start = index }
            } else if let first = start {
                words.append(text[first..<index])
                start = nil
            }
        }
        if let first = start { words.append(text[first...]) }
        return words
    }

    /// What a normalized short name shows and is, as a query would say it. `subjects`: the name
    /// without a trailing face word ("cat face" → cat, "고양이 얼굴" → 고양이: the thing itself).
    /// `names`: the name; without what follows "with" ("beach with umbrella" → beach, "heart with
    /// arrow" → heart); its one qualifier after ":" ("flag: Japan" → japan); and for a name without "with" or a qualifier after ":" its last word, the head
    /// noun in English compounds and in Korean ("glass of milk" → milk, "빨간색 하트" → 하트, "crying
    /// cat" → cat), unless it is a face word (😻 "하트 눈 고양이 얼굴" is not 고양이).
    static func shortNames(of name: String) -> (subjects: [String], names: [String]) {
        var names = [name]
        // Swift's own searches, not Foundation's: these run for every emoji when the index is built.
        let main = name.firstRange(of: " with ").map { String(name[..<$0.lowerBound]) } ?? name
        let words = main.split(separator: " ")
        if main != name, !faceWords.contains(Substring(main)) { names.append(main) }
        // A qualified name's one qualifier: "flag: Japan" → japan, "깃발: 미국" → 미국, "man: red hair".
        if let colon = name.firstRange(of: ": "), !name[colon.upperBound...].contains(",") { names.append(String(name[colon.upperBound...])) }
        if main == name, !name.contains(":"), words.count > 1, let last = words.last, !faceWords.contains(last) {
            names.append(String(last))
        }
        var subjects: [String] = []
        if words.count > 1, let last = words.last, faceWords.contains(last) {
            subjects.append(words.dropLast().joined(separator: " "))
        }
        return (subjects, names.filter { !$0.isEmpty })
    }

    /// The word CLDR's names end in for a face (English, Korean).
    private static let faceWords: Set<Substring> = ["face", "얼굴"]

    /// The forms a query is searched in: itself, then ``EmojiQueryForms``' other forms of it.
    static func forms(of normalized: String) -> [String] { EmojiQueryForms.forms(of: normalized) }

    /// The forms searched for a query, with whether each meets whole terms only: the query itself
    /// (whole terms and prefixes), its other forms (whole terms), and the text before a bare jamo
    /// still being composed, as a whole term and as a prefix ("고양이ㄱ" → 고양이, "고양ㅇ" → 고양…).
    static func searchedForms(of normalized: String) -> [(text: String, wholeTermsOnly: Bool)] {
        var searched = forms(of: normalized).enumerated().map { ($1, $0 > 0) }
        if let composing = EmojiQueryForms.composingPrefix(of: normalized) { searched += [(composing, true), (composing, false)] }
        return searched
    }
}
