import Foundation

/// A text input as a field controller sees it: `UITextField` and `UITextView` conform in KeycraftUIKit;
/// tests use doubles that behave as UIKit does.
///
/// Positions are UTF-16 offsets (`NSRange`), what UIKit's delegates pass. Writing follows UIKit:
/// ``setFieldText(_:)`` is assigning `text` — the caret goes to the end, any composition ends, and no
/// delegate call or `.editingChanged` follows — and ``setFieldSelectedRange(_:)`` is assigning
/// `selectedTextRange`, which a controller does after setting the text.
public protocol FieldTextInput: AnyObject {
    /// The whole text, marked text included (`text ?? ""`).
    var fieldText: String { get }
    /// The selection; a caret when its length is 0 (`selectedTextRange` as UTF-16 offsets).
    var fieldSelectedRange: NSRange { get }
    /// The input method's composing text (`markedTextRange`), or nil.
    var fieldMarkedRange: NSRange? { get }
    /// Replaces the whole text, as assigning `text` does.
    func setFieldText(_ text: String)
    /// Selects `range`, as assigning `selectedTextRange` does.
    func setFieldSelectedRange(_ range: NSRange)
    /// Whether the active keyboard composes with marked text (Korean, Japanese, Chinese): UIKit asks the
    /// delegate about a composition's first keystroke before it marks it, so the controller takes a
    /// letter typed then as the start of a composition rather than judging it as typing.
    var fieldComposesText: Bool { get }
}

extension FieldTextInput {
    /// No input method by default.
    public var fieldComposesText: Bool { false }
}

/// A one-line text field: a ``FieldTextInput`` that is also a control, whose targets hear
/// `.editingChanged` (UIKit delivers it by target-action, not through the delegate).
public protocol TextFieldInput: FieldTextInput {
    /// Sends `.editingChanged` to the field's targets (`sendActions(for: .editingChanged)`): the
    /// controller does so after it writes a formatted edit, which UIKit would not announce.
    func sendEditingChanged()
}
