#if canImport(UIKit)
import KeycraftForms
import UIKit

/// `UITextView` as the field controller's text input. Its `selectedRange` is already UTF-16.
extension UITextView: @preconcurrency FieldTextInput {
    /// `text`, or empty.
    public var fieldText: String { text ?? "" }
    /// `selectedRange`.
    public var fieldSelectedRange: NSRange { selectedRange }
    /// `markedTextRange` as UTF-16 offsets.
    public var fieldMarkedRange: NSRange? { markedTextRange.map(utf16Range(of:)) }
    /// Assigns `text`.
    public func setFieldText(_ text: String) { self.text = text }
    /// Assigns `selectedRange`.
    public func setFieldSelectedRange(_ range: NSRange) { selectedRange = range }
    /// Whether a Korean, Japanese or Chinese keyboard is active.
    public var fieldComposesText: Bool { keyboardComposesText }
}
#endif
