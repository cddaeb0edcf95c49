import Foundation
import KeycraftForms

extension TapTarget {
    /// What a tap at a point on a screen lands on, hit-tested in content coordinates: visible fields
    /// first (the last one listed wins, as the topmost subview does), then controls, else empty space.
    ///
    /// ```swift
    /// let name = FormField(id: "name", frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    /// let target = TapTarget.hitTest(CGPoint(x: 40, y: 110), fields: [name], controls: [])
    /// // target == .field("name")
    /// ```
    public static func hitTest(_ point: CGPoint, fields: [FormField], controls: [ScreenControl]) -> TapTarget {
        if let field = fields.last(where: { !$0.isHidden && $0.frame.contains(point) }) { return .field(field.id) }
        if let control = controls.last(where: { $0.frame.contains(point) }) { return .control(control.id) }
        return .empty
    }
}
