import Foundation
import KeycraftForms

/// One scripted step of a scenario.
public enum ScenarioEvent: Hashable, Sendable {
    /// A tap on a field (it takes focus).
    case tapField(String)
    /// A tap at a point in window coordinates: a field, a control, or empty space.
    case tapPoint(CGPoint)
    /// Keys typed one character at a time.
    case type(String)
    /// A paste: the whole text in one edit, with the pasteboard as its source.
    case paste(String)
    /// The return key on the first responder.
    case pressReturn
    /// The delete key: one character (grapheme cluster) or the selection.
    case deleteBackward
    /// The accessory bar's buttons.
    case next, previous, done
    /// Chooses a picker row by index.
    case pickRow(Int)
    /// Taps a button-pad button by title.
    case pressButton(String)
    /// A hardware keyboard connects or disconnects.
    case attachHardwareKeyboard, detachHardwareKeyboard
    /// iPad keyboard placements.
    case undock(lift: CGFloat), split(lift: CGFloat), float(origin: CGPoint), dock
    /// The interface rotates.
    case rotate(InterfaceOrientation)
    /// The app's window moves or resizes (Split View, Slide Over, Stage Manager), in screen coordinates.
    case windowFrame(CGRect)
    /// `viewDidAppear` (the autofocus field takes focus) and `viewWillDisappear` (editing ends).
    case appear, disappear
    /// `view.endEditing(force)` on the whole screen.
    case endEditing(force: Bool)
    /// An input method's composing text (`setMarkedText(_:selectedRange:)`); the selection is relative
    /// to it, nil for the caret at its end.
    case setMarkedText(String, selectedRange: NSRange?)
    /// The input method commits its marked text (`unmarkText()`).
    case unmarkText

    /// The `type` string of the JSON event.
    public var typeName: String {
        switch self {
        case .tapField, .tapPoint: "tap"
        case .type: "type"
        case .paste: "paste"
        case .pressReturn: "return"
        case .deleteBackward: "delete"
        case .next: "next"
        case .previous: "previous"
        case .done: "done"
        case .pickRow: "pickRow"
        case .pressButton: "pressButton"
        case .attachHardwareKeyboard: "attachHardwareKeyboard"
        case .detachHardwareKeyboard: "detachHardwareKeyboard"
        case .undock: "undock"
        case .split: "split"
        case .float: "float"
        case .dock: "dock"
        case .rotate: "rotate"
        case .windowFrame: "windowFrame"
        case .appear: "appear"
        case .disappear: "disappear"
        case .endEditing: "endEditing"
        case .setMarkedText: "setMarkedText"
        case .unmarkText: "unmarkText"
        }
    }

    static let typeNames = [
        "tap", "type", "paste", "return", "delete", "next", "previous", "done", "pickRow", "pressButton",
        "attachHardwareKeyboard", "detachHardwareKeyboard", "undock", "split", "float", "dock", "rotate",
        "windowFrame", "appear", "disappear", "endEditing",
        "setMarkedText", "unmarkText",
    ]
}
