import Foundation
import KeycraftForms
import KeycraftText

/// A `UIView` without UIKit: a frame in its superview's coordinates, which its superview's bounds origin
/// moves (a scroll view's content offset, a shifted root view's `bounds.origin.y`). Like a `UIResponder`,
/// it can become and resign first responder, one at a time per window.
///
/// ```swift
/// let field = VirtualView(frame: CGRect(x: 16, y: 700, width: 361, height: 44))
/// root.addSubview(field)
/// field.becomeFirstResponder()    // window.firstResponder === field
/// ```
@MainActor
open class VirtualView: KeyboardAvoidanceResponder, ChainedField {
    /// The frame in the superview's coordinates.
    public var frame: CGRect
    /// The view this one is a subview of.
    public private(set) weak var superview: VirtualView?
    /// The views added to this one, in order.
    public private(set) var subviews: [VirtualView] = []
    /// The window of a root view; every other view finds it through its superviews.
    public weak var rootWindow: VirtualWindow?
    /// `isHidden`: a hidden view can't become first responder.
    public var isHidden = false
    /// `isEnabled` (a control's): a disabled field can't become first responder.
    public var isEnabled = true
    /// A field whose delegate answers no to `textFieldShouldEndEditing(_:)`.
    public var refusesToResign = false
    /// `returnKeyType`.
    public var keycraftReturnKeyType: ReturnKeyType = .default
    /// `placeholder`.
    public var keycraftPlaceholder: String?

    /// A view at a frame in its (future) superview's coordinates.
    public init(frame: CGRect) { self.frame = frame }

    /// `addSubview(_:)`.
    public func addSubview(_ view: VirtualView) {
        view.superview = self
        subviews.append(view)
    }

    /// The bounds origin: where the view's content coordinates start.
    open var boundsOrigin: CGPoint { .zero }

    /// The window the view is in, if any.
    public var window: VirtualWindow? { rootWindow ?? superview?.window }

    /// `convert(bounds, to: nil)`.
    public var keycraftFrameInWindow: CGRect {
        guard let superview else { return frame }
        let container = superview.keycraftFrameInWindow
        let origin = superview.boundsOrigin
        return frame.offsetBy(dx: container.minX - origin.x, dy: container.minY - origin.y)
    }

    /// `safeAreaInsets`: how far the window's safe area reaches into the view.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        return .safeArea(ofViewAt: keycraftFrameInWindow, inWindowOfSize: window.bounds.size, windowSafeArea: window.safeAreaInsets)
    }

    /// A text view's caret in window coordinates; nil for other views.
    open var keycraftCaretRectInWindow: CGRect? { nil }

    /// `isDescendant(of:)`: the view itself or one below it.
    public func isDescendant(of view: VirtualView) -> Bool {
        var current: VirtualView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The nearest scroll view above this view (not the view itself), as a walk up `superview` finds it.
    public var enclosingScrollView: VirtualScrollView? {
        var current = superview
        while let candidate = current {
            if let scrollView = candidate as? VirtualScrollView { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    // MARK: UIResponder

    /// `canBecomeFirstResponder`: in a window, visible and enabled.
    public var keycraftIsFocusable: Bool { window != nil && !isHidden && isEnabled }
    /// `isFirstResponder`.
    public var isFirstResponder: Bool { window?.firstResponder === self }
    /// Whether return types a line break (a text view) instead of asking the delegate.
    open var keycraftReturnInsertsLineBreak: Bool { false }

    /// Like `UIResponder`: the current first responder must resign first, and may refuse.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let window, keycraftIsFocusable else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Like `UIResponder`: a view that is not first responder resigns at once; one that refuses stays.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard !refusesToResign else { return false }
        window?.firstResponder = nil
        return true
    }
}
