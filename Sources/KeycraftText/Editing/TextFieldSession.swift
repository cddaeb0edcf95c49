import Foundation

/// A single-line text field being edited: `UITextField`'s behaviour and delegate order, headless.
///
/// ```swift
/// var field = TextFieldSession(validator: FieldValidator([.maxLength(10)]))
/// field.becomeFirstResponder()
/// field.insertText("Gildong")
/// field.deleteBackward()        // field.text == "Gildon"
/// field.resignFirstResponder()
/// ```
public typealias TextFieldSession = EditingSession<TextFieldKind>

extension EditingSession where Kind == TextFieldKind {
    /// A field showing `text`, not yet editing: call `becomeFirstResponder()` before typing.
    public init(
        text: String = "", traits: TextInputTraits = TextInputTraits(), validator: FieldValidator = FieldValidator([]),
        placeholder: String? = nil, formatter: (any TextFormatter)? = nil
    ) {
        self.init(text: text, traits: traits, validator: validator, formatter: formatter, kind: TextFieldKind(placeholder: placeholder))
    }

    /// Asked before each change and told after it, in `UITextFieldDelegate`'s order. Held weakly, as UIKit does.
    public var delegate: (any TextFieldDelegate)? {
        get { kind.delegate }
        set { kind.delegate = newValue }
    }
    /// The grey text shown while the field is empty.
    public var placeholder: String? {
        get { kind.placeholder }
        set { kind.placeholder = newValue }
    }
    /// When the clear button shows (`UITextField.clearButtonMode`).
    public var clearButtonMode: TextFieldViewMode {
        get { kind.clearButtonMode }
        set { kind.clearButtonMode = newValue }
    }
    /// When the left overlay view shows (`UITextField.leftViewMode`).
    public var leftViewMode: TextFieldViewMode {
        get { kind.leftViewMode }
        set { kind.leftViewMode = newValue }
    }
    /// When the right overlay view shows (`UITextField.rightViewMode`).
    public var rightViewMode: TextFieldViewMode {
        get { kind.rightViewMode }
        set { kind.rightViewMode = newValue }
    }
    /// Clear the text when editing begins again (`clearsOnBeginEditing`).
    public var clearsOnBeginEditing: Bool {
        get { kind.clearsOnBeginEditing }
        set { kind.clearsOnBeginEditing = newValue }
    }

    /// Return is disabled while the field is empty when `enablesReturnKeyAutomatically` is set.
    public var isReturnKeyEnabled: Bool { !(traits.enablesReturnKeyAutomatically && core.content.isEmpty) }
    /// Whether the clear button shows now: never over empty text, else as ``clearButtonMode`` says.
    public var isClearButtonVisible: Bool { clearButtonMode.showsClearButton(isEditing: isEditing, isEmpty: core.content.isEmpty) }
    /// Whether the left overlay view shows now.
    public var isLeftViewVisible: Bool { leftViewMode.showsOverlay(isEditing: isEditing) }
    /// Whether the right overlay view shows now.
    public var isRightViewVisible: Bool { rightViewMode.showsOverlay(isEditing: isEditing) }

    /// Asks `textFieldShouldBeginEditing`, then begins: caret at the end, `textFieldDidBeginEditing`.
    @discardableResult
    public mutating func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard ask(.shouldBeginEditing) else { return false }
        core.isEditing = true
        if clearsOnBeginEditing {
            core.content.clear()
            core.undoStack.removeAll()
        } else {
            core.content.moveCaretToEnd()
        }
        tell(.didBeginEditing)
        return true
    }

    /// The clear button: begins editing if needed, asks `textFieldShouldClear`, then empties the field.
    @discardableResult
    public mutating func clear() -> Bool {
        guard becomeFirstResponder(), ask(.shouldClear) else { return false }
        let (cleared, selection) = (core.content.text, core.content.selectedRange)
        core.content.clear()
        core.recordUndo(at: 0, inserted: "", replaced: cleared, selection: selection)
        core.messages = []
        tellDidChange()
        return true
    }

    /// The return key: commits any composition and asks `textFieldShouldReturn`. Moving focus on is the
    /// screen's job (KeycraftForms); false when return is disabled or the delegate refuses.
    @discardableResult
    public mutating func pressReturn() -> Bool {
        guard isEditing, isReturnKeyEnabled else { return false }
        _ = commitComposition()
        return ask(.shouldReturn)
    }
}
