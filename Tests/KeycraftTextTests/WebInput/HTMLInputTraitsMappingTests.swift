import PropertyBased
import Testing
@testable import KeycraftText

@Suite struct HTMLInputTraitsMappingTests {
    static func traits(_ tag: String) throws -> TextInputTraits {
        try HTMLInputAttributes(parsing: tag).textInputTraits
    }

    @Test(arguments: [
        ("text", KeyboardType.default), ("tel", .phonePad), ("url", .URL), ("email", .emailAddress),
        ("number", .numbersAndPunctuation), ("search", .default), ("password", .default),
        ("date", .default), ("TEL", .phonePad),
    ])
    func typeChoosesTheKeyboard(_ type: String, _ keyboard: KeyboardType) throws {
        #expect(try Self.traits("<input type=\(type)>").keyboardType == keyboard)
    }

    @Test(arguments: [
        ("text", KeyboardType.default), ("decimal", .decimalPad), ("numeric", .numberPad), ("tel", .phonePad),
        ("search", .webSearch), ("email", .emailAddress), ("url", .URL),
    ])
    func inputModeOverridesType(_ mode: String, _ keyboard: KeyboardType) throws {
        for type in HTMLInputType.allCases {
            let attributes = try HTMLInputAttributes(parsing: "<input type=\(type.rawValue) inputmode=\(mode)>")
            #expect(attributes.textInputTraits.keyboardType == keyboard)
            #expect(attributes.showsVirtualKeyboard)
        }
    }

    @Test func inputModeNoneHidesTheKeyboardAndFallsBackToType() throws {
        let attributes = try HTMLInputAttributes(parsing: "<input type=email inputmode=none>")
        #expect(!attributes.showsVirtualKeyboard)
        #expect(attributes.textInputTraits.keyboardType == .emailAddress)
        #expect(try HTMLInputAttributes(parsing: "<input inputmode=bogus>").inputMode == nil)
    }

    @Test func digitPatternsAskForTheNumberPad() throws {
        #expect(try Self.traits(#"<input pattern="[0-9]*">"#).keyboardType == .numberPad)
        #expect(try Self.traits(#"<input type=number pattern="\d*">"#).keyboardType == .numberPad)
        #expect(try Self.traits(#"<input type=number pattern="[0-9]+">"#).keyboardType == .numbersAndPunctuation)
        #expect(try Self.traits(#"<input type=tel pattern="[0-9]*">"#).keyboardType == .phonePad)
        #expect(try Self.traits(#"<input type=search pattern="\d*">"#).keyboardType == .default)
    }

    @Test(arguments: [
        ("off", TextAutocapitalizationType.none), ("none", .none), ("on", .sentences), ("sentences", .sentences),
        ("words", .words), ("characters", .allCharacters), ("Words", .words),
    ])
    func autocapitalizeKeywords(_ keyword: String, _ type: TextAutocapitalizationType) throws {
        #expect(try Self.traits("<input autocapitalize=\(keyword)>").autocapitalizationType == type)
        #expect(try Self.traits("<input type=email autocapitalize=\(keyword)>").autocapitalizationType == type)
    }

    @Test func capitalizationAndCorrectionDefaultsFollowTheType() throws {
        for type in HTMLInputType.allCases {
            let traits = try Self.traits("<input type=\(type.rawValue) autocapitalize=bogus>")
            let quiet = [.email, .url, .password].contains(type)
            #expect(traits.autocapitalizationType == (quiet ? .none : .sentences))
            #expect(traits.autocorrectionType == (quiet ? .no : .default))
            #expect(traits.isSecureTextEntry == (type == .password))
        }
    }

    @Test func autocorrectAndSpellcheck() throws {
        #expect(try Self.traits("<input autocorrect=off>").autocorrectionType == .no)
        #expect(try Self.traits("<input autocorrect=on>").autocorrectionType == .yes)
        #expect(try Self.traits("<input type=email autocorrect>").autocorrectionType == .yes)
        #expect(try Self.traits("<input spellcheck=false>").spellCheckingType == .no)
        #expect(try Self.traits("<input spellcheck>").spellCheckingType == .yes)
        #expect(try Self.traits("<input spellcheck=maybe>").spellCheckingType == .default)
    }

    @Test(arguments: [
        ("enter", ReturnKeyType.default), ("done", .done), ("go", .go), ("next", .next), ("search", .search),
        ("send", .send),
    ])
    func enterKeyHints(_ hint: String, _ key: ReturnKeyType) throws {
        #expect(try Self.traits("<input enterkeyhint=\(hint)>").returnKeyType == key)
        #expect(try Self.traits("<input type=search enterkeyhint=\(hint)>").returnKeyType == key)
    }

    @Test func previousHasNoReturnKeySoTheTypeDecides() throws {
        #expect(try Self.traits("<input enterkeyhint=previous>").returnKeyType == .default)
        #expect(try Self.traits("<input type=search enterkeyhint=previous>").returnKeyType == .search)
    }

    @Test func autocompleteChoosesTheContentType() throws {
        #expect(try Self.traits(#"<input autocomplete="current-password">"#).textContentType == .password)
        #expect(try Self.traits(#"<input autocomplete="section-a billing work email">"#).textContentType == .emailAddress)
        #expect(try Self.traits(#"<input autocomplete="tel-national">"#).textContentType == nil)
        #expect(try Self.traits(#"<input autocomplete="off">"#).textContentType == nil)
        #expect(try Self.traits(#"<input autocomplete="email shipping">"#).textContentType == nil)
    }

    @Test func passwordRulesPassThrough() throws {
        let traits = try Self.traits(#"<input type=password passwordrules="minlength: 12; required: digit;">"#)
        #expect(traits.passwordRules?.descriptor == "minlength: 12; required: digit;")
    }

    @Test func onlyInputTagsAreRead() {
        #expect(throws: HTMLTagParseError.unexpectedTagName(expected: "input", found: "textarea")) {
            try HTMLInputAttributes(parsing: "<textarea autocapitalize=off>")
        }
    }

    @Test func traitsBecomeAttributes() {
        let attributes = HTMLInputAttributes(traits: TextInputTraits(
            keyboardType: .emailAddress, returnKeyType: .next, autocapitalizationType: .none,
            autocorrectionType: .no, spellCheckingType: .no, textContentType: .username))
        #expect(attributes.html
            == #"<input type="email" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="next">"#)
        let secret = HTMLInputAttributes(traits: TextInputTraits(
            keyboardType: .asciiCapableNumberPad, returnKeyType: .join, isSecureTextEntry: true,
            textContentType: .newPassword, passwordRules: PasswordRulesDescriptor(descriptor: #"minlength: 6; allowed: digit;"#)))
        #expect(secret.type == .password)
        #expect(secret.inputMode == .numeric)
        #expect(secret.enterKeyHint == .go)
        #expect(secret.autocorrect == true)
        #expect(secret.autocomplete?.description == "new-password")
        #expect(secret.passwordRules == "minlength: 6; allowed: digit;")
    }

    @Test(arguments: KeyboardType.allCases)
    func everyKeyboardMapsToTheNearestAttributes(_ keyboard: KeyboardType) {
        let back = HTMLInputAttributes(traits: TextInputTraits(keyboardType: keyboard)).textInputTraits.keyboardType
        let nearest: [KeyboardType: KeyboardType] = [
            .asciiCapable: .default, .twitter: .default, .namePhonePad: .default, .asciiCapableNumberPad: .numberPad,
        ]
        #expect(back == nearest[keyboard] ?? keyboard)
    }

    @Test(arguments: ReturnKeyType.allCases)
    func everyReturnKeyMapsToAHint(_ key: ReturnKeyType) {
        let hint = HTMLEnterKeyHint(key)
        let exact: Set<ReturnKeyType> = [.default, .go, .next, .search, .send, .done]
        #expect((hint.returnKeyType == key) == exact.contains(key))
    }

    @Test func attributesToTraitsToAttributesIsExactOnWhatWebKitProduces() async {
        await propertyCheck(count: 500, input: Self.attributes) { attributes in
            let traits = attributes.textInputTraits
            let rendered = HTMLInputAttributes(traits: traits)
            #expect(rendered.textInputTraits == traits)
            let reparsed = try HTMLInputAttributes(parsing: rendered.html)
            #expect(reparsed == rendered)
        }
    }

    /// Random attribute sets, including absent and unknown values.
    static let attributes = Generator<HTMLInputAttributes, Shrink.None<HTMLInputAttributes>>(run: { rng in
        func maybe<T>(_ values: [T]) -> T? { Bool.random(using: &rng) ? values.randomElement(using: &rng) : nil }
        let fieldNames = AutofillFieldName.allCases.map { AutocompleteAttribute.hint(AutofillHint($0)) }
        return HTMLInputAttributes(
            type: HTMLInputType.allCases.randomElement(using: &rng)!,
            inputMode: maybe(HTMLInputMode.allCases),
            pattern: maybe(["[0-9]*", #"\d*"#, "[a-z]+"]),
            autocapitalize: maybe(HTMLAutocapitalize.allCases),
            autocorrect: maybe([true, false]),
            spellcheck: maybe([true, false]),
            autocomplete: maybe(fieldNames + [.on, .off]),
            enterKeyHint: maybe(HTMLEnterKeyHint.allCases),
            passwordRules: maybe(["minlength: 8;", #"required: [-"<>&'];"#])
        )
    })
}
