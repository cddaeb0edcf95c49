import Foundation

/// A control on the screen that takes taps itself (a button, a segmented control): tapping it does not
/// end editing, just as the guides' scroll-view tap recognizer does not fire on controls.
public struct ScreenControl: Hashable, Sendable {
    /// The identifier the screen reports when a tap lands on the control.
    public var id: String
    /// The control's frame in the screen's content coordinates, as the fields' frames are.
    public var frame: CGRect

    /// A control with an identifier and a frame in content coordinates.
    public init(id: String, frame: CGRect) {
        self.id = id
        self.frame = frame
    }
}
