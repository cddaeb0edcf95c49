/// The meaning of the text a field expects, mirroring `UITextContentType` with UIKit's raw strings.
///
/// A struct, like UIKit's, so a raw value this table does not know (a newer iOS, a typo in a JSON
/// scenario) survives decoding and re-encoding unchanged. Encodes as its raw string.
///
/// Sources: Apple's documentation (UIKit › UITextContentType, each constant's availability) for the
/// names and iOS versions; the raw strings are those the constants hold at run time, as found in
/// AutoFill's own field-order table of the iOS runtime (e.g. `honorifix-prefix` — sic — and
/// `bday`), which equal WHATWG autofill tokens where one exists.
///
/// ```swift
/// let traits = TextInputTraits(textContentType: .oneTimeCode)
/// TextContentType("one-time-code") == .oneTimeCode   // true
/// TextContentType("a-newer-type").isKnown             // false, yet kept as written
/// ```
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier UIKit uses, e.g. `"username"`.
    public let rawValue: String

    /// A content type from its raw value (`RawRepresentable`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A content type from its raw value, as `UITextContentType(_:)` takes one (`"username"`).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A short readable form, for logs and test failures.
    public var description: String { rawValue }

    /// Whether UIKit defines this value (as opposed to one carried through unknown).
    public var isKnown: Bool { TextContentType.allKnown.contains(self) }

    // Identifying contacts — iOS 10.
    /// `UITextContentType.name`: a person's full name.
    public static let name = TextContentType("name")
    /// `UITextContentType.namePrefix`: a prefix or title, such as "Dr.".
    public static let namePrefix = TextContentType("honorifix-prefix")
    /// `UITextContentType.givenName`: a given (first) name.
    public static let givenName = TextContentType("given-name")
    /// `UITextContentType.middleName`: a middle name.
    public static let middleName = TextContentType("additional-name")
    /// `UITextContentType.familyName`: a family (last) name.
    public static let familyName = TextContentType("family-name")
    /// `UITextContentType.nameSuffix`: a suffix, such as "Jr.".
    public static let nameSuffix = TextContentType("honorifix-suffix")
    /// `UITextContentType.nickname`: a nickname.
    public static let nickname = TextContentType("nickname")
    /// `UITextContentType.jobTitle`: a job title.
    public static let jobTitle = TextContentType("organization-title")
    /// `UITextContentType.organizationName`: a company or organization name.
    public static let organizationName = TextContentType("organization")

    // Locations — iOS 10.
    /// `UITextContentType.location`: a place: a point of interest, an address or a partial address.
    public static let location = TextContentType("location")
    /// `UITextContentType.fullStreetAddress`: a complete street address, possibly on several lines.
    public static let fullStreetAddress = TextContentType("street-address")
    /// `UITextContentType.streetAddressLine1`: the first line of a street address.
    public static let streetAddressLine1 = TextContentType("address-line1")
    /// `UITextContentType.streetAddressLine2`: the second line of a street address.
    public static let streetAddressLine2 = TextContentType("address-line2")
    /// `UITextContentType.addressCity`: a city or town.
    public static let addressCity = TextContentType("address-level2")
    /// `UITextContentType.addressState`: a state, province or prefecture.
    public static let addressState = TextContentType("address-level1")
    /// `UITextContentType.addressCityAndState`: a city and state together, as some countries write them.
    public static let addressCityAndState = TextContentType("address-level1+2")
    /// `UITextContentType.sublocality`: a district or suburb within a city.
    public static let sublocality = TextContentType("address-level3")
    /// `UITextContentType.countryName`: a country name.
    public static let countryName = TextContentType("country-name")
    /// `UITextContentType.postalCode`: a postal or ZIP code.
    public static let postalCode = TextContentType("postal-code")

    // Communication — iOS 10.
    /// `UITextContentType.telephoneNumber`: a telephone number: AutoFill offers the user's own.
    public static let telephoneNumber = TextContentType("tel")
    /// `UITextContentType.emailAddress`: an e-mail address: AutoFill offers the user's own.
    public static let emailAddress = TextContentType("email")
    /// `UITextContentType.URL`: a URL.
    public static let URL = TextContentType("url")

    // Payment — creditCardNumber iOS 10; the rest iOS 17.
    /// `UITextContentType.creditCardNumber`: a payment card's number: AutoFill offers saved cards.
    public static let creditCardNumber = TextContentType("cc-number")
    /// `UITextContentType.creditCardName`: the name printed on a payment card (iOS 17).
    public static let creditCardName = TextContentType("cc-name")
    /// `UITextContentType.creditCardGivenName`: the given name printed on a payment card (iOS 17).
    public static let creditCardGivenName = TextContentType("cc-given-name")
    /// `UITextContentType.creditCardMiddleName`: the middle name printed on a payment card (iOS 17).
    public static let creditCardMiddleName = TextContentType("cc-additional-name")
    /// `UITextContentType.creditCardFamilyName`: the family name printed on a payment card (iOS 17).
    public static let creditCardFamilyName = TextContentType("cc-family-name")
    /// `UITextContentType.creditCardSecurityCode`: a payment card's security code (iOS 17).
    public static let creditCardSecurityCode = TextContentType("cc-csc")
    /// `UITextContentType.creditCardExpiration`: a payment card's expiry date (iOS 17).
    public static let creditCardExpiration = TextContentType("cc-exp")
    /// `UITextContentType.creditCardExpirationMonth`: the month of a payment card's expiry date (iOS 17).
    public static let creditCardExpirationMonth = TextContentType("cc-exp-month")
    /// `UITextContentType.creditCardExpirationYear`: the year of a payment card's expiry date (iOS 17).
    public static let creditCardExpirationYear = TextContentType("cc-exp-year")
    /// `UITextContentType.creditCardType`: a payment card's type or brand (iOS 17).
    public static let creditCardType = TextContentType("cc-type")

    // Credentials — username and password iOS 11; newPassword and oneTimeCode iOS 12.
    /// `UITextContentType.username`: an account name: Password AutoFill fills it with the saved password.
    public static let username = TextContentType("username")
    /// `UITextContentType.password`: the current password of a sign-in form: Password AutoFill fills it.
    public static let password = TextContentType("password")
    /// `UITextContentType.newPassword`: a new password: AutoFill suggests a strong one that meets the field's password rules.
    public static let newPassword = TextContentType("new-password")
    /// `UITextContentType.oneTimeCode`: a one-time code: the keyboard offers the code from a text message or e-mail.
    public static let oneTimeCode = TextContentType("one-time-code")

    // Data detectors — iOS 15.
    /// `UITextContentType.shipmentTrackingNumber`: a parcel tracking number (a data detector type).
    public static let shipmentTrackingNumber = TextContentType("shipment-tracking-number")
    /// `UITextContentType.flightNumber`: an airline flight number (a data detector type).
    public static let flightNumber = TextContentType("flight-number")
    /// `UITextContentType.dateTime`: a date, a time or a duration (a data detector type).
    public static let dateTime = TextContentType("date-time")

    // Birthdates — iOS 17.
    /// `UITextContentType.birthdate`: a full birth date.
    public static let birthdate = TextContentType("bday")
    /// `UITextContentType.birthdateDay`: the day of a birth date.
    public static let birthdateDay = TextContentType("bday-day")
    /// `UITextContentType.birthdateMonth`: the month of a birth date.
    public static let birthdateMonth = TextContentType("bday-month")
    /// `UITextContentType.birthdateYear`: the year of a birth date.
    public static let birthdateYear = TextContentType("bday-year")

    // eSIM activation — iOS 17.4.
    /// `UITextContentType.cellularEID`: an eSIM's EID, for carrier activation.
    public static let cellularEID = TextContentType("esim-eid")
    /// `UITextContentType.cellularIMEI`: a device's IMEI, for carrier activation.
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
