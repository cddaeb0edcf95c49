import Foundation

/// A custom input view shown instead of the system keyboard. Its height is what the keyboard area
/// occupies (the keyboard simulator docks it at the bottom).
public enum InputView: Hashable, Sendable {
    case picker(PickerInputView)
    case buttonPad(ButtonPadInputView)

    public var height: CGFloat {
        switch self {
        case .picker(let picker): picker.height
        case .buttonPad(let pad): pad.height
        }
    }
}

/// A `UIPickerView` with one component: choosing a row writes its title into the field.
public struct PickerInputView: Hashable, Sendable {
    /// UIKit's picker view height on iPhone.
    public static let defaultHeight: CGFloat = 216
    public var titles: [String]
    public var height: CGFloat

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
    public var titles: [String]
    public var height: CGFloat

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
