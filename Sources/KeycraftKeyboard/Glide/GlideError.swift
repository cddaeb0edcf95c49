/// Why a glide gesture could not be decoded.
public enum GlideError: Error, Equatable, CustomStringConvertible {
    /// The gesture has no points.
    case empty
    /// Point `index` (0-based) has a coordinate that is not a finite number.
    case nonFinitePoint(index: Int)

    /// What was wrong, for a message.
    public var description: String {
        switch self {
        case .empty: "the gesture has no points"
        case .nonFinitePoint(let index): "point \(index + 1) is not a finite number"
        }
    }
}
