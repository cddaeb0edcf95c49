import Foundation
import KeycraftForms

/// A scripted session on one screen: the device, the screen, the geometry and the events.
/// The JSON format is documented in docs/scenarios.md; ``ScenarioDecoding`` reads it.
///
/// ```swift
/// let scenario = try ScenarioDecoding.decode(Data(contentsOf: url))
/// let transcript = try ScenarioRunner.run(scenario)
/// print(try transcript.json())
/// ```
public struct Scenario: Sendable {
    /// The device the scenario runs on.
    public var device: DeviceProfile
    /// The interface orientation at the start.
    public var orientation: InterfaceOrientation
    /// The window's frame in screen coordinates; nil: the whole screen (and it follows rotation).
    public var windowFrame: CGRect?
    /// The screen's fields.
    public var fields: [FormField]
    /// The screen's controls.
    public var controls: [ScreenControl]
    /// The next / previous order by field identifier; nil for reading order.
    public var order: [String]?
    /// The direction reading order follows.
    public var layoutDirection: LayoutDirection
    /// The field that becomes first responder when the screen appears.
    public var autofocus: String?
    /// What the search-like return keys do.
    public var submitAction: SubmitAction
    /// The scroll view around the fields; nil for a screen that shifts its root view.
    public var scrollView: ScenarioScrollView?
    /// How the scroll view (or scrolling text view) adds the safe area to its content inset.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Space kept between the active field and the keyboard.
    public var padding: CGFloat
    /// Whether avoidance counts a floating, undocked or split keyboard.
    public var followsFloatingKeyboard: Bool
    /// The events, in order.
    public var events: [ScenarioEvent]

    /// A scenario; everything but the device, the fields and the events has UIKit's default.
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
