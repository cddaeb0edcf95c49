import Foundation

/// A control on the screen that takes taps itself (a button, a segmented control): tapping it does not
/// end editing, just as the guides' scroll-view tap recognizer does not fire on controls.
public struct ScreenControl: Hashable, Sendable {
    public var id: String
    public var frame: CGRect

    public init(id: String, frame: CGRect) {
        self.id = id
        self.frame = frame
    }
}

/// What a tap at a point lands on.
public enum TapTarget: Hashable, Sendable {
    case field(String)
    case control(String)
    case empty

    /// Hit-tests in content coordinates: visible fields first (the last one listed wins, as the topmost
    /// subview does), then controls, else empty space.
    public static func hitTest(_ point: CGPoint, fields: [FormField], controls: [ScreenControl]) -> TapTarget {
        if let field = fields.last(where: { !$0.isHidden && $0.frame.contains(point) }) { return .field(field.id) }
        if let control = controls.last(where: { $0.frame.contains(point) }) { return .control(control.id) }
        return .empty
    }
}
