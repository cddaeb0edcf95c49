/// A payment card's brand, known from the first digits of its number (the issuer identification number,
/// IIN), with the lengths its numbers have and how they are grouped on the card.
///
/// Ranges as the brands publish them (ISO/IEC 7812 IINs): Visa 4; Mastercard 51–55 and 2221–2720;
/// American Express 34, 37; Discover 6011, 644–649, 65 and 622126–622925; Diners Club 300–305, 36, 38,
/// 39; JCB 3528–3589; UnionPay 62; Mir 2200–2204; Maestro 50, 56–58, 639, 67. The most specific range
/// wins (622126 is Discover, 62 otherwise UnionPay).
///
/// ```swift
/// let brand = PaymentCardBrand(digits: "378282246310005")   // .americanExpress
/// brand.groups(forLength: 15)                                // [4, 6, 5]
/// ```
public enum PaymentCardBrand: String, Sendable, CaseIterable {
    /// Visa: numbers starting 4.
    case visa
    /// Mastercard: 51–55 and 2221–2720.
    case mastercard
    /// American Express: 34 and 37, 15 digits grouped 4-6-5.
    case americanExpress
    /// Discover: 6011, 644–649, 65 and 622126–622925.
    case discover
    /// Diners Club International: 300–305, 36, 38 and 39.
    case dinersClub
    /// JCB: 3528–3589.
    case jcb
    /// UnionPay: 62 (outside Discover's co-branded range).
    case unionPay
    /// Mir: 2200–2204.
    case mir
    /// Maestro: 50, 56–58, 639 and 67.
    case maestro
    /// No known brand starts with these digits (or too few are typed yet); grouped in fours.
    case unknown

    /// The brand of a number starting with `digits` (ASCII digits; separators ignored by the caller).
    public init(digits: some StringProtocol) {
        let prefix = String(digits.prefix(6))
        var best: (brand: PaymentCardBrand, length: Int)?
        for range in Self.ranges where range.digits <= prefix.count {
            guard let value = Int(prefix.prefix(range.digits)), range.low <= value, value <= range.high else { continue }
            if best == nil || range.digits > best!.length { best = (range.brand, range.digits) }
        }
        self = best?.brand ?? .unknown
    }

    /// The lengths a complete number of this brand has.
    public var validLengths: ClosedRange<Int> {
        switch self {
        case .visa: 13...19
        case .mastercard: 16...16
        case .americanExpress: 15...15
        case .dinersClub: 14...19
        case .maestro: 12...19
        case .discover, .jcb, .unionPay, .mir, .unknown: 16...19
        }
    }

    /// How the number's digits are grouped: 4-6-5 for American Express, 4-6-4 for a 14-digit Diners Club
    /// number, 4-4-4-4 (then the rest) for the others.
    public func groups(forLength length: Int) -> [Int] {
        switch self {
        case .americanExpress: [4, 6, 5]
        case .dinersClub where length <= 14: [4, 6, 4]
        default: [4, 4, 4, 4, 3]
        }
    }

    /// The brand as people write it ("American Express").
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .mir: "Mir"
        case .maestro: "Maestro"
        case .unknown: "Card"
        }
    }

    private struct IINRange {
        let low: Int, high: Int, digits: Int, brand: PaymentCardBrand
        init(_ low: Int, _ high: Int, _ brand: PaymentCardBrand) {
            self.low = low
            self.high = high
            self.digits = String(low).count
            self.brand = brand
        }
    }

    private static let ranges: [IINRange] = [
        IINRange(4, 4, .visa),
        IINRange(51, 55, .mastercard), IINRange(2221, 2720, .mastercard),
        IINRange(34, 34, .americanExpress), IINRange(37, 37, .americanExpress),
        IINRange(6011, 6011, .discover), IINRange(644, 649, .discover), IINRange(65, 65, .discover),
        IINRange(622126, 622925, .discover),
        IINRange(300, 305, .dinersClub), IINRange(36, 36, .dinersClub), IINRange(38, 39, .dinersClub),
        IINRange(3528, 3589, .jcb),
        IINRange(62, 62, .unionPay),
        IINRange(2200, 2204, .mir),
        IINRange(50, 50, .maestro), IINRange(56, 58, .maestro), IINRange(639, 639, .maestro), IINRange(67, 67, .maestro),
    ]
}
