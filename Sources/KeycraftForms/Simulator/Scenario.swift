import Foundation

/// A scripted session on one screen: the device, the screen, the geometry and the events.
/// The JSON format is documented in docs/scenarios.md; ``ScenarioDecoding`` reads it.
public struct Scenario: Sendable {
    public var device: DeviceProfile
    public var orientation: InterfaceOrientation
    /// The window's frame in screen coordinates; nil: the whole screen (and it follows rotation).
    public var windowFrame: CGRect?
    public var fields: [FormField]
    public var controls: [ScreenControl]
    public var order: [String]?
    public var layoutDirection: LayoutDirection
    public var autofocus: String?
    public var submitAction: SubmitAction
    public var scrollView: ScenarioScrollView?
    /// How the scroll view (or scrolling text view) adds the safe area to its content inset.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Space kept between the active field and the keyboard.
    public var padding: CGFloat
    public var followsFloatingKeyboard: Bool
    public var events: [ScenarioEvent]

    public init(
        device: DeviceProfile, orientation: InterfaceOrientation = .portrait, windowFrame: CGRect? = nil, fields: [FormField],
        controls: [ScreenControl] = [], order: [String]? = nil, layoutDirection: LayoutDirection = .leftToRight,
        autofocus: String? = nil, submitAction: SubmitAction = .submitForm, scrollView: ScenarioScrollView? = nil,
        padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false, events: [ScenarioEvent]
    ) {
        self.device = device
        self.orientation = orientation
        self.windowFrame = windowFrame
        self.fields = fields
        self.controls = controls
        self.order = order
        self.layoutDirection = layoutDirection
        self.autofocus = autofocus
        self.submitAction = submitAction
        self.scrollView = scrollView
        self.padding = padding
        self.followsFloatingKeyboard = followsFloatingKeyboard
        self.events = events
    }
}

/// The scroll view around the fields (their frames are then content coordinates), or a text view that
/// is itself the scroll view whose insets follow the keyboard.
public enum ScenarioScrollView: Hashable, Sendable {
    /// An enclosing scroll view. `frame` in window coordinates, nil: it fills the window (and follows
    /// rotation and window changes, with the device's safe-area insets in a full-screen window).
    case enclosing(frame: CGRect?, contentSize: CGSize, contentOffset: CGPoint)
    /// The named text view scrolls its own text: its frame (window coordinates) is the scroll view's
    /// and its content height grows with its lines (``TextLayout``).
    case textView(String)
}
