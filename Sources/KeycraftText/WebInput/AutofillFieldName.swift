/// The autofill field names of the HTML `autocomplete` attribute (HTML Living Standard › Autofill —
/// the field-name table), each with the UIKit content type that means the same thing.
///
/// The correspondence is one-to-one where it exists. Names with no UIKit counterpart (`sex`,
/// `photo`, `address-line3`, the `tel-…` parts, …) map to `nil`, as do UIKit types with no HTML name
/// (`location`, `address-level1+2`, the data-detector and eSIM types). UIKit's raw strings are mostly
/// these very names; the exceptions are `current-password` (UIKit `password`) and
/// `honorific-prefix`/`-suffix` (UIKit `honorifix-…`).
public enum AutofillFieldName: String, CaseIterable, Sendable {
    case name
    case honorificPrefix = "honorific-prefix"
    case givenName = "given-name"
    case additionalName = "additional-name"
    case familyName = "family-name"
    case honorificSuffix = "honorific-suffix"
    case nickname
    case username
    case newPassword = "new-password"
    case currentPassword = "current-password"
    case oneTimeCode = "one-time-code"
    case organizationTitle = "organization-title"
    case organization
    case streetAddress = "street-address"
    case addressLine1 = "address-line1"
    case addressLine2 = "address-line2"
    case addressLine3 = "address-line3"
    case addressLevel4 = "address-level4"
    case addressLevel3 = "address-level3"
    case addressLevel2 = "address-level2"
    case addressLevel1 = "address-level1"
    case country
    case countryName = "country-name"
    case postalCode = "postal-code"
    case ccName = "cc-name"
    case ccGivenName = "cc-given-name"
    case ccAdditionalName = "cc-additional-name"
    case ccFamilyName = "cc-family-name"
    case ccNumber = "cc-number"
    case ccExp = "cc-exp"
    case ccExpMonth = "cc-exp-month"
    case ccExpYear = "cc-exp-year"
    case ccCSC = "cc-csc"
    case ccType = "cc-type"
    case transactionCurrency = "transaction-currency"
    case transactionAmount = "transaction-amount"
    case language
    case bday
    case bdayDay = "bday-day"
    case bdayMonth = "bday-month"
    case bdayYear = "bday-year"
    case sex
    case url
    case photo
    // Contact field names: the only ones a `home`/`work`/`mobile`/`fax`/`pager` token may precede.
    case tel
    case telCountryCode = "tel-country-code"
    case telNational = "tel-national"
    case telAreaCode = "tel-area-code"
    case telLocal = "tel-local"
    case telLocalPrefix = "tel-local-prefix"
    case telLocalSuffix = "tel-local-suffix"
    case telExtension = "tel-extension"
    case email
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
