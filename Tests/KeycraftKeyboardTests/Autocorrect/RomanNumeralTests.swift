@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// Roman numerals in capitals are numbers: autocorrect leaves them (XV was corrected to XIV).
@Suite struct RomanNumeralTests {
    /// The standard form of `n` (1...4999), written the plain way: the reference the reader is checked against.
    static func numeral(_ n: Int) -> String {
        let values = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = n, result = ""
        for (value, letters) in values {
            while n >= value {
                result += letters
                n -= value
            }
        }
        return result
    }

    static let every = Set((1...4999).map(numeral))

    @Test func everyNumeralOfTwoLettersOrMoreIsRead() {
        for n in 1...4999 {
            let text = Self.numeral(n)
            #expect(RomanNumeral.isRomanNumeral(text) == (text.count >= 2), "\(n) \(text)")
        }
    }

    /// Any string of the numeral letters is read as a numeral exactly when it is some number's standard form.
    @Test func onlyStandardFormsAreRead() async {
        await propertyCheck(count: 2000, input: Gen.element(of: Array("IVXLCDM")).compactMap { $0 }.array(of: 2...9)) { letters in
            let text = String(letters)
            #expect(RomanNumeral.isRomanNumeral(text) == Self.every.contains(text), "\(text)")
        }
    }

    @Test func lowerCaseMixedCaseAndOtherLettersAreNotNumerals() {
        for word in ["xv", "Xv", "mix", "XVa", "IIII", "VV", "IC", "XM", "DD", "", "I", "X̃V", "XV\u{301}"] {
            #expect(!RomanNumeral.isRomanNumeral(word), "\(word)")
        }
    }

    @Test func autocorrectLeavesNumeralsAndStillFixesSlips() {
        let autocorrector = Autocorrector(speller: DictionaryFixtures.englishSpeller)
        for context in [TypingContext(previousWord: "chapter", isSentenceStart: false), TypingContext(textBefore: "")] {
            for word in ["XV", "XLII", "MCMXC", "XIX", "LXXVII"] {
                #expect(autocorrector.correction(for: word, context: context) == nil, "\(word)")
            }
        }
        #expect(autocorrector.correction(for: "beleive", context: TypingContext(previousWord: "I", isSentenceStart: false)) == "believe")
    }
}
