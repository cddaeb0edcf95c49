import Foundation

/// Keyboard avoidance for one screen: it reads the keyboard notifications with the core parser, plans
/// with ``KeyboardAvoider`` (the enclosing scroll view's insets and offset) or ``RootViewShift`` (a screen
/// that does not scroll), applies the plan inside the keyboard's animation, keeps a text view's caret in
/// view as it moves, and puts back the original insets, offset and shift when the keyboard hides or the
/// controller is detached.
///
/// It plans with the keyboard's overlap with the view, never its height, so floating, undocked and split
/// keyboards (which do not reach the window's bottom) and Stage Manager windows (which the keyboard may
/// miss) change nothing, and a hardware keyboard's bar counts only for its own height.
///
/// KeycraftUIKit attaches one to a view controller in one line; on Linux tests drive it through doubles:
///
/// ```swift
/// let avoidance = KeyboardAvoidanceController(host: screen, notifications: source)
/// source.post("UIKeyboardWillShowNotification", userInfo)   // the scroll view's insets follow
/// avoidance.caretDidChange()                                // typing in a text view: the caret stays above
/// avoidance.detach()                                        // everything as it was
/// ```
@MainActor
public final class KeyboardAvoidanceController {
    /// Runs `changes` inside an animation with the keyboard's duration and curve (at once for duration 0).
    public typealias Animator = @MainActor (_ animation: KeyboardAnimation, _ changes: @escaping @MainActor () -> Void) -> Void

    /// The screen this controller works for.
    public let host: any KeyboardAvoidanceHost
    /// Space kept between the revealed field (or caret line) and the keyboard.
    public var padding: CGFloat
    /// Whether a keyboard that does not reach the window's bottom (floating, undocked, split) is avoided too.
    public var followsFloatingKeyboard: Bool
    /// How plans are applied: KeycraftUIKit passes `UIView.animate` with the keyboard's curve.
    public var animator: Animator
    /// Called with the error when a keyboard notification cannot be read; the notification is then ignored.
    public var onError: (@MainActor (KeyboardUserInfoError) -> Void)?
    /// The last notification that could not be read, if any.
    public private(set) var lastError: KeyboardUserInfoError?
    /// The keyboard's end frame in screen coordinates; nil while it is hidden (or before it first showed).
    public private(set) var keyboardFrame: CGRect?
    /// The last root-view plan, while the root view is shifted; nil otherwise.
    public var rootViewShiftPlan: RootViewShiftPlan? { shifted?.plan }
    /// False once ``detach()`` ran: notifications and calls change nothing more.
    public private(set) var isAttached = true

    private var observation: KeyboardObservation?
    /// The scroll view being avoided and the planner that remembers its originals.
    private var scrolling: (view: any KeyboardAvoidanceScrollView, avoider: KeyboardAvoider)?
    /// The shifted root view, its shift from before the keyboard and the last plan.
    private var shifted: (view: any KeyboardAvoidanceRootView, original: CGFloat, plan: RootViewShiftPlan)?
    /// The animation of a keyboard that began showing before any field of the screen reported editing:
    /// a `UITextView` posts will-show before `textDidBeginEditingNotification`. The plan waits for the
    /// field (``firstResponderDidChange()``), or for the did-notification when none comes.
    private var pendingAnimation: KeyboardAnimation?

    /// Attaches to a screen: from now on its keyboard notifications are observed.
    public init(
        host: any KeyboardAvoidanceHost, notifications: any KeyboardNotificationSource,
        padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false,
        animator: @escaping Animator = { _, changes in changes() }
    ) {
        self.host = host
        self.padding = padding
        self.followsFloatingKeyboard = followsFloatingKeyboard
        self.animator = animator
        observation = notifications.observeKeyboardNotifications { [weak self] name, userInfo in
            self?.handleKeyboardNotification(name: name, userInfo: userInfo)
        }
    }

    // MARK: Events

    /// A posted keyboard notification, as its name and user info. One that cannot be read is reported
    /// through ``onError`` and ``lastError`` and changes nothing.
    public func handleKeyboardNotification(name: String, userInfo: [AnyHashable: Any]) {
        do {
            handle(try KeyboardNotification(name: name, userInfo: userInfo))
        } catch {
            lastError = error
            onError?(error)
        }
    }

    /// A parsed keyboard notification. Will-notifications plan; did-notifications change nothing (the
    /// will-half already moved the view with the keyboard), unless the plan still waits for a field.
    public func handle(_ notification: KeyboardNotification) {
        guard isAttached else { return }
        guard notification.name.isBeforeAnimation else {
            // No field of this screen began editing while the keyboard showed: plan for the screen as it is.
            if pendingAnimation != nil {
                pendingAnimation = nil
                update(animation: .none)
            }
            return
        }
        let frame = notification.userInfo.frameEnd
        // Hidden: below the screen (as the screen is now; a rotation later may bring that frame on screen)
        // or of no size. A will-hide whose frame is on screen is a keyboard that undocked, split or floated.
        let screen = host.avoidanceWindow?.keycraftScreenBounds
        let hidden = frame.height == 0 || frame.width == 0 || screen.map { frame.minY >= $0.maxY } ?? true
        keyboardFrame = hidden ? nil : frame
        let animation = KeyboardAnimation(notification.userInfo)
        // Showing for no field yet, with nothing avoided: the field reports editing next (a text view
        // does so after will-show); planning now would ignore it and then jump.
        if !hidden, host.avoidanceFirstResponder == nil, scrolling == nil, shifted == nil {
            pendingAnimation = animation
            return
        }
        pendingAnimation = nil
        update(animation: animation)
    }

    /// Focus moved (a field began or ended editing): re-plans where the keyboard already is, in the
    /// keyboard's animation when it is still showing for this field.
    public func firstResponderDidChange() {
        let animation = pendingAnimation ?? .none
        pendingAnimation = nil
        update(animation: animation)
    }

    /// A text view's caret moved or its text changed: keeps the caret's line above the keyboard.
    public func caretDidChange() { update(animation: .none) }

    /// The screen's layout changed (a rotation, a Stage Manager window resized, content added) with the
    /// keyboard where it is.
    public func layoutDidChange() { update(animation: .none) }

    /// Stops observing and puts back the original insets, offset and shift at once (also in the middle
    /// of the keyboard's animation). Calling it again does nothing.
    public func detach() {
        guard isAttached else { return }
        isAttached = false
        observation?.cancel()
        observation = nil
        releaseScrollView(animation: .none)
        releaseRootView(animation: .none)
        keyboardFrame = nil
        pendingAnimation = nil
    }

    // MARK: Planning

    private func update(animation: KeyboardAnimation) {
        guard isAttached, let window = host.avoidanceWindow else { return }
        let placement = window.windowPlacement
        let responder = host.avoidanceFirstResponder
        // With nothing first responder (editing just ended, the keyboard about to hide) the scroll view
        // being avoided stays in charge, so that hiding restores it the way the planner does.
        let scrollView = host.avoidanceScrollView(for: responder) ?? (responder == nil ? scrolling?.view : nil)
        if let current = scrolling?.view, current !== scrollView { releaseScrollView(animation: animation) }
        guard let scrollView else {
            planRootView(responder: responder, window: placement, animation: animation)
            return
        }
        releaseRootView(animation: animation)
        var avoider = scrolling?.avoider ?? KeyboardAvoider(padding: padding, followsFloatingKeyboard: followsFloatingKeyboard)
        avoider.padding = padding
        avoider.followsFloatingKeyboard = followsFloatingKeyboard
        let geometry = scrollView.keyboardAvoidanceGeometry
        let target = responder.map { revealRect(for: $0, in: scrollView.contentRect(fromWindow:), isContainer: $0 === scrollView) }
        // A hidden keyboard plans as a zero-sized frame: nothing is covered, whatever the rotation did to
        // the screen the last (off-screen) frame was computed for.
        let plan = avoider.plan(
            keyboardFrame: keyboardFrame ?? .zero, scrollView: geometry, window: placement, revealing: target, animation: animation)
        scrolling = (scrollView, avoider)
        apply(plan.state, to: scrollView, animation: plan.animation)
    }

    private func planRootView(responder: (any KeyboardAvoidanceResponder)?, window: WindowPlacement, animation: KeyboardAnimation) {
        guard let root = host.avoidanceRootView else {
            releaseRootView(animation: animation)
            return
        }
        if let current = shifted?.view, current !== root { releaseRootView(animation: animation) }
        let frame = root.keycraftFrameInWindow
        let overlap = keyboardFrame.map {
            KeyboardOverlap.height(keyboardFrame: $0, window: window, viewFrameInWindow: frame, followsFloatingKeyboard: followsFloatingKeyboard)
        } ?? 0
        guard overlap > 0 else {
            releaseRootView(animation: animation)
            return
        }
        let original = shifted?.original ?? root.keycraftContentShift
        let current = root.keycraftContentShift
        // The responder in the root view's coordinates as they were before any shift.
        let target = responder.map {
            revealRect(for: $0, in: { $0.offsetBy(dx: -frame.minX, dy: current - original - frame.minY) }, isContainer: false)
        }
        let plan = RootViewShift.plan(
            viewSize: frame.size, safeAreaInsets: root.keycraftSafeAreaInsets, overlap: overlap, field: target, padding: padding,
            animation: animation)
        shifted = (root, original, plan)
        let shift = original + plan.shift
        guard shift != current else { return }
        animator(animation) { root.keycraftContentShift = shift }
    }

    /// The rectangle to keep visible: a text field's frame, or a text view's caret line (within the text
    /// view's frame unless the text view is the view that scrolls).
    private func revealRect(
        for responder: any KeyboardAvoidanceResponder, in convert: (CGRect) -> CGRect, isContainer: Bool
    ) -> CGRect {
        let frame = convert(responder.keycraftFrameInWindow)
        guard let caret = responder.keycraftCaretRectInWindow.map(convert) else { return frame }
        if isContainer { return caret }
        return CaretReveal.rect(caret: caret, textViewFrame: frame)
    }

    private func apply(_ state: ScrollViewState, to scrollView: any KeyboardAvoidanceScrollView, animation: KeyboardAnimation) {
        guard scrollView.keyboardAvoidanceState != state else { return }
        animator(animation) { scrollView.keyboardAvoidanceState = state }
    }

    /// Puts the scroll view's original insets and offset back exactly, and forgets it.
    private func releaseScrollView(animation: KeyboardAnimation) {
        guard let (view, avoider) = scrolling else { return }
        scrolling = nil
        guard let original = avoider.originalState else { return }
        apply(original, to: view, animation: animation)
    }

    /// Puts the root view's original shift back exactly, and forgets it.
    private func releaseRootView(animation: KeyboardAnimation) {
        guard let (view, original, _) = shifted else { return }
        shifted = nil
        guard view.keycraftContentShift != original else { return }
        animator(animation) { view.keycraftContentShift = original }
    }
}
