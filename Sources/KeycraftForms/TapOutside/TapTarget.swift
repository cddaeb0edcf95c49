import Foundation

/// A control on the screen that takes taps itself (a button, a segmented control): tapping it does not
/// end editing, just as the guides' scroll-view tap recognizer does not fire on controls.
public struct ScreenControl: Hashable, Sendable {
    /// The identifier the screen reports when a tap lands on the control.
    public var id: String
    /// The control's frame in the screen's content coordinates, as the fields' frames are.
    public var frame: CGRect

    /// A control with an identifier and a frame in content coordinates.
    public init(id: String, frame: CGRect) {
        self.id = id
        self.frame = frame
    }
}

/// What a tap at a point lands on.
///
/// ```swift
/// let name = FormField(id: "name", frame: CGRect(x: 20, y: 100, width: 350, height: 34))
/// let target = TapTarget.hitTest(CGPoint(x: 40, y: 110), fields: [name], controls: [])
/// // target == .field("name")
/// ```
public enum TapTarget: Hashable, Sendable {
    /// A visible field, by identifier: it becomes first responder.
    case field(String)
    /// A control, by identifier: the first responder keeps the keyboard.
    case control(String)
    /// Empty space: the first responder resigns, as with the guides' tap-to-dismiss recognizer.
    case empty

    /// Hit-tests in content coordinates: visible fields first (the last one listed wins, as the topmost
    /// subview does), then controls, else empty space.
    public static func hitTest(_ point: CGPoint, fields: [FormField], controls: [ScreenControl]) -> TapTarget {
        if let field = fields.last(where: { !$0.isHidden && $0.frame.contains(point) }) { return .field(field.id) }
        if let control = controls.last(where: { $0.frame.contains(point) }) { return .control(control.id) }
        return .empty
    }
}
