import Foundation

/// What distinguishes a text field from a text view: the properties only that kind of view has, its
/// delegate, and UIKit's name for each delegate call. ``TextFieldKind`` and ``TextViewKind`` are the
/// package's two; ``EditingSession`` is generic over them.
public protocol EditingKind {
    /// Sends `call` to the delegate under this kind's UIKit name, with the handle `view` makes as the
    /// view: the delegate's answer to a "should" question (true for news), or nil when no delegate is
    /// set. The delegate is read once, and `view` is called only when there is one to hear the call, so
    /// a session nobody delegates for makes no handle.
    func deliver(_ call: DelegateCall, through view: () -> EditingHandle<EditingSession<Self>>) -> Bool?
}
