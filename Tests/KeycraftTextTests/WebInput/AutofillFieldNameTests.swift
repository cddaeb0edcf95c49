import Testing
@testable import KeycraftText

@Suite struct AutofillFieldNameTests {
    @Test func everyCorrespondingPairMapsBothWays() {
        let pairs = AutofillFieldName.correspondingContentTypes
        #expect(pairs.count == 38)
        for (fieldName, contentType) in pairs {
            #expect(fieldName.textContentType == contentType)
            #expect(AutofillFieldName(contentType) == fieldName)
        }
    }

    @Test func theNamesThatDifferFromUIKitsRawValues() {
        #expect(AutofillFieldName.currentPassword.textContentType == .password)
        #expect(AutofillFieldName.honorificPrefix.textContentType?.rawValue == "honorifix-prefix")
        #expect(AutofillFieldName.honorificSuffix.textContentType == .nameSuffix)
        #expect(AutofillFieldName(.namePrefix) == .honorificPrefix)
    }

    @Test func namesWithoutACounterpart() {
        for name in [AutofillFieldName.sex, .photo, .addressLine3, .addressLevel4, .country, .language, .impp,
                     .telNational, .telExtension, .transactionAmount] {
            #expect(name.textContentType == nil)
        }
        for type in [TextContentType.location, .addressCityAndState, .flightNumber, .shipmentTrackingNumber,
                     .dateTime, .cellularEID, .cellularIMEI, TextContentType("x-unknown")] {
            #expect(AutofillFieldName(type) == nil)
        }
    }

    @Test func everyMappedContentTypeIsKnownToUIKit() {
        for case let type? in AutofillFieldName.allCases.map(\.textContentType) {
            #expect(type.isKnown)
        }
    }

    @Test func contactFieldsAreTheTelEmailAndImppOnes() {
        let contact = AutofillFieldName.allCases.filter(\.isContactField).map(\.rawValue)
        #expect(contact.allSatisfy { $0.hasPrefix("tel") || $0 == "email" || $0 == "impp" })
        #expect(contact.count == 10)
    }
}
