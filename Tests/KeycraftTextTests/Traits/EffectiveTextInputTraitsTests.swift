import PropertyBased
import Testing
@testable import KeycraftText

@Suite struct EffectiveTextInputTraitsTests {
    @Test func defaultTraitsCorrectAndCapitalizeSentences() {
        let effective = TextInputTraits().effective
        #expect(effective.autocapitalizationType == .sentences)
        #expect(effective.autocorrects)
        #expect(effective.checksSpelling)
        #expect(effective.usesSmartQuotes && effective.usesSmartDashes && effective.usesSmartInsertDelete)
        #expect(effective.revealsText)
        #expect(effective.allowsCustomKeyboard)
    }

    @Test func secureEntryTurnsOffEveryCorrectionEvenWhenAskedFor() async {
        await propertyCheck(count: 200, input: TraitsGenerators.traits) { traits in
            var secure = traits
            secure.isSecureTextEntry = true
            let effective = secure.effective
            #expect(!effective.autocorrects)
            #expect(!effective.checksSpelling)
            #expect(!effective.usesSmartQuotes && !effective.usesSmartDashes && !effective.usesSmartInsertDelete)
            #expect(!effective.revealsText)
            #expect(!effective.allowsCustomKeyboard)
        }
    }

    @Test func explicitTogglesWinWithoutSecureEntry() {
        let traits = TextInputTraits(
            keyboardType: .numberPad, autocorrectionType: .yes, spellCheckingType: .no,
            smartQuotesType: .no, smartDashesType: .yes, smartInsertDeleteType: .no)
        let effective = traits.effective
        #expect(effective.autocorrects)
        #expect(!effective.checksSpelling)
        #expect(!effective.usesSmartQuotes)
        #expect(effective.usesSmartDashes)
        #expect(!effective.usesSmartInsertDelete)
    }

    @Test func spellCheckingFollowsAutocorrectionByDefault() {
        #expect(!TextInputTraits(autocorrectionType: .no).effective.checksSpelling)
        #expect(TextInputTraits(autocorrectionType: .yes).effective.checksSpelling)
        #expect(!TextInputTraits(keyboardType: .phonePad).effective.checksSpelling)
    }

    @Test(arguments: KeyboardType.allCases)
    func autocapitalizationIsIgnoredByPads(_ keyboard: KeyboardType) {
        let effective = TextInputTraits(keyboardType: keyboard, autocapitalizationType: .allCharacters).effective
        let ignores: Set<KeyboardType> = [.numberPad, .phonePad, .namePhonePad, .decimalPad, .asciiCapableNumberPad]
        #expect(effective.autocapitalizationType == (ignores.contains(keyboard) ? .none : .allCharacters))
        let digitPads: Set<KeyboardType> = [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad]
        #expect(effective.autocorrects == !digitPads.contains(keyboard))
    }

    @Test func secureEntryKeepsTheConfiguredCapitalization() {
        let traits = TextInputTraits(autocapitalizationType: .words, isSecureTextEntry: true)
        #expect(traits.effective.autocapitalizationType == .words)
    }
}
