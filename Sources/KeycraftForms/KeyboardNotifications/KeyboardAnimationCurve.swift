/// The curve of the keyboard's animation: a `UIView.AnimationCurve` raw value.
///
/// UIKit documents 0–3; the keyboard animates with the undocumented 7 (a spring-like curve), and future
/// systems may send others. Any raw value is kept as it came so it can be passed straight back to UIKit.
public struct KeyboardAnimationCurve: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The `UIView.AnimationCurve` raw value, as it came in the user info.
    public let rawValue: Int

    /// A curve for any raw value, documented or not.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `UIView.AnimationCurve.easeInOut`.
    public static let easeInOut = KeyboardAnimationCurve(rawValue: 0)
    /// `UIView.AnimationCurve.easeIn`.
    public static let easeIn = KeyboardAnimationCurve(rawValue: 1)
    /// `UIView.AnimationCurve.easeOut`.
    public static let easeOut = KeyboardAnimationCurve(rawValue: 2)
    /// `UIView.AnimationCurve.linear`.
    public static let linear = KeyboardAnimationCurve(rawValue: 3)
    /// The curve the system keyboard uses; not a public `UIView.AnimationCurve` case.
    public static let keyboard = KeyboardAnimationCurve(rawValue: 7)

    /// Whether UIKit declares this raw value as a `UIView.AnimationCurve` case.
    public var isDocumented: Bool { (0...3).contains(rawValue) }

    /// The curve's name, or its raw value when it has none.
    public var description: String {
        switch rawValue {
        case 0: "easeInOut"
        case 1: "easeIn"
        case 2: "easeOut"
        case 3: "linear"
        case 7: "keyboard (7)"
        default: "unknown (\(rawValue))"
        }
    }
}
