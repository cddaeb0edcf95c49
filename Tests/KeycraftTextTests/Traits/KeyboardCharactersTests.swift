import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

@Suite struct KeyboardCharactersTests {
    static let english = Locale(identifier: "en_US")
    static let arabic = Locale(identifier: "ar_SA")
    static let german = Locale(identifier: "de_DE")
    static let persian = Locale(identifier: "fa_IR")

    /// Texts no pad can type: Korean, an emoji ZWJ family, a flag, a combining accent, a hardware
    /// keyboard's letters.
    static let foreign = ["한국어", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "abc", "Q", " "]

    static let pads: [KeyboardType] = [.numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad]

    @Test(arguments: pads)
    func padsCannotTypeLettersEmojiOrMarks(_ keyboard: KeyboardType) {
        for locale in [Self.english, Self.arabic, Self.german] {
            let characters = keyboard.characters(in: locale)
            for text in Self.foreign {
                #expect(!characters.canProduce(text), "\(keyboard) in \(locale.identifier) typed \(text)")
            }
        }
    }

    @Test func numberPadTypesTheLocalesDigits() {
        #expect(KeyboardType.numberPad.characters(in: Self.english).canProduce("0123456789"))
        #expect(KeyboardType.numberPad.characters(in: Self.arabic).canProduce("٠١٢٣٤٥٦٧٨٩"))
        #expect(!KeyboardType.numberPad.characters(in: Self.arabic).canProduce("12"))
        #expect(KeyboardType.numberPad.characters(in: Self.persian).canProduce("۱۲۳"))
        #expect(!KeyboardType.numberPad.characters(in: Self.english).canProduce("1.5"))
    }

    @Test func asciiCapableNumberPadTypesAsciiDigitsInEveryLocale() {
        for locale in [Self.english, Self.arabic, Self.persian] {
            let characters = KeyboardType.asciiCapableNumberPad.characters(in: locale)
            #expect(characters.canProduce("0123456789"))
            #expect(!characters.canProduce("٣"))
            #expect(characters.prominentKeys == (0...9).map(String.init))
        }
    }

    @Test func decimalPadAddsTheLocalesSeparator() {
        #expect(KeyboardType.decimalPad.characters(in: Self.english).canProduce("3.14"))
        #expect(!KeyboardType.decimalPad.characters(in: Self.english).canProduce("3,14"))
        #expect(KeyboardType.decimalPad.characters(in: Self.german).canProduce("3,14"))
        #expect(!KeyboardType.decimalPad.characters(in: Self.german).canProduce("3.14"))
        #expect(KeyboardType.decimalPad.characters(in: Self.arabic).canProduce("٣٫١٤"))
    }

    @Test func phonePadTypesDiallingCharacters() {
        let characters = KeyboardType.phonePad.characters(in: Self.arabic)
        #expect(!characters.canProduce("+82 10"))
        #expect(characters.canProduce("+821012345678"))
        #expect(characters.canProduce("*#31#"))
        #expect(characters.canProduce("5551234,,2;9"))
        #expect(!characters.canProduce("555-1234"))
        #expect(!characters.canProduce("٥"))
    }

    @Test func fullKeyboardsTypeAnythingAndDifferByTheirProminentKeys() {
        for keyboard in KeyboardType.allCases where !Self.pads.contains(keyboard) {
            let characters = keyboard.characters(in: Self.english)
            #expect(characters.repertoire == .anyCharacter)
            for text in Self.foreign { #expect(characters.canProduce(text)) }
        }
        #expect(KeyboardType.URL.characters(in: Self.english).prominentKeys == [".", "/", ".com"])
        #expect(KeyboardType.emailAddress.characters(in: Self.english).prominentKeys == [" ", "@", "."])
        #expect(KeyboardType.twitter.characters(in: Self.english).prominentKeys == ["@", "#"])
        #expect(KeyboardType.webSearch.characters(in: Self.english).prominentKeys == [" ", "."])
        #expect(KeyboardType.default.characters(in: Self.english).prominentKeys.isEmpty)
        #expect(KeyboardType.numbersAndPunctuation.characters(in: Self.english).prominentKeys.contains("7"))
    }

    @Test func aPadProducesExactlyTheStringsOfItsKeys() async {
        let keys = KeyboardType.phonePad.characters(in: Self.english).prominentKeys
        await propertyCheck(count: 200, input: Gen<String?>.element(of: keys + ["a", "한", "😀", "-"]).map { $0! }.array(of: 0...12)) { parts in
            let text = parts.joined()
            let characters = KeyboardType.phonePad.characters(in: Self.english)
            #expect(characters.canProduce(text) == parts.allSatisfy(keys.contains))
        }
    }

    @Test func theEmptyStringIsAlwaysProducible() {
        #expect(KeyboardType.numberPad.characters(in: Self.english).canProduce(""))
    }
}

@Suite struct CustomKeyboardAvailabilityTests {
    @Test(arguments: KeyboardType.allCases)
    func customKeyboardsStandInExceptForPhonePads(_ keyboard: KeyboardType) {
        let allowed = keyboard != .phonePad && keyboard != .namePhonePad
        #expect(keyboard.allowsCustomKeyboard == allowed)
        #expect(TextInputTraits(keyboardType: keyboard).allowsCustomKeyboard == allowed)
        #expect(!TextInputTraits(keyboardType: keyboard, isSecureTextEntry: true).allowsCustomKeyboard)
    }
}
