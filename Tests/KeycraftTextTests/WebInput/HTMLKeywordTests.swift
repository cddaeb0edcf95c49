import Testing
@testable import KeycraftText

/// The enumerated attributes' keywords: HTML reads them case-insensitively and ignores unknown ones.
@Suite struct HTMLKeywordTests {
    @Test func unknownOrMissingTypesAreText() {
        #expect(HTMLInputType(attributeValue: nil) == .text)
        #expect(HTMLInputType(attributeValue: "datetime-local") == .text)
        #expect(HTMLInputType(attributeValue: "PassWord") == .password)
        for type in HTMLInputType.allCases { #expect(HTMLInputType(attributeValue: type.rawValue) == type) }
    }

    @Test func unknownKeywordsAreAbsent() {
        #expect(HTMLInputMode(attributeValue: "numbers") == nil)
        #expect(HTMLInputMode(attributeValue: nil) == nil)
        #expect(HTMLAutocapitalize(attributeValue: "yes") == nil)
        #expect(HTMLEnterKeyHint(attributeValue: "return") == nil)
        #expect(HTMLInputMode(attributeValue: "NUMERIC") == .numeric)
        #expect(HTMLEnterKeyHint(attributeValue: "Send") == .send)
    }

    @Test(arguments: TextAutocapitalizationType.allCases)
    func everyCapitalizationHasACanonicalKeyword(_ type: TextAutocapitalizationType) {
        let keyword = HTMLAutocapitalize(type)
        #expect(keyword.autocapitalizationType == type)
        #expect([HTMLAutocapitalize.none, .sentences, .words, .characters].contains(keyword))
    }

    @Test(arguments: HTMLInputMode.allCases)
    func everyInputModeButNoneNamesAKeyboard(_ mode: HTMLInputMode) {
        #expect((mode.keyboardType == nil) == (mode == .none))
    }

    @Test(arguments: HTMLEnterKeyHint.allCases)
    func everyHintButPreviousIsItsOwnReturnKey(_ hint: HTMLEnterKeyHint) {
        if let key = hint.returnKeyType {
            #expect(HTMLEnterKeyHint(key) == hint)
        } else {
            #expect(hint == .previous)
        }
    }
}
