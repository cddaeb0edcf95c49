import Foundation
import KeycraftText
@testable import KeycraftForms

// Doubles that behave as UIKit documents its views, windows and notification center, for the keyboard
// avoidance controller's tests.

/// A `UIWindow`: where it is on the screen, its safe area, and the first responder within it.
@MainActor
final class AvoidanceWindowDouble: KeyboardAvoidanceWindow {
    var keycraftScreenBounds: CGRect
    var keycraftFrameOnScreen: CGRect
    /// The window's safe-area insets; views derive theirs from where they sit in the window.
    var safeAreaInsets: EdgeInsets
    /// UIKit's first responder: at most one view at a time.
    var firstResponder: AvoidanceViewDouble?

    init(_ placement: WindowPlacement, safeAreaInsets: EdgeInsets) {
        keycraftScreenBounds = placement.screenBounds
        keycraftFrameOnScreen = placement.frameOnScreen
        self.safeAreaInsets = safeAreaInsets
    }

    /// Full screen on a device, with the device's safe area.
    convenience init(_ device: DeviceProfile, _ orientation: InterfaceOrientation = .portrait) {
        self.init(.fullScreen(device, orientation), safeAreaInsets: device.safeAreaInsets(orientation))
    }

    var bounds: CGRect { CGRect(origin: .zero, size: keycraftFrameOnScreen.size) }
}

/// A `UIView`: a frame in its superview's coordinates, which its superview's bounds origin moves (a
/// scroll view's content offset, a shifted root view's `bounds.origin.y`). Like a `UIResponder`, it can
/// become and resign first responder, one at a time per window.
@MainActor
class AvoidanceViewDouble: KeyboardAvoidanceResponder, ChainedField {
    var frame: CGRect
    private(set) weak var superview: AvoidanceViewDouble?
    private(set) var subviews: [AvoidanceViewDouble] = []
    /// Only the root view has one; every other view finds it through its superviews.
    weak var rootWindow: AvoidanceWindowDouble?
    var isHidden = false
    var isEnabled = true
    var refusesToResign = false
    var keycraftReturnKeyType: ReturnKeyType = .default
    var keycraftPlaceholder: String?

    init(frame: CGRect) { self.frame = frame }

    func addSubview(_ view: AvoidanceViewDouble) {
        view.superview = self
        subviews.append(view)
    }

    /// The bounds origin: where the view's content coordinates start.
    var boundsOrigin: CGPoint { .zero }

    var window: AvoidanceWindowDouble? { rootWindow ?? superview?.window }

    /// `convert(bounds, to: nil)`.
    var keycraftFrameInWindow: CGRect {
        guard let superview else { return frame }
        let container = superview.keycraftFrameInWindow
        let origin = superview.boundsOrigin
        return frame.offsetBy(dx: container.minX - origin.x, dy: container.minY - origin.y)
    }

    /// `safeAreaInsets`: how far the window's safe area reaches into the view.
    var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        return .safeArea(ofViewAt: keycraftFrameInWindow, inWindowOfSize: window.bounds.size, windowSafeArea: window.safeAreaInsets)
    }

    var keycraftCaretRectInWindow: CGRect? { nil }

    func isDescendant(of view: AvoidanceViewDouble) -> Bool {
        var current: AvoidanceViewDouble? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The nearest scroll view above this view (not the view itself), as a `UIView` walk up `superview` finds it.
    var enclosingScrollView: ScrollViewDouble? {
        var current = superview
        while let candidate = current {
            if let scrollView = candidate as? ScrollViewDouble { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    // MARK: UIResponder

    var keycraftIsFocusable: Bool { window != nil && !isHidden && isEnabled }
    var isFirstResponder: Bool { window?.firstResponder === self }
    var keycraftReturnInsertsLineBreak: Bool { false }

    /// Like `UIResponder`: the current first responder must resign first, and may refuse.
    @discardableResult
    func becomeFirstResponder() -> Bool {
        guard let window, keycraftIsFocusable else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    @discardableResult
    func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard !refusesToResign else { return false }
        window?.firstResponder = nil
        return true
    }
}

/// A view controller's root view, shifted by its `bounds.origin.y`.
@MainActor
final class RootViewDouble: AvoidanceViewDouble, KeyboardAvoidanceRootView {
    var keycraftContentShift: CGFloat = 0
    override var boundsOrigin: CGPoint { CGPoint(x: 0, y: keycraftContentShift) }
    var keycraftSafeAreaInsets: EdgeInsets { safeAreaInsets }
}

/// A `UIScrollView`. As UIKit documents: setting the content inset does not move the content offset;
/// the offset is not clamped when set (only scrolling by hand bounces back); `adjustedContentInset` is
/// the content inset plus the safe-area insets its `contentInsetAdjustmentBehavior` adds.
@MainActor
class ScrollViewDouble: AvoidanceViewDouble, KeyboardAvoidanceScrollView {
    var contentOffset: CGPoint = .zero { didSet { offsetWrites += 1 } }
    var contentSize: CGSize
    var contentInset = EdgeInsets.zero
    var verticalScrollIndicatorInsets = EdgeInsets.zero
    var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var isInNavigationOrTabBarController = false
    /// How many times the offset was set: to show that nothing moves when nothing should.
    private(set) var offsetWrites = 0

    init(frame: CGRect, contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: frame)
    }

    override var boundsOrigin: CGPoint { contentOffset }

    var keycraftContentInset: EdgeInsets {
        get { contentInset }
        set { contentInset = newValue }
    }

    var keycraftVerticalScrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue }
    }

    /// `.automatic`: as `.scrollableAxes`, and always vertically under a navigation or tab bar controller.
    /// `.scrollableAxes`: an axis counts when its content is larger than the bounds or it always bounces.
    var keycraftAdjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let verticallyScrollable = alwaysBounceVertical || contentSize.height > frame.height
        let horizontallyScrollable = alwaysBounceHorizontal || contentSize.width > frame.width
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .scrollableAxes: (verticallyScrollable, horizontallyScrollable)
            case .automatic: (verticallyScrollable || isInNavigationOrTabBarController, horizontallyScrollable)
            }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The offset at which the content's top shows below the adjusted top inset.
    var topOffsetY: CGFloat { -keycraftAdjustedContentInset.top }

    /// The content's part that shows between the adjusted insets, in window coordinates.
    var visibleRectInWindow: CGRect { keycraftFrameInWindow.inset(by: keycraftAdjustedContentInset) }

    var state: ScrollViewState {
        ScrollViewState(contentOffset: contentOffset, contentInset: contentInset, verticalScrollIndicatorInsets: verticalScrollIndicatorInsets)
    }
}

/// A `UITextView`: a scroll view that always bounces vertically, whose content is its laid-out text,
/// and whose caret is where the selection ends. Its text and selection are UTF-16 based, as UIKit's.
@MainActor
final class TextViewDouble: ScrollViewDouble {
    private(set) var text = ""
    /// The selection in UTF-16 units.
    var selectedRange = NSRange(location: 0, length: 0)
    private var layout: TextLayout

    init(frame: CGRect, text: String = "") {
        layout = TextLayout(viewWidth: frame.width)
        super.init(frame: frame, contentSize: CGSize(width: frame.width, height: 0))
        alwaysBounceVertical = true
        setText(text)
    }

    /// Like setting `text`: the caret moves to the end.
    func setText(_ newText: String) {
        text = newText
        layout.relayOut(text: newText)
        contentSize = CGSize(width: frame.width, height: layout.contentHeight)
        selectedRange = NSRange(location: newText.utf16.count, length: 0)
    }

    /// Types at the caret (replacing the selection), as the keyboard inserts text.
    func insertText(_ inserted: String) {
        let start = String.Index(utf16Offset: selectedRange.location, in: text)
        let end = String.Index(utf16Offset: NSMaxRange(selectedRange), in: text)
        let location = selectedRange.location + inserted.utf16.count
        setText(text.replacingCharacters(in: start..<end, with: inserted))
        selectedRange = NSRange(location: location, length: 0)
    }

    /// The text an input method is composing (Korean jamo becoming a syllable), in UTF-16 units.
    private(set) var markedRange: NSRange?

    /// `setMarkedText(_:selectedRange:)` with the caret after the marked text: replaces the marked text
    /// (or the selection, when nothing is marked) and marks what was inserted.
    func setMarkedText(_ marked: String) {
        selectedRange = markedRange ?? selectedRange
        let start = selectedRange.location
        insertText(marked)
        markedRange = NSRange(location: start, length: marked.utf16.count)
    }

    /// `unmarkText()`: the composition is committed as it stands.
    func unmarkText() { markedRange = nil }

    /// `caretRect(for: selectedTextRange.end)` in content coordinates.
    var caretRect: CGRect { layout.caretRect(at: NSMaxRange(selectedRange), in: text) }

    override var keycraftCaretRectInWindow: CGRect? {
        let frame = keycraftFrameInWindow
        return caretRect.offsetBy(dx: frame.minX - contentOffset.x, dy: frame.minY - contentOffset.y)
    }

    override var keycraftReturnInsertsLineBreak: Bool { true }
}

/// `NotificationCenter.default` for the six keyboard notifications: posts reach every observer until
/// its observation is cancelled.
@MainActor
final class KeyboardNotificationCenterDouble: KeyboardNotificationSource {
    private var observers: [Int: @MainActor (String, [AnyHashable: Any]) -> Void] = [:]
    private var nextID = 0

    var observerCount: Int { observers.count }

    func observeKeyboardNotifications(
        _ handler: @escaping @MainActor (String, [AnyHashable: Any]) -> Void
    ) -> KeyboardObservation {
        let id = nextID
        nextID += 1
        observers[id] = handler
        return KeyboardObservation { [weak self] in self?.observers[id] = nil }
    }

    /// Posts as UIKit does: the name's raw string and a user info of `NSValue`s and `NSNumber`s.
    func post(_ notification: KeyboardNotification) {
        post(name: notification.name.rawValue, userInfo: notification.userInfo.dictionary)
    }

    func post(_ notifications: [KeyboardNotification]) { notifications.forEach(post) }

    func post(name: String, userInfo: [AnyHashable: Any]) {
        for handler in observers.values { handler(name, userInfo) }
    }
}

/// A view controller's screen (the nearest scroll view above the first responder, else the root view),
/// or, with `scrollView` set, one scroll view that avoids the keyboard by itself.
@MainActor
final class AvoidanceHostDouble: KeyboardAvoidanceHost {
    let window: AvoidanceWindowDouble
    let root: RootViewDouble
    /// `scrollView.keycraft.avoidsKeyboard = true`: only this scroll view, never the root view.
    var scrollView: ScrollViewDouble?

    init(window: AvoidanceWindowDouble, root: RootViewDouble, scrollView: ScrollViewDouble? = nil) {
        self.window = window
        self.root = root
        self.scrollView = scrollView
        root.rootWindow = window
    }

    var avoidanceWindow: (any KeyboardAvoidanceWindow)? { root.window }

    /// Whether the host learns the first responder from UIKit's did-begin-editing notifications, as
    /// KeycraftUIKit's does, instead of asking the window: then it knows only ``reportedResponder``.
    var learnsResponderFromNotifications = false
    /// The field whose did-begin-editing notification arrived last.
    var reportedResponder: AvoidanceViewDouble?

    var avoidanceFirstResponder: (any KeyboardAvoidanceResponder)? {
        let current = learnsResponderFromNotifications ? reportedResponder.flatMap { $0.isFirstResponder ? $0 : nil } : window.firstResponder
        guard let responder = current else { return nil }
        return responder.isDescendant(of: scrollView ?? root) ? responder : nil
    }

    func avoidanceScrollView(for responder: (any KeyboardAvoidanceResponder)?) -> (any KeyboardAvoidanceScrollView)? {
        if let scrollView { return scrollView }
        return (responder as? AvoidanceViewDouble)?.enclosingScrollView
    }

    var avoidanceRootView: (any KeyboardAvoidanceRootView)? { scrollView == nil ? root : nil }
}

/// Records every animation a plan was applied in, and applies it at once (as `UIView.animate` sets the
/// model values at once and animates only what shows).
@MainActor
final class AnimationRecorder {
    private(set) var animations: [KeyboardAnimation] = []

    var animator: KeyboardAvoidanceController.Animator {
        { [weak self] animation, changes in
            self?.animations.append(animation)
            changes()
        }
    }
}

/// One screen on a device, wired to a controller: a window, its root view, and the notification center.
@MainActor
struct AvoidanceScreen {
    let window: AvoidanceWindowDouble
    let root: RootViewDouble
    let host: AvoidanceHostDouble
    let center = KeyboardNotificationCenterDouble()
    let recorder = AnimationRecorder()
    var simulator: KeyboardSimulator

    init(device: DeviceProfile, orientation: InterfaceOrientation = .portrait, window placement: WindowPlacement? = nil) {
        let placement = placement ?? .fullScreen(device, orientation)
        let fullScreen = placement.frameOnScreen == placement.screenBounds
        window = AvoidanceWindowDouble(
            placement, safeAreaInsets: fullScreen ? device.safeAreaInsets(orientation) : placement.safeAreaInsets(screenSafeArea: device.safeAreaInsets(orientation)))
        root = RootViewDouble(frame: window.bounds)
        host = AvoidanceHostDouble(window: window, root: root)
        simulator = KeyboardSimulator(device: device, orientation: orientation)
    }

    func controller(padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false) -> KeyboardAvoidanceController {
        KeyboardAvoidanceController(
            host: host, notifications: center, padding: padding, followsFloatingKeyboard: followsFloatingKeyboard,
            animator: recorder.animator)
    }

    /// What the keyboard does for an input, posted to the controller. Returns what was posted.
    @discardableResult
    mutating func send(_ input: KeyboardSimulatorInput) -> [KeyboardNotification] {
        let posted = (try? simulator.send(input)) ?? []
        center.post(posted)
        return posted
    }

    /// A field becomes first responder, then the keyboard shows for it (UIKit's order).
    @discardableResult
    mutating func focus(_ field: AvoidanceViewDouble, _ request: KeyboardRequest = KeyboardRequest(), controller: KeyboardAvoidanceController) -> Bool {
        guard field.becomeFirstResponder() else { return false }
        controller.firstResponderDidChange()
        send(.focus(request))
        return true
    }

    /// The first responder resigns, then the keyboard hides.
    mutating func resign(controller: KeyboardAvoidanceController) {
        _ = window.firstResponder?.resignFirstResponder()
        controller.firstResponderDidChange()
        send(.resign)
    }

    /// The keyboard's top edge in window coordinates, while it shows.
    var keyboardTopInWindow: CGFloat? {
        simulator.keyboardFrame.map { window.windowPlacement.convertFromScreen($0).minY }
    }
}
