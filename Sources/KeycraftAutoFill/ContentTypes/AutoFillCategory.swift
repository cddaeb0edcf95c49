import KeycraftText

/// Where AutoFill finds a value for a content type.
public enum AutoFillCategory: String, CaseIterable, Sendable {
    /// Saved passwords and passkeys, and codes from Messages or Mail.
    case credential
    /// The user's contact card: names, organization, phone, e-mail, web address.
    case contact
    /// Addresses from the contact card.
    case address
    /// Saved cards.
    case payment
    /// The birthday on the contact card.
    case birthdate
    /// The device's eSIM identifiers, offered to carrier apps.
    case cellular
    /// Values found in recent messages by data detectors: parcels, flights, dates.
    case detectedData
}

extension TextContentType {
    /// Where AutoFill looks for this content type; `nil` for a type UIKit does not define.
    public var autoFillCategory: AutoFillCategory? {
        TextContentType.categories[self]
    }

    private static let categories: [TextContentType: AutoFillCategory] = {
        let groups: [(AutoFillCategory, [TextContentType])] = [
            (.credential, [.username, .password, .newPassword, .oneTimeCode]),
            (.contact, [.name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname,
                        .jobTitle, .organizationName, .telephoneNumber, .emailAddress, .URL]),
            (.address, [.location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity,
                        .addressState, .addressCityAndState, .sublocality, .countryName, .postalCode]),
            (.payment, [.creditCardNumber, .creditCardName, .creditCardGivenName, .creditCardMiddleName,
                        .creditCardFamilyName, .creditCardSecurityCode, .creditCardExpiration,
                        .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType]),
            (.birthdate, [.birthdate, .birthdateDay, .birthdateMonth, .birthdateYear]),
            (.cellular, [.cellularEID, .cellularIMEI]),
            (.detectedData, [.shipmentTrackingNumber, .flightNumber, .dateTime]),
        ]
        return Dictionary(uniqueKeysWithValues: groups.flatMap { category, types in types.map { ($0, category) } })
    }()
}
