#if canImport(UIKit)
import KeycraftForms
import UIKit

/// `UITextField` as the field controller's text input: its text, its selection and marked text as
/// UTF-16 ranges, `text` and `selectedTextRange` set as an app sets them, `.editingChanged` sent to its
/// targets.
extension UITextField: @preconcurrency TextFieldInput {
    /// `text`, or empty.
    public var fieldText: String { text ?? "" }

    /// The selection; the caret at the end while the field isn't editing (UIKit has no selection then).
    public var fieldSelectedRange: NSRange {
        guard let range = selectedTextRange else { return NSRange(location: fieldText.utf16.count, length: 0) }
        return utf16Range(of: range)
    }

    /// `markedTextRange` as UTF-16 offsets.
    public var fieldMarkedRange: NSRange? { markedTextRange.map(utf16Range(of:)) }

    /// Assigns `text`.
    public func setFieldText(_ text: String) { self.text = text }

    /// Assigns `selectedTextRange`; a range outside the text is ignored.
    public func setFieldSelectedRange(_ range: NSRange) {
        if let textRange = textRange(utf16: range) { selectedTextRange = textRange }
    }

    /// Whether a Korean, Japanese or Chinese keyboard is active.
    public var fieldComposesText: Bool { keyboardComposesText }

    /// `sendActions(for: .editingChanged)`.
    public func sendEditingChanged() { sendActions(for: .editingChanged) }
}
#endif
