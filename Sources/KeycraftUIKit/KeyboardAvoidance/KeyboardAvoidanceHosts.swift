#if canImport(UIKit)
import KeycraftForms
import UIKit

/// The text input that began editing last, as UIKit's begin / end editing notifications report it; it
/// also forwards a text view's text changes (the caret moved).
@MainActor
final class EditingTracker {
    private(set) weak var view: UIView?
    /// Focus moved: a text input (anywhere in the app; the receiver decides whether it is its own)
    /// began or ended editing.
    var onFocusChange: (@MainActor (UIView?) -> Void)?
    /// The tracked text view's text changed (its caret moved with it).
    var onTextChange: (@MainActor () -> Void)?
    private let observers: NotificationObservers

    init(center: NotificationCenter = .default) {
        observers = NotificationObservers(center: center)
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            observers.observe(name) { [weak self] notification in
                // Posted on the main queue (queue: .main): the object does not leave it.
                nonisolated(unsafe) let object = notification.object as AnyObject?
                MainActor.assumeIsolated {
                    self?.view = object as? UIView
                    self?.onFocusChange?(object as? UIView)
                }
            }
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            observers.observe(name) { [weak self] notification in
                nonisolated(unsafe) let object = notification.object as AnyObject?
                MainActor.assumeIsolated {
                    guard let self else { return }
                    if self.view === object { self.view = nil }
                    self.onFocusChange?(object as? UIView)
                }
            }
        }
        observers.observe(UITextView.textDidChangeNotification) { [weak self] notification in
            nonisolated(unsafe) let object = notification.object as AnyObject?
            MainActor.assumeIsolated {
                // Every text view in the app posts it: only the one editing here moves a caret to keep.
                guard let self, let object, self.view === object else { return }
                self.onTextChange?()
            }
        }
    }

    /// The tracked view if it is still first responder and inside `container`.
    func firstResponder(in container: UIView?) -> UIView? {
        guard let view, let container, view.isFirstResponder, view.isDescendant(of: container) else { return nil }
        return view
    }

    func stop() { observers.removeAll() }
}

/// A view controller's screen: the nearest scroll view above the first responder, else the root view.
@MainActor
final class ViewControllerAvoidanceHost: KeyboardAvoidanceHost {
    weak var viewController: UIViewController?
    weak var tracker: EditingTracker?

    init(viewController: UIViewController) { self.viewController = viewController }

    var avoidanceWindow: (any KeyboardAvoidanceWindow)? { viewController?.viewIfLoaded?.window }

    var avoidanceFirstResponder: (any KeyboardAvoidanceResponder)? { tracker?.firstResponder(in: viewController?.viewIfLoaded) }

    func avoidanceScrollView(for responder: (any KeyboardAvoidanceResponder)?) -> (any KeyboardAvoidanceScrollView)? {
        guard let view = responder as? UIView, let root = viewController?.viewIfLoaded else { return nil }
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView { return scrollView }
            if candidate === root { return nil }
            current = candidate.superview
        }
        return nil
    }

    var avoidanceRootView: (any KeyboardAvoidanceRootView)? { viewController?.viewIfLoaded }
}

/// One scroll view that avoids the keyboard for the fields inside it (or for itself, a text view).
@MainActor
final class ScrollViewAvoidanceHost: KeyboardAvoidanceHost {
    weak var scrollView: UIScrollView?
    weak var tracker: EditingTracker?

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    var avoidanceWindow: (any KeyboardAvoidanceWindow)? { scrollView?.window }

    var avoidanceFirstResponder: (any KeyboardAvoidanceResponder)? { tracker?.firstResponder(in: scrollView) }

    func avoidanceScrollView(for responder: (any KeyboardAvoidanceResponder)?) -> (any KeyboardAvoidanceScrollView)? { scrollView }

    var avoidanceRootView: (any KeyboardAvoidanceRootView)? { nil }
}
#endif
