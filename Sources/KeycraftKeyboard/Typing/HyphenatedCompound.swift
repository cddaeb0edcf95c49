/// A hyphenated compound that ends at the cursor (bhind-hannd, ready-to-wear): autocorrect checks
/// each part as a word of its own, since a hyphen does not end a word as it is typed (e-mail stays one
/// word for text replacement) and the part after it is attached to the part before.
///
/// Only a compound of words stands alone: one attached to what precedes it (user@my-domian,
/// http://exmaple-site, 3-dya) or holding anything but letters and apostrophes is no compound of
/// prose, and is left to the usual rules (which leave it alone).
struct HyphenatedCompound: Equatable {
    /// The parts, in order (at least two).
    let parts: [String]

    /// The compound as typed.
    var text: String { parts.joined(separator: "-") }

    /// Parts shorter than this are left alone: prefixes and letters (co-op, e-mail, re-enter, x-ray),
    /// too short to tell from a slip.
    static let shortestPartCorrected = 3

    /// The compound whose last part is `word`, which `textBefore` precedes; nil when `word` does not
    /// follow a single hyphen, or the compound is attached to what is before it.
    init?(endingWith word: String, textBefore: some StringProtocol) {
        guard Self.isPart(word[...]) else { return nil }
        var parts = [word]
        var rest = Substring(textBefore)
        while rest.last == "-" {
            let beforeHyphen = rest.dropLast()
            let part = beforeHyphen.reversed().prefix(while: Self.isPartCharacter)
            guard !part.isEmpty, Self.isPart(beforeHyphen.suffix(part.count)) else { return nil }
            parts.insert(String(beforeHyphen.suffix(part.count)), at: 0)
            rest = beforeHyphen.dropLast(part.count)
        }
        guard parts.count > 1, rest.last.map({ $0.isWhitespace || "\"(“[{«‘".contains($0) }) ?? true else { return nil }
        self.parts = parts
    }

    private static func isPartCharacter(_ c: Character) -> Bool { c.isLetter || c == "'" || c == "\u{2019}" }

    /// Letters, with apostrophes only inside (a quote mark before or after is no part of a word).
    private static func isPart(_ part: Substring) -> Bool {
        guard let first = part.first, let last = part.last, first.isLetter, last.isLetter else { return false }
        return part.allSatisfy(isPartCharacter)
    }
}
