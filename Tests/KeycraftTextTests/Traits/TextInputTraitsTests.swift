import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

@Suite struct TextInputTraitsTests {
    @Test func rawValuesMatchUIKit() {
        #expect(TextAutocapitalizationType.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(TextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(TextAutocorrectionType.default.rawValue == 0)
        #expect(TextSpellCheckingType.no.rawValue == 1)
        #expect(TextSmartQuotesType.yes.rawValue == 2)
        #expect(TextSmartDashesType.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(TextSmartInsertDeleteType(rawValue: 2) == .yes)
    }

    @Test func defaultsAreUIKits() {
        let traits = TextInputTraits()
        #expect(traits.keyboardType == .default)
        #expect(traits.keyboardAppearance == .default)
        #expect(traits.returnKeyType == .default)
        #expect(traits.enablesReturnKeyAutomatically == false)
        #expect(traits.autocapitalizationType == .sentences)
        #expect(traits.autocorrectionType == .default)
        #expect(traits.spellCheckingType == .default)
        #expect(traits.smartQuotesType == .default)
        #expect(traits.smartDashesType == .default)
        #expect(traits.smartInsertDeleteType == .default)
        #expect(traits.isSecureTextEntry == false)
        #expect(traits.textContentType == nil)
        #expect(traits.passwordRules == nil)
    }

    @Test func decodingAnEmptyObjectGivesTheDefaults() throws {
        let traits = try JSONDecoder().decode(TextInputTraits.self, from: Data("{}".utf8))
        #expect(traits == TextInputTraits())
    }

    @Test func decodingUsesUIKitRawValuesAndKeepsUnknownContentTypes() throws {
        let json = #"{"keyboardType": 4, "autocapitalizationType": 0, "isSecureTextEntry": true,"#
            + #" "textContentType": "some-future-type", "passwordRules": "minlength: 8;"}"#
        let traits = try JSONDecoder().decode(TextInputTraits.self, from: Data(json.utf8))
        #expect(traits.keyboardType == .numberPad)
        #expect(traits.autocapitalizationType == .none)
        #expect(traits.isSecureTextEntry)
        #expect(traits.textContentType == TextContentType(rawValue: "some-future-type"))
        #expect(traits.textContentType?.isKnown == false)
        #expect(traits.passwordRules == PasswordRulesDescriptor(descriptor: "minlength: 8;"))
    }

    @Test func decodingAnOutOfRangeRawValueFails() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TextInputTraits.self, from: Data(#"{"keyboardType": 12}"#.utf8))
        }
    }

    @Test func codableRoundTripsAnyTraits() async {
        await propertyCheck(count: 200, input: TraitsGenerators.traits) { traits in
            let data = try JSONEncoder().encode(traits)
            #expect(try JSONDecoder().decode(TextInputTraits.self, from: data) == traits)
        }
    }

    @Test func passwordRulesEncodeAsABareString() throws {
        let data = try JSONEncoder().encode(PasswordRulesDescriptor(descriptor: "required: digit;"))
        #expect(String(decoding: data, as: UTF8.self) == #""required: digit;""#)
    }
}

/// Generators shared by the trait suites.
enum TraitsGenerators {
    static let contentTypes = TextContentType.allKnown + [TextContentType("x-custom")]

    /// Any combination of traits, each property drawn independently.
    static let traits = Generator<TextInputTraits, Shrink.None<TextInputTraits>>(run: { rng in
        func pick<T: CaseIterable>(_: T.Type = T.self) -> T { T.allCases.randomElement(using: &rng)! }
        let secure = Bool.random(using: &rng)
        return TextInputTraits(
            keyboardType: pick(), keyboardAppearance: pick(), returnKeyType: pick(),
            enablesReturnKeyAutomatically: .random(using: &rng), autocapitalizationType: pick(),
            autocorrectionType: pick(), spellCheckingType: pick(), smartQuotesType: pick(),
            smartDashesType: pick(), smartInsertDeleteType: pick(), isSecureTextEntry: secure,
            textContentType: Bool.random(using: &rng) ? contentTypes.randomElement(using: &rng) : nil,
            passwordRules: secure ? PasswordRulesDescriptor(descriptor: "minlength: 8;") : nil
        )
    })
}
