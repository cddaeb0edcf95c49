import Foundation
import KeycraftText

/// The editing session behind a screen's field: a text field or a text view. The screen moves focus
/// between them; editing itself is the session's (KeycraftText).
///
/// ```swift
/// let email = try screen.session("email")
/// email.text          // what the field shows
/// email.messages      // the validation failures shown with it
/// email.markedRange   // a Hangul syllable still composing, if any
/// ```
public enum FieldSession {
    /// A text field's session.
    case textField(TextFieldSession)
    /// A text view's session.
    case textView(TextViewSession)

    /// The field's text now.
    public var text: String { read(\.text, \.text) }
    /// The selection, or the caret when its length is 0, in UTF-16 units.
    public var selectedRange: NSRange { read(\.selectedRange, \.selectedRange) }
    /// The validation messages the field shows now.
    public var messages: [ValidationFailure] { read(\.messages, \.messages) }
    /// The field's text input traits.
    public var traits: TextInputTraits { read(\.traits, \.traits) }
    /// Whether the field is first responder and editing.
    public var isEditing: Bool { read(\.isEditing, \.isEditing) }
    /// The input method's marked (composing) text, such as a Hangul syllable being built; nil when none.
    public var markedRange: NSRange? { read(\.markedRange, \.markedRange) }

    private func read<T>(_ onField: KeyPath<TextFieldSession, T>, _ onView: KeyPath<TextViewSession, T>) -> T {
        switch self {
        case .textField(let field): field[keyPath: onField]
        case .textView(let view): view[keyPath: onView]
        }
    }

    mutating func becomeFirstResponder() -> Bool {
        mutate({ $0.becomeFirstResponder() }, { $0.becomeFirstResponder() })
    }

    mutating func resignFirstResponder() -> Bool {
        mutate({ $0.resignFirstResponder() }, { $0.resignFirstResponder() })
    }

    /// Ends editing whatever the rules and the delegate say (`endEditing(true)`, a screen disappearing).
    mutating func forceEndEditing() {
        mutate({ $0.forceEndEditing() }, { $0.forceEndEditing() })
    }

    mutating func insertText(_ text: String, source: EditSource) -> EditResult {
        mutate({ $0.insertText(text, source: source) }, { $0.insertText(text, source: source) })
    }

    mutating func deleteBackward() -> EditResult {
        mutate({ $0.deleteBackward() }, { $0.deleteBackward() })
    }

    /// An input method's composing text, with the selection relative to it (nil: the caret at its end).
    mutating func setMarkedText(_ text: String, selectedRange: NSRange?) -> EditResult {
        mutate({ $0.setMarkedText(text, selectedRange: selectedRange) }, { $0.setMarkedText(text, selectedRange: selectedRange) })
    }

    /// The input method commits its marked text.
    mutating func unmarkText() -> EditResult {
        mutate({ $0.unmarkText() }, { $0.unmarkText() })
    }

    mutating func paste(_ text: String) -> EditResult {
        mutate({ $0.paste(text) }, { $0.paste(text) })
    }

    /// Replaces the whole text, as an input view writing its choice does.
    mutating func replaceAll(with text: String) -> EditResult {
        let whole = NSRange(location: 0, length: self.text.utf16.count)
        return mutate({ $0.replace(whole, with: text) }, { $0.replace(whole, with: text) })
    }

    /// The session is moved out of `self` before it is edited: a copy left behind would share the
    /// text's storage, and every keystroke would then copy the whole document.
    private mutating func mutate<R>(_ onField: (inout TextFieldSession) -> R, _ onView: (inout TextViewSession) -> R) -> R {
        switch consume self {
        case .textField(var field):
            let result = onField(&field)
            self = .textField(field)
            return result
        case .textView(var view):
            let result = onView(&view)
            self = .textView(view)
            return result
        }
    }
}
