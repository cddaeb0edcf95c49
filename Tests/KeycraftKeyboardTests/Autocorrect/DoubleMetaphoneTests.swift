@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// Double Metaphone's sound-alike keys: the published examples, words said alike sharing a key,
/// words said differently not sharing one, and properties of any input.
@Suite struct DoubleMetaphoneTests {
    /// Keys published with the algorithm's description and its common examples (primary, alternate).
    @Test(arguments: [
        ("Smith", "SM0", "XMT"), ("Schmidt", "XMT", "SMT"), ("Thumbail", "0MPL", "TMPL"),
        ("katherine", "K0RN", "KTRN"), ("richard", "RXRT", "RKRT"), ("geoff", "JF", "KF"), ("Through", "0R", "TR"),
        ("Schwein", "XN", "XFN"), ("maurice", "MRS", "MRS"), ("aubrey", "APR", "APR"), ("dave", "TF", "TF"),
        ("steven", "STFN", "STFN"), ("Xavier", "SF", "SFR"), ("knight", "NT", "NT"), ("laugh", "LF", "LF"),
        ("Michael", "MKL", "MXL"), ("character", "KRKT", "KRKT"), ("edge", "AJ", "AJ"), ("Caesar", "SSR", "SSR"),
    ])
    func publishedKeys(word: String, primary: String, alternate: String) {
        let keys = DoubleMetaphone(word)
        #expect(keys.primary == primary, "\(word)")
        #expect(keys.alternate == alternate, "\(word)")
    }

    /// Names and words spelt differently but said alike share a key.
    @Test(arguments: [
        ("Smith", "Schmidt"), ("Catherine", "Katherine"), ("Philip", "Filip"), ("Stephen", "Steven"),
        ("Thomas", "Tomas"), ("Thomson", "Tomson"), ("knight", "night"), ("write", "right"), ("phone", "fone"),
        ("physics", "fisiks"), ("tough", "tuf"), ("laugh", "laf"), ("nation", "nashun"),
        ("Jon", "John"), ("Carl", "Karl"), ("Cathy", "Kathy"), ("gnome", "nome"), ("psychology", "sychology"),
    ])
    func soundAlikesShareAKey(a: String, b: String) {
        #expect(DoubleMetaphone(a).matches(DoubleMetaphone(b)), "\(a) \(DoubleMetaphone(a)) vs \(b) \(DoubleMetaphone(b))")
    }

    /// Words said differently do not.
    @Test(arguments: [("Smith", "Jones"), ("cat", "dog"), ("phone", "bone"), ("night", "light"), ("thing", "sing")])
    func differentSoundsDoNotShareAKey(a: String, b: String) {
        #expect(!DoubleMetaphone(a).matches(DoubleMetaphone(b)))
    }

    @Test func caseAndOtherCharactersAreIgnored() {
        #expect(DoubleMetaphone("SMITH") == DoubleMetaphone("smith"))
        #expect(DoubleMetaphone("O'Neil") == DoubleMetaphone("ONeil"))
        #expect(DoubleMetaphone("façade").primary == "FST")
        #expect(DoubleMetaphone("").primary.isEmpty)
        #expect(DoubleMetaphone("1234 ☃️").primary.isEmpty)
        #expect(!DoubleMetaphone("").matches(DoubleMetaphone("")))
    }

    @Test func longerKeysWhenAsked() {
        #expect(DoubleMetaphone("Mississippi", maxLength: 8).primary == "MSSP")
        #expect(DoubleMetaphone("international").primary == "ANTR")
        #expect(DoubleMetaphone("international", maxLength: 8).primary == "ANTRNXNL")
    }

    /// Any text, ASCII or not: keys of the allowed sounds only, never longer than asked, the same
    /// for the same word in any case, and a word always shares a key with itself.
    @Test func anyInputGivesWellFormedKeys() async {
        let text = Gen.element(of: Array("abcdeghijklmnopqrstuvwxyzçñAGHSCW '-é한😀")).compactMap { $0 }.array(of: 0...14).map { String($0) }
        await propertyCheck(count: 1000, input: text, Gen.int(in: 1...8)) { word, length in
            let keys = DoubleMetaphone(word, maxLength: length)
            for key in [keys.primary, keys.alternate] {
                #expect(key.count <= length)
                #expect(key.allSatisfy { "ABFHJKLMNPRSTX0".contains($0) }, "\(word): \(key)")
                #expect(key.dropFirst().allSatisfy { $0 != "A" }, "a vowel only first: \(word) \(key)")
            }
            #expect(DoubleMetaphone(word.uppercased(), maxLength: length) == keys)
            let letters = word.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || "çñÇÑ".unicodeScalars.contains($0) }
            #expect(keys.matches(keys) == !(keys.primary.isEmpty && keys.alternate.isEmpty))
            if !letters { #expect(keys.primary.isEmpty) }
        }
    }

    /// A key cut at `length` sounds is the uncut key's first `length` sounds: the encoder drops
    /// sounds past the cut as they come (writing into room on the stack), which must give what
    /// writing them all and cutting at the end gives.
    @Test func shortKeysAreTheLongKeysCut() async {
        let text = Gen.element(of: Array("abcdeghijklmnopqrstuvwxyzçñAGHSCWKXZ '-é한😀")).compactMap { $0 }.array(of: 0...24).map { String($0) }
        await propertyCheck(count: 1000, input: text, Gen.int(in: 1...8)) { word, length in
            let cut = DoubleMetaphone(word, maxLength: length), whole = DoubleMetaphone(word, maxLength: 64)
            #expect(cut.primary == String(whole.primary.prefix(length)), "\(word) at \(length)")
            #expect(cut.alternate == String(whole.alternate.prefix(length)), "\(word) at \(length)")
        }
    }

    /// The packed keys the speller compares answer what the keys themselves answer, for any pair of words.
    @Test func packedKeysMatchAsTheKeysDo() async {
        let text = Gen.element(of: Array("abcdeghijklmnopqrstuvwxyzçñAGHSCW '-é한😀")).compactMap { $0 }.array(of: 0...10).map { String($0) }
        let alike = Gen.element(of: ["fisiks", "physics", "nashun", "nation", "Smith", "Schmidt", "knight", "night", "tuf", "tough", "", "x"])
            .compactMap { $0 }
        await propertyCheck(count: 1000, input: text, text, alike, alike) { a, b, c, d in
            for (x, y) in [(a, b), (c, d), (a, c), (a, a)] {
                let (keys, other) = (DoubleMetaphone(x), DoubleMetaphone(y))
                #expect(DoubleMetaphone.Packed(x).matches(DoubleMetaphone.Packed(y)) == keys.matches(other), "\(x) \(y)")
                #expect((DoubleMetaphone.Packed(x) == DoubleMetaphone.Packed(y)) == (keys == other), "\(x) \(y)")
            }
        }
    }

    /// A dictionary word's keys read from its ASCII bytes (as the speller reads candidates) are the
    /// keys of its string, and so are its comparison symbols, whatever its case.
    @Test func asciiBytesGiveTheKeysAndSymbolsOfTheString() async {
        let ascii = Gen.element(of: Array("abcdeghijklmnopqrstuvwxyzAGHSCWKZX '-0")).compactMap { $0 }.array(of: 1...12).map { String($0) }
        await propertyCheck(count: 1000, input: ascii) { word in
            var bytes = word
            let (keys, symbols) = bytes.withUTF8 { utf8 in
                (DoubleMetaphone.Packed(ascii: utf8), SpellingSymbols.withSymbols(ofASCII: utf8) { Array($0) })
            }
            #expect(keys == DoubleMetaphone.Packed(word), "\(word)")
            // The string's keys themselves (``DoubleMetaphone/init(_:maxLength:)``), which read its
            // letters through Unicode scalars: `Packed(_:)` reads an ASCII string's bytes too.
            let reference = DoubleMetaphone(word)
            #expect(keys.primary == Self.packed(reference.primary) && keys.alternate == Self.packed(reference.alternate), "\(word)")
            #expect(symbols == SpellingSymbols.symbols(of: word), "\(word)")
        }
    }

    /// Whether a candidate's bytes sound like the typed word, with the encoding stopped once it no
    /// longer can, is what its full keys say: for words alike by construction (one letter changed,
    /// the keys' own spellings), words alike by sound, and unrelated ones.
    @Test func stoppingEarlyMatchesAsTheFullKeysDo() async {
        let letters = Array("abcdeghijklmnopqrstuvwxyzAGHSCWKZX '-0")
        let ascii = Gen.element(of: letters).compactMap { $0 }.array(of: 1...12).map { String($0) }
        let alike = Gen.element(of: ["fisiks", "physics", "nashun", "nation", "Smith", "Schmidt", "knight", "night", "tuf", "tough",
                                     "Xavier", "savier", "gnome", "nome", "Thumbail", "tumbail", "x", "ph"]).compactMap { $0 }
        await propertyCheck(count: 1500, input: ascii, ascii, alike, Gen.int(in: 0...11)) { a, b, c, at in
            // A near spelling of `a`: one letter replaced, so its first sounds are often `a`'s.
            var near = Array(a)
            near[min(at, near.count - 1)] = b.first ?? "e"
            for (candidate, typed) in [(a, b), (String(near), a), (c, a), (a, c), (c, c), (a, a)] {
                let keys = DoubleMetaphone.Packed(typed)
                var bytes = candidate
                let early = bytes.withUTF8 { DoubleMetaphone.Packed.ascii($0, matches: keys) }
                #expect(early == DoubleMetaphone.Packed(candidate).matches(keys), "\(candidate) typed \(typed)")
            }
        }
    }

    /// A key as packed: its sounds' bytes, first sound highest.
    private static func packed(_ key: String) -> UInt64 { key.utf8.reduce(0) { $0 << 8 | UInt64($1) } }
}
