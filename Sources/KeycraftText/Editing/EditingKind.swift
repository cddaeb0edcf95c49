import Foundation

/// What distinguishes a text field from a text view: the properties only that kind of view has, its
/// delegate, and UIKit's name for each delegate call. ``TextFieldKind`` and ``TextViewKind`` are the
/// package's two; ``EditingSession`` is generic over them.
public protocol EditingKind {
    /// Whether a delegate is set: no handle is made for a call nobody hears.
    var hasDelegate: Bool { get }
    /// Sends `call` to the delegate under this kind's UIKit name, with `handle` as the view; the
    /// delegate's answer to a "should" question (true for news, and when there is no delegate).
    func deliver(_ call: DelegateCall, through handle: EditingHandle<EditingSession<Self>>) -> Bool
}
