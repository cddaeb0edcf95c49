import Foundation

/// The input accessory bar above the keyboard: previous / next / done and an optional title.
public struct AccessoryBar: Hashable, Sendable, Codable {
    /// The bar's height: a `UIToolbar`'s.
    public static let height: CGFloat = 44

    public var isPreviousEnabled: Bool
    public var isNextEnabled: Bool
    /// Done is always enabled: it resigns.
    public var isDoneEnabled: Bool
    /// The field's placeholder, shown in the middle of the bar.
    public var title: String?

    public init(isPreviousEnabled: Bool, isNextEnabled: Bool, isDoneEnabled: Bool = true, title: String?) {
        self.isPreviousEnabled = isPreviousEnabled
        self.isNextEnabled = isNextEnabled
        self.isDoneEnabled = isDoneEnabled
        self.title = title
    }
}
