import Foundation

/// A custom input view shown instead of the system keyboard. Its height is what the keyboard area
/// occupies (the keyboard simulator docks it at the bottom).
///
/// ```swift
/// let gender = FormField(
///     id: "gender", frame: CGRect(x: 20, y: 160, width: 350, height: 34),
///     inputView: .buttonPad(ButtonPadInputView(titles: ["M", "F"])))
/// // gender.keyboardRequest.inputViewHeight == 100
/// ```
public enum InputView: Hashable, Sendable {
    /// A one-component picker: choosing a row writes its title.
    case picker(PickerInputView)
    /// A pad of buttons: a tap writes the button's title and clicks.
    case buttonPad(ButtonPadInputView)

    /// The height the input view takes at the bottom of the screen, in points.
    public var height: CGFloat {
        switch self {
        case .picker(let picker): picker.height
        case .buttonPad(let pad): pad.height
        }
    }
}

/// A `UIPickerView` with one component: choosing a row writes its title into the field.
///
/// ```swift
/// let size = PickerInputView(titles: ["S", "M", "L", "XL"])
/// let field = FormField(id: "size", frame: .zero, inputView: .picker(size))
/// ```
public struct PickerInputView: Hashable, Sendable {
    /// UIKit's picker view height on iPhone.
    public static let defaultHeight: CGFloat = 216
    /// The rows' titles, top to bottom; the chosen one becomes the field's text.
    public var titles: [String]
    /// The picker's height in points; 216 by default.
    public var height: CGFloat

    /// A picker with `titles` as its rows.
    public init(titles: [String], height: CGFloat = defaultHeight) {
        self.titles = titles
        self.height = height
    }

    /// The guides' age picker: rows "1" to "100".
    public static let age = PickerInputView(titles: (1...100).map(String.init))
}

/// A pad of buttons (the guides' "M" / "F" gender buttons): a tap writes the button's title into the
/// field and plays the input click (`UIDevice.playInputClick`).
public struct ButtonPadInputView: Hashable, Sendable {
    /// The buttons' titles, in order; a tapped one becomes the field's text.
    public var titles: [String]
    /// The pad's height in points.
    public var height: CGFloat

    /// A pad with one button per title.
    public init(titles: [String], height: CGFloat = 100) {
        self.titles = titles
        self.height = height
    }
}

/// Feedback an input view asks the system for.
public enum InputFeedback: String, Hashable, Sendable, Codable {
    /// `UIDevice.current.playInputClick()`: the keyboard click, when the input view enables it.
    case inputClick
}
