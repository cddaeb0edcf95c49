import KeycraftText
import Testing
@testable import KeycraftAutoFill

/// The HTML `autocomplete` ↔ UIKit content type table, seen from AutoFill: every pair both ways, and
/// through a parsed `<input>` as a website would write it.
@Suite struct AutocompleteContentTypeTests {
    @Test(arguments: AutofillFieldName.correspondingContentTypes.map { [$0.fieldName.rawValue, $0.contentType.rawValue] })
    func pairMapsBothWaysThroughMarkup(_ pair: [String]) throws {
        let fieldName = try #require(AutofillFieldName(rawValue: pair[0]))
        let contentType = TextContentType(rawValue: pair[1])
        let traits = try HTMLInputAttributes(parsing: #"<input autocomplete="section-x \#(pair[0])">"#).textInputTraits
        #expect(traits.textContentType == contentType)
        #expect(AutofillFieldName(contentType) == fieldName)
        #expect(HTMLInputAttributes(traits: TextInputTraits(textContentType: contentType)).autocomplete?.description == pair[0])
    }

    @Test func credentialsAreAmongThePairs() {
        let pairs = AutofillFieldName.correspondingContentTypes
        for role in CredentialRole.allCases {
            #expect(pairs.contains { $0.fieldName == role.autofillFieldName && $0.contentType == role.textContentType })
        }
    }
}
