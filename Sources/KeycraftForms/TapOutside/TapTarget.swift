import Foundation

/// What a tap at a point lands on.
///
/// ```swift
/// switch target {
/// case .field(let id): focus(id)
/// case .control: break                  // the control handles its own tap
/// case .empty: view.endEditing(true)
/// }
/// ```
public enum TapTarget: Hashable, Sendable {
    /// A visible field, by identifier: it becomes first responder.
    case field(String)
    /// A control, by identifier: the first responder keeps the keyboard.
    case control(String)
    /// Empty space: the first responder resigns, as with the guides' tap-to-dismiss recognizer.
    case empty
}
