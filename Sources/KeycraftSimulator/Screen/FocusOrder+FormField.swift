import Foundation
import KeycraftForms

extension FocusOrder {
    /// The focusable fields in chain order: `explicit` (indices) when given, otherwise reading order.
    /// Fields that cannot become first responder are skipped.
    public static func chain(of fields: [FormField], explicit: [Int]?, direction: LayoutDirection) -> [Int] {
        let order = explicit ?? readingOrder(of: fields.map(\.frame), direction: direction)
        return order.filter { fields[$0].canBecomeFirstResponder }
    }
}
