import Testing
@testable import KeycraftText

@Suite struct AutocompleteAttributeTests {
    @Test func parsesEveryDetailTokenInOrder() throws {
        let attribute = try AutocompleteAttribute(parsing: "  Section-Checkout\tSHIPPING mobile tel webauthn ")
        #expect(attribute == .hint(AutofillHint(
            .tel, section: "checkout", addressType: .shipping, contactType: .mobile, webauthn: true)))
        #expect(attribute.description == "section-checkout shipping mobile tel webauthn")
        #expect(try AutocompleteAttribute(parsing: "username webauthn").fieldName == .username)
    }

    @Test func onAndOffStandAlone() throws {
        #expect(try AutocompleteAttribute(parsing: "OFF") == .off)
        #expect(try AutocompleteAttribute(parsing: "on") == .on)
        #expect(throws: AutocompleteAttributeError.misplacedToken("off", position: 9)) {
            try AutocompleteAttribute(parsing: "username off")
        }
    }

    @Test(arguments: AutofillFieldName.allCases)
    func everyFieldNameParsesAndPrints(_ name: AutofillFieldName) throws {
        let attribute = try AutocompleteAttribute(parsing: name.rawValue.uppercased())
        #expect(attribute == .hint(AutofillHint(name)))
        #expect(attribute.description == name.rawValue)
    }

    @Test(arguments: [
        ("", AutocompleteAttributeError.empty),
        ("   ", .empty),
        ("user-name", .unknownToken("user-name", position: 0)),
        ("shipping", .missingFieldName(position: 8)),
        ("email shipping", .misplacedToken("shipping", position: 6)),
        ("shipping section-a email", .misplacedToken("section-a", position: 9)),
        ("home street-address", .contactTypeOnNonContactField(contactType: "home", fieldName: "street-address", position: 0)),
        ("tel email", .misplacedToken("email", position: 4)),
        ("한국 email", .unknownToken("한국", position: 0)),
    ])
    func invalidValuesSayWhatAndWhere(_ value: String, _ error: AutocompleteAttributeError) {
        #expect(throws: error) { try AutocompleteAttribute(parsing: value) }
    }

    @Test func errorMessagesNameTheToken() {
        #expect(AutocompleteAttributeError.unknownToken("user-name", position: 0).description
            == "autocomplete: unknown token 'user-name' at offset 0")
    }
}
