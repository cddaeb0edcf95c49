/// The meaning of the text a field expects, mirroring `UITextContentType` with UIKit's raw strings.
///
/// A struct, like UIKit's, so a raw value this table does not know (a newer iOS, a typo in a JSON
/// scenario) survives decoding and re-encoding unchanged. Encodes as its raw string.
///
/// Sources: Apple's documentation (UIKit › UITextContentType, each constant's availability) for the
/// names and iOS versions; the raw strings are those the constants hold at run time, as found in
/// AutoFill's own field-order table of the iOS runtime (e.g. `honorifix-prefix` — sic — and
/// `bday`), which equal WHATWG autofill tokens where one exists.
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Whether UIKit defines this value (as opposed to one carried through unknown).
    public var isKnown: Bool { TextContentType.allKnown.contains(self) }

    // Identifying contacts — iOS 10.
    public static let name = TextContentType("name")
    public static let namePrefix = TextContentType("honorifix-prefix")
    public static let givenName = TextContentType("given-name")
    public static let middleName = TextContentType("additional-name")
    public static let familyName = TextContentType("family-name")
    public static let nameSuffix = TextContentType("honorifix-suffix")
    public static let nickname = TextContentType("nickname")
    public static let jobTitle = TextContentType("organization-title")
    public static let organizationName = TextContentType("organization")

    // Locations — iOS 10.
    public static let location = TextContentType("location")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let streetAddressLine1 = TextContentType("address-line1")
    public static let streetAddressLine2 = TextContentType("address-line2")
    public static let addressCity = TextContentType("address-level2")
    public static let addressState = TextContentType("address-level1")
    public static let addressCityAndState = TextContentType("address-level1+2")
    public static let sublocality = TextContentType("address-level3")
    public static let countryName = TextContentType("country-name")
    public static let postalCode = TextContentType("postal-code")

    // Communication — iOS 10.
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    public static let URL = TextContentType("url")

    // Payment — creditCardNumber iOS 10; the rest iOS 17.
    public static let creditCardNumber = TextContentType("cc-number")
    public static let creditCardName = TextContentType("cc-name")
    public static let creditCardGivenName = TextContentType("cc-given-name")
    public static let creditCardMiddleName = TextContentType("cc-additional-name")
    public static let creditCardFamilyName = TextContentType("cc-family-name")
    public static let creditCardSecurityCode = TextContentType("cc-csc")
    public static let creditCardExpiration = TextContentType("cc-exp")
    public static let creditCardExpirationMonth = TextContentType("cc-exp-month")
    public static let creditCardExpirationYear = TextContentType("cc-exp-year")
    public static let creditCardType = TextContentType("cc-type")

    // Credentials — username and password iOS 11; newPassword and oneTimeCode iOS 12.
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")

    // Data detectors — iOS 15.
    public static let shipmentTrackingNumber = TextContentType("shipment-tracking-number")
    public static let flightNumber = TextContentType("flight-number")
    public static let dateTime = TextContentType("date-time")

    // Birthdates — iOS 17.
    public static let birthdate = TextContentType("bday")
    public static let birthdateDay = TextContentType("bday-day")
    public static let birthdateMonth = TextContentType("bday-month")
    public static let birthdateYear = TextContentType("bday-year")

    // eSIM activation — iOS 17.4.
    public static let cellularEID = TextContentType("esim-eid")
    public static let cellularIMEI = TextContentType("esim-imei")

    /// Every value UIKit defines, grouped as Apple's documentation groups them.
    ///
    /// Left out: `cellularIMEI1` / `cellularIMEI2` (iOS 27, carrier-entitled) whose raw strings no
    /// source we could check states; they still round-trip as unknown values.
    public static let allKnown: [TextContentType] = [
        .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle,
        .organizationName,
        .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity, .addressState,
        .addressCityAndState, .sublocality, .countryName, .postalCode,
        .telephoneNumber, .emailAddress, .URL,
        .creditCardNumber, .creditCardName, .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName,
        .creditCardSecurityCode, .creditCardExpiration, .creditCardExpirationMonth, .creditCardExpirationYear,
        .creditCardType,
        .username, .password, .newPassword, .oneTimeCode,
        .shipmentTrackingNumber, .flightNumber, .dateTime,
        .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear,
        .cellularEID, .cellularIMEI,
    ]
}
