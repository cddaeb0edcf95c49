#if canImport(UIKit)
import KeycraftForms
import UIKit

/// `UITextField` as the field controller's text input: its text, its selection and marked text as
/// UTF-16 ranges, `text` and `selectedTextRange` set as an app sets them, `.editingChanged` sent to its
/// targets.
extension UITextField: @preconcurrency TextFieldInput {
    public var fieldText: String { text ?? "" }

    /// The selection; the caret at the end while the field isn't editing (UIKit has no selection then).
    public var fieldSelectedRange: NSRange {
        guard let range = selectedTextRange else { return NSRange(location: fieldText.utf16.count, length: 0) }
        return utf16Range(of: range)
    }

    public var fieldMarkedRange: NSRange? { markedTextRange.map(utf16Range(of:)) }

    public func setFieldText(_ text: String) { self.text = text }

    public func setFieldSelectedRange(_ range: NSRange) {
        if let textRange = textRange(utf16: range) { selectedTextRange = textRange }
    }

    public var fieldComposesText: Bool { keyboardComposesText }

    public func sendEditingChanged() { sendActions(for: .editingChanged) }
}
#endif
