#if canImport(UIKit)
import KeycraftForms
import UIKit

/// `UITextView` as the field controller's text input. Its `selectedRange` is already UTF-16.
extension UITextView: @preconcurrency FieldTextInput {
    public var fieldText: String { text ?? "" }
    public var fieldSelectedRange: NSRange { selectedRange }
    public var fieldMarkedRange: NSRange? { markedTextRange.map(utf16Range(of:)) }
    public func setFieldText(_ text: String) { self.text = text }
    public func setFieldSelectedRange(_ range: NSRange) { selectedRange = range }
    public var fieldComposesText: Bool { keyboardComposesText }
}
#endif
