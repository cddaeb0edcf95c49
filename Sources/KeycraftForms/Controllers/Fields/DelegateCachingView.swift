/// A view that reads its delegate's abilities once, when the delegate is assigned.
///
/// UIKit asks a `UITextField`'s or `UITextView`'s delegate which optional methods it implements
/// (`responds(to:)`) when `delegate` is set, and keeps the answers. Keycraft's installed delegate
/// forwards what it doesn't implement to the app's own delegate, so when that forwarding delegate
/// changes after installation the view must be handed its delegate again, or the methods only the new
/// forwarding delegate implements are never called. The UIKit layer conforms both views.
@MainActor
public protocol DelegateCachingView: AnyObject {
    associatedtype Delegate
    /// The view's delegate (UIKit's `delegate` property).
    var delegate: Delegate? { get set }
}

extension DelegateCachingView {
    /// Assigns `installed` again (through nil, as assigning the same object may be skipped) when it is
    /// this view's delegate now, so the view asks it afresh what it implements. Does nothing when the
    /// app has since made another object the delegate.
    public func reassignDelegate(ifItIs installed: AnyObject) {
        guard let current = delegate, (current as AnyObject) === installed else { return }
        delegate = nil
        delegate = current
    }
}
