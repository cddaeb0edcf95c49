import Foundation
import Testing
@testable import KeycraftText

@Suite struct TextContentTypeTests {
    /// UIKit's raw strings, one by one (sources cited in TextContentType.swift).
    @Test(arguments: [
        (TextContentType.name, "name"), (.namePrefix, "honorifix-prefix"), (.givenName, "given-name"),
        (.middleName, "additional-name"), (.familyName, "family-name"), (.nameSuffix, "honorifix-suffix"),
        (.nickname, "nickname"), (.jobTitle, "organization-title"), (.organizationName, "organization"),
        (.location, "location"), (.fullStreetAddress, "street-address"), (.streetAddressLine1, "address-line1"),
        (.streetAddressLine2, "address-line2"), (.addressCity, "address-level2"), (.addressState, "address-level1"),
        (.addressCityAndState, "address-level1+2"), (.sublocality, "address-level3"),
        (.countryName, "country-name"), (.postalCode, "postal-code"), (.telephoneNumber, "tel"),
        (.emailAddress, "email"), (.URL, "url"), (.creditCardNumber, "cc-number"), (.creditCardName, "cc-name"),
        (.creditCardGivenName, "cc-given-name"), (.creditCardMiddleName, "cc-additional-name"),
        (.creditCardFamilyName, "cc-family-name"), (.creditCardSecurityCode, "cc-csc"),
        (.creditCardExpiration, "cc-exp"), (.creditCardExpirationMonth, "cc-exp-month"),
        (.creditCardExpirationYear, "cc-exp-year"), (.creditCardType, "cc-type"), (.username, "username"),
        (.password, "password"), (.newPassword, "new-password"), (.oneTimeCode, "one-time-code"),
        (.shipmentTrackingNumber, "shipment-tracking-number"), (.flightNumber, "flight-number"),
        (.dateTime, "date-time"), (.birthdate, "bday"), (.birthdateDay, "bday-day"),
        (.birthdateMonth, "bday-month"), (.birthdateYear, "bday-year"), (.cellularEID, "esim-eid"),
        (.cellularIMEI, "esim-imei"),
    ])
    func rawValue(_ type: TextContentType, _ raw: String) {
        #expect(type.rawValue == raw)
        #expect(TextContentType(rawValue: raw) == type)
        #expect(type.isKnown)
    }

    @Test func allKnownHasEveryValueOnce() {
        #expect(TextContentType.allKnown.count == 45)
        #expect(Set(TextContentType.allKnown).count == TextContentType.allKnown.count)
    }

    @Test func unknownRawValuesSurviveJSON() throws {
        let unknown = TextContentType(rawValue: "esim-imei2 ✨ 한국")
        let data = try JSONEncoder().encode([unknown, .oneTimeCode])
        #expect(String(decoding: data, as: UTF8.self).contains("one-time-code"))
        #expect(try JSONDecoder().decode([TextContentType].self, from: data) == [unknown, .oneTimeCode])
        #expect(!unknown.isKnown)
    }
}
