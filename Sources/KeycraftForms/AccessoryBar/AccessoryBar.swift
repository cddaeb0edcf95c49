import Foundation

/// The input accessory bar above the keyboard: previous / next / done and an optional title.
///
/// A ``FieldChainController`` gives the first responder's bar, worked out from the field chain:
/// ```swift
/// if let bar = chain.accessoryBar {
///     previousButton.isEnabled = bar.isPreviousEnabled
///     nextButton.isEnabled = bar.isNextEnabled
/// }
/// ```
public struct AccessoryBar: Hashable, Sendable, Codable {
    /// The bar's height: a `UIToolbar`'s.
    public static let height: CGFloat = 44

    /// Whether the chain has a field before the first responder to go back to.
    public var isPreviousEnabled: Bool
    /// Whether the chain has a field after the first responder to move on to.
    public var isNextEnabled: Bool
    /// Done is always enabled: it resigns.
    public var isDoneEnabled: Bool
    /// The field's placeholder, shown in the middle of the bar.
    public var title: String?

    /// A bar with the buttons enabled as given; Done is enabled unless said otherwise.
    public init(isPreviousEnabled: Bool, isNextEnabled: Bool, isDoneEnabled: Bool = true, title: String?) {
        self.isPreviousEnabled = isPreviousEnabled
        self.isNextEnabled = isNextEnabled
        self.isDoneEnabled = isDoneEnabled
        self.title = title
    }
}
