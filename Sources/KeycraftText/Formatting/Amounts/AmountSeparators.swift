import Foundation

/// How a locale writes an amount: its decimal and grouping separators and group sizes, read from
/// Foundation's `NumberFormatter` (ICU's CLDR data on Linux, as on Apple platforms).
public struct AmountSeparators: Sendable, Equatable {
    /// Between the whole part and the fraction (`.` in en_US, `,` in de_DE).
    public var decimalSeparator: String
    /// Between groups of the whole part (`,` in en_US, `.` in de_DE).
    public var groupingSeparator: String
    /// Digits in the group next to the decimal separator (3 almost everywhere).
    public var groupingSize: Int
    /// Digits in the other groups (2 in India's 12,34,567); equal to `groupingSize` when the locale has none.
    public var secondaryGroupingSize: Int
    /// Grouping starts only when the integer part has `groupingSize` + this many digits (CLDR's minimum
    /// grouping digits: Spanish writes 1234 but 12.345).
    public var minimumGroupingDigits: Int

    /// Separators and grouping given explicitly; see ``init(locale:)`` to read them from a locale.
    public init(
        decimalSeparator: String, groupingSeparator: String, groupingSize: Int = 3, secondaryGroupingSize: Int? = nil,
        minimumGroupingDigits: Int = 1
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.groupingSize = max(groupingSize, 1)
        self.secondaryGroupingSize = max(secondaryGroupingSize ?? groupingSize, 1)
        self.minimumGroupingDigits = max(minimumGroupingDigits, 1)
    }

    /// The locale's separators, and group sizes as `NumberFormatter` actually writes 1234567 and 1234 (its
    /// `secondaryGroupingSize` property is 0 on Linux even where it groups by two, and the minimum grouping
    /// digits have no property at all).
    public init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let grouping = formatter.groupingSeparator ?? ","
        var primary = formatter.groupingSize, secondary: Int?
        if let sample = formatter.string(from: 1_234_567), !grouping.isEmpty {
            let groups = sample.components(separatedBy: grouping)
            if groups.count >= 3 {
                primary = groups[groups.count - 1].count
                secondary = groups[groups.count - 2].count
            }
        }
        let small = formatter.string(from: 1_234) ?? ""
        self.init(
            decimalSeparator: formatter.decimalSeparator ?? ".", groupingSeparator: grouping, groupingSize: primary,
            secondaryGroupingSize: secondary, minimumGroupingDigits: small.contains(grouping) ? 1 : 2)
    }

    /// `digits` (an integer part, ASCII) with grouping separators.
    func group(_ digits: [Character]) -> String {
        guard digits.count >= groupingSize + minimumGroupingDigits else { return String(digits) }
        var groups: [String] = []
        var end = digits.count
        var size = groupingSize
        while end > 0 {
            let start = max(0, end - size)
            groups.append(String(digits[start..<end]))
            end = start
            size = secondaryGroupingSize
        }
        return groups.reversed().joined(separator: groupingSeparator)
    }
}
