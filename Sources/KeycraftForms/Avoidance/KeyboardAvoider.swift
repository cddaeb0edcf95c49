import Foundation

/// Keyboard avoidance for one scroll view: feeds on keyboard notifications and focus changes, and
/// remembers the scroll view's original insets and offset between show and hide so it can restore them.
///
/// A value: the owner keeps it next to the scroll view and applies the plans it returns.
///
/// ```swift
/// var avoider = KeyboardAvoider()
/// for notification in notifications {
///     if let plan = avoider.handle(notification, scrollView: scrollView, window: window, revealing: field) {
///         scrollView.state = plan.state   // animated with plan.animation's duration and curve
///     }
/// }
/// ```
public struct KeyboardAvoider: Hashable, Sendable {
    /// Space kept between the revealed rectangle and the keyboard.
    public var padding: CGFloat
    /// Whether a keyboard that does not reach the window's bottom (floating, undocked, split) counts.
    public var followsFloatingKeyboard: Bool
    /// The scroll view's state from before the keyboard covered it; nil once editing ended with nothing covered.
    public private(set) var originalState: ScrollViewState?
    /// Whether the scroll view rested at its top then: it returns to its top, wherever a rotation
    /// (a new safe area) has moved that top in the meantime.
    private var originalWasAtTop = false
    /// The keyboard's last end frame in screen coordinates; nil before any notification.
    public private(set) var keyboardFrame: CGRect?

    /// An avoider that has seen no keyboard yet. `followsFloatingKeyboard` is off by default: a floating
    /// keyboard covers no bottom edge, so bottom insets can't clear it.
    public init(padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false) {
        self.padding = padding
        self.followsFloatingKeyboard = followsFloatingKeyboard
    }

    /// Re-plans for a keyboard notification. Will-notifications plan (all of them: they carry the same end
    /// frame, and a plan applied twice changes nothing); did-notifications return nil.
    ///
    /// - Parameters:
    ///   - notification: any of the six keyboard notifications.
    ///   - scrollView: the scroll view as it is now.
    ///   - window: where the window is on the screen, to convert the keyboard's screen frame.
    ///   - target: the active field's frame, or a text view's caret rectangle, in the scroll
    ///     view's content coordinates; nil to adjust insets only.
    public mutating func handle(
        _ notification: KeyboardNotification, scrollView: ScrollViewGeometry, window: WindowPlacement, revealing target: CGRect?
    ) -> ScrollViewAvoidancePlan? {
        guard notification.name.isBeforeAnimation else { return nil }
        keyboardFrame = notification.userInfo.frameEnd
        return plan(scrollView: scrollView, window: window, target: target, animation: KeyboardAnimation(notification.userInfo))
    }

    /// Re-plans without a notification: focus moved to another field, the caret moved while typing,
    /// or the layout changed while the keyboard stays where it is.
    public mutating func reveal(
        _ target: CGRect?, scrollView: ScrollViewGeometry, window: WindowPlacement, animation: KeyboardAnimation = .none
    ) -> ScrollViewAvoidancePlan {
        plan(scrollView: scrollView, window: window, target: target, animation: animation)
    }

    /// Re-plans for the keyboard at `keyboardFrame` (screen coordinates; `.zero` when it is hidden), as
    /// a will-notification with that end frame would: for a caller that tracks the keyboard itself and
    /// re-plans on other events too.
    public mutating func plan(
        keyboardFrame: CGRect, scrollView: ScrollViewGeometry, window: WindowPlacement, revealing target: CGRect?,
        animation: KeyboardAnimation
    ) -> ScrollViewAvoidancePlan {
        self.keyboardFrame = keyboardFrame
        return plan(scrollView: scrollView, window: window, target: target, animation: animation)
    }

    private mutating func plan(
        scrollView: ScrollViewGeometry, window: WindowPlacement, target: CGRect?, animation: KeyboardAnimation
    ) -> ScrollViewAvoidancePlan {
        let overlap = keyboardFrame.map {
            KeyboardOverlap.height(
                keyboardFrame: $0, window: window, viewFrameInWindow: scrollView.frameInWindow,
                followsFloatingKeyboard: followsFloatingKeyboard)
        } ?? 0
        guard overlap > 0 else {
            guard var restored = originalState else {
                return ScrollViewAvoidancePlan(state: scrollView.state, animation: animation, overlap: 0)
            }
            if originalWasAtTop { restored.contentOffset.y = -(restored.contentInset.top + scrollView.safeAreaAdjustment.top) }
            if let target {
                // Still editing (a hardware keyboard took over, the keyboard floats): back where it was,
                // unless that hides the field; the original is kept for when editing ends.
                var restoredView = scrollView
                restoredView.state = restored
                restored.contentOffset = restoredView.contentOffset(revealing: target)
            } else {
                originalState = nil
            }
            return ScrollViewAvoidancePlan(state: restored, animation: animation, overlap: 0)
        }
        if originalState == nil { originalWasAtTop = abs(scrollView.state.contentOffset.y - scrollView.topContentOffsetY) < 0.5 }
        let original = originalState ?? scrollView.state
        originalState = original
        return ScrollViewAvoidance.plan(
            original: original, scrollView: scrollView, overlap: overlap, revealing: target, padding: padding, animation: animation)
    }
}
