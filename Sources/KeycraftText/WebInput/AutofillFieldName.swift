/// The autofill field names of the HTML `autocomplete` attribute (HTML Living Standard › Autofill —
/// the field-name table), each with the UIKit content type that means the same thing.
///
/// The correspondence is one-to-one where it exists. Names with no UIKit counterpart (`sex`,
/// `photo`, `address-line3`, the `tel-…` parts, …) map to `nil`, as do UIKit types with no HTML name
/// (`location`, `address-level1+2`, the data-detector and eSIM types). UIKit's raw strings are mostly
/// these very names; the exceptions are `current-password` (UIKit `password`) and
/// `honorific-prefix`/`-suffix` (UIKit `honorifix-…`).
public enum AutofillFieldName: String, CaseIterable, Sendable {
    /// A person's full name.
    case name
    /// A prefix or title, such as "Dr." (UIKit `namePrefix`).
    case honorificPrefix = "honorific-prefix"
    /// A given (first) name.
    case givenName = "given-name"
    /// A middle name or initial (UIKit `middleName`).
    case additionalName = "additional-name"
    /// A family (last) name.
    case familyName = "family-name"
    /// A suffix, such as "Jr." (UIKit `nameSuffix`).
    case honorificSuffix = "honorific-suffix"
    /// A screen name or handle.
    case nickname
    /// An account name: what Password AutoFill pairs with a password.
    case username
    /// A new password, on sign-up or change-password forms: AutoFill suggests a strong one.
    case newPassword = "new-password"
    /// The current password of a sign-in form (UIKit `password`).
    case currentPassword = "current-password"
    /// A one-time code sent by text message or e-mail, offered above the keyboard.
    case oneTimeCode = "one-time-code"
    /// A job title (UIKit `jobTitle`).
    case organizationTitle = "organization-title"
    /// A company or organization name (UIKit `organizationName`).
    case organization
    /// The whole street address, possibly on several lines (UIKit `fullStreetAddress`).
    case streetAddress = "street-address"
    /// The first line of a street address.
    case addressLine1 = "address-line1"
    /// The second line of a street address.
    case addressLine2 = "address-line2"
    /// The third line of a street address; UIKit has no counterpart.
    case addressLine3 = "address-line3"
    /// The most fine-grained administrative level of an address; UIKit has no counterpart.
    case addressLevel4 = "address-level4"
    /// A district or suburb within a city (UIKit `sublocality`).
    case addressLevel3 = "address-level3"
    /// The city or town (UIKit `addressCity`).
    case addressLevel2 = "address-level2"
    /// The state, province or prefecture (UIKit `addressState`).
    case addressLevel1 = "address-level1"
    /// A country code (ISO 3166-1 alpha-2); UIKit has no counterpart.
    case country
    /// A country name.
    case countryName = "country-name"
    /// A postal or ZIP code.
    case postalCode = "postal-code"
    /// The full name printed on a payment card.
    case ccName = "cc-name"
    /// The given name printed on a payment card.
    case ccGivenName = "cc-given-name"
    /// The middle name printed on a payment card.
    case ccAdditionalName = "cc-additional-name"
    /// The family name printed on a payment card.
    case ccFamilyName = "cc-family-name"
    /// A payment card's number.
    case ccNumber = "cc-number"
    /// A payment card's expiry date.
    case ccExp = "cc-exp"
    /// The month of a payment card's expiry date.
    case ccExpMonth = "cc-exp-month"
    /// The year of a payment card's expiry date.
    case ccExpYear = "cc-exp-year"
    /// A payment card's security code (UIKit `creditCardSecurityCode`).
    case ccCSC = "cc-csc"
    /// A payment card's type or brand.
    case ccType = "cc-type"
    /// The currency the user prefers to pay in; UIKit has no counterpart.
    case transactionCurrency = "transaction-currency"
    /// An amount the user chooses to pay; UIKit has no counterpart.
    case transactionAmount = "transaction-amount"
    /// A preferred language (a BCP 47 tag); UIKit has no counterpart.
    case language
    /// A full birth date (UIKit `birthdate`, iOS 17).
    case bday
    /// The day of a birth date.
    case bdayDay = "bday-day"
    /// The month of a birth date.
    case bdayMonth = "bday-month"
    /// The year of a birth date.
    case bdayYear = "bday-year"
    /// A gender identity, as free text; UIKit has no counterpart.
    case sex
    /// A home page or other URL (UIKit `URL`).
    case url
    /// A URL of a photo of the person; UIKit has no counterpart.
    case photo
    // Contact field names: the only ones a `home`/`work`/`mobile`/`fax`/`pager` token may precede.
    /// A full telephone number, with its country code (UIKit `telephoneNumber`).
    case tel
    /// The country code of a telephone number; UIKit has no counterpart.
    case telCountryCode = "tel-country-code"
    /// A telephone number without its country code; UIKit has no counterpart.
    case telNational = "tel-national"
    /// The area code of a telephone number; UIKit has no counterpart.
    case telAreaCode = "tel-area-code"
    /// A telephone number without country and area codes; UIKit has no counterpart.
    case telLocal = "tel-local"
    /// The first part of a local number; UIKit has no counterpart.
    case telLocalPrefix = "tel-local-prefix"
    /// The second part of a local number; UIKit has no counterpart.
    case telLocalSuffix = "tel-local-suffix"
    /// A telephone extension; UIKit has no counterpart.
    case telExtension = "tel-extension"
    /// An e-mail address (UIKit `emailAddress`).
    case email
    /// An instant-messaging URL, such as `xmpp:…`; UIKit has no counterpart.
    case impp

    /// Whether this is one of the spec's contact field names.
    public var isContactField: Bool {
        switch self {
        case .tel, .telCountryCode, .telNational, .telAreaCode, .telLocal, .telLocalPrefix, .telLocalSuffix,
            .telExtension, .email, .impp:
            true
        default:
            false
        }
    }

    /// The UIKit content type with the same meaning, if UIKit has one.
    public var textContentType: TextContentType? {
        AutofillFieldName.contentTypes[self]
    }

    /// The field name with the same meaning as a UIKit content type, if HTML has one.
    public init?(_ contentType: TextContentType) {
        guard let name = AutofillFieldName.fieldNames[contentType] else { return nil }
        self = name
    }

    private static let pairs: [(AutofillFieldName, TextContentType)] = [
        (.name, .name), (.honorificPrefix, .namePrefix), (.givenName, .givenName), (.additionalName, .middleName),
        (.familyName, .familyName), (.honorificSuffix, .nameSuffix), (.nickname, .nickname),
        (.username, .username), (.newPassword, .newPassword), (.currentPassword, .password),
        (.oneTimeCode, .oneTimeCode), (.organizationTitle, .jobTitle), (.organization, .organizationName),
        (.streetAddress, .fullStreetAddress), (.addressLine1, .streetAddressLine1),
        (.addressLine2, .streetAddressLine2), (.addressLevel3, .sublocality), (.addressLevel2, .addressCity),
        (.addressLevel1, .addressState), (.countryName, .countryName), (.postalCode, .postalCode),
        (.ccName, .creditCardName), (.ccGivenName, .creditCardGivenName),
        (.ccAdditionalName, .creditCardMiddleName), (.ccFamilyName, .creditCardFamilyName),
        (.ccNumber, .creditCardNumber), (.ccExp, .creditCardExpiration), (.ccExpMonth, .creditCardExpirationMonth),
        (.ccExpYear, .creditCardExpirationYear), (.ccCSC, .creditCardSecurityCode), (.ccType, .creditCardType),
        (.bday, .birthdate), (.bdayDay, .birthdateDay), (.bdayMonth, .birthdateMonth), (.bdayYear, .birthdateYear),
        (.url, .URL), (.tel, .telephoneNumber), (.email, .emailAddress),
    ]

    /// Every corresponding pair, in the spec's order.
    public static var correspondingContentTypes: [(fieldName: AutofillFieldName, contentType: TextContentType)] {
        pairs.map { (fieldName: $0.0, contentType: $0.1) }
    }

    private static let contentTypes = Dictionary(uniqueKeysWithValues: pairs)
    private static let fieldNames = Dictionary(uniqueKeysWithValues: pairs.map { ($0.1, $0.0) })
}
