import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// UIKit's shape of the document proxy turned into the core's: traits from raw values, character
/// offsets into the UTF-16 offsets UIKit moves by.
@Suite struct DocumentProxyBridgeTests {
    @Test(arguments: zip(KeyboardType.allCases, ReturnKeyType.allCases))
    func traitsSurviveTheTripThroughRawValues(keyboardType: KeyboardType, returnKeyType: ReturnKeyType) {
        for appearance in KeyboardAppearance.allCases {
            let traits = TextInputTraits(
                keyboardType: keyboardType, keyboardAppearance: appearance, returnKeyType: returnKeyType,
                enablesReturnKeyAutomatically: true, autocapitalizationType: .words, autocorrectionType: .no,
                spellCheckingType: .yes, isSecureTextEntry: appearance == .dark, textContentType: .username)
            #expect(SystemTextInputTraitValues(traits).traits == traits)
        }
    }

    @Test func missingOrUnknownRawValuesFallBackToUIKitsDefaults() {
        #expect(SystemTextInputTraitValues().traits == TextInputTraits())
        var values = SystemTextInputTraitValues()
        values.keyboardType = 99
        values.keyboardAppearance = -1
        values.returnKeyType = 12
        values.autocorrectionType = 3
        values.textContentType = "a-future-content-type"
        let traits = values.traits
        #expect(traits.keyboardType == .default)
        #expect(traits.keyboardAppearance == .default)
        #expect(traits.returnKeyType == .default)
        #expect(traits.autocorrectionType == .default)
        // An unknown content type is carried through, as UIKit's struct carries it.
        #expect(traits.textContentType?.rawValue == "a-future-content-type")
    }

    @Test(arguments: [
        (1, nil, "👍🏽x", 4), (2, nil, "👍🏽x", 5), (3, nil, "👍🏽", 6), (-1, "a👩‍👩‍👧", nil, -8), (-2, "a👩‍👩‍👧", nil, -9),
        (-3, "한", nil, -3), (1, nil, "e\u{301}", 2), (-1, "🇰🇷", nil, -4), (0, "a", "b", 0),
    ] as [(Int, String?, String?, Int)])
    func characterOffsetsBecomeUTF16Offsets(characters: Int, before: String?, after: String?, utf16: Int) {
        #expect(DocumentProxyBridge<ExtensionUIKitProxyDouble>.utf16Offset(forCharacters: characters, before: before, after: after) == utf16)
    }

    @Test func theBridgeReadsTheFieldsTraitsAfreshAfterAFieldChange() {
        let proxy = ExtensionUIKitProxyDouble("abc", traits: TextInputTraits(keyboardType: .twitter))
        let bridge = DocumentProxyBridge(proxy)
        #expect(bridge.keyboardType == .twitter)
        let identifier = bridge.documentIdentifier
        proxy.hostBeginEditing(traits: TextInputTraits(keyboardType: .emailAddress, isSecureTextEntry: true))
        #expect(bridge.keyboardType == .emailAddress)
        #expect(bridge.isSecureTextEntry)
        #expect(bridge.documentIdentifier != identifier)
    }
}
