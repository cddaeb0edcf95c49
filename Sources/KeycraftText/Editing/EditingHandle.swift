import Foundation

/// The field as its delegate receives it: a reference, as UIKit passes `UITextField` / `UITextView`, so
/// a delegate can act on the field and not only answer — the UIKit formatting pattern is to set the
/// text and the caret inside `shouldChangeCharactersIn` and return `false`.
///
/// Sessions are values; a handle wraps a copy of the session for the length of one delegate call.
/// Reading goes to that copy (every session property is available on the handle, e.g. `textField.text`,
/// `textField.traits`). What the delegate sets — the text, the selection — is applied to the session
/// when the call returns. Setting the text is a programmatic change, as setting `UITextField.text` is:
/// no rules, no formatter and no delegate calls (UIKit sends no `editingChanged` for it either), the
/// caret goes to the end and any composition ends.
///
/// Use the handle during the call only. Kept afterwards it still reads the session as it was then, but
/// it no longer changes the field (and holding it makes the next edit copy the text).
@dynamicMemberLookup
public final class EditingHandle<Session> {
    /// The session as the delegate sees it, with the delegate's own changes.
    public private(set) var session: Session
    private let content: WritableKeyPath<Session, EditableText>
    /// Whether the delegate changed the text or the selection.
    public private(set) var isModified = false

    init(_ session: Session, content: WritableKeyPath<Session, EditableText>) {
        self.session = session
        self.content = content
    }

    /// Any property of the session: `text`, `selectedRange`, `markedRange`, `traits`, `isEditing`, …
    public subscript<Value>(dynamicMember keyPath: KeyPath<Session, Value>) -> Value {
        session[keyPath: keyPath]
    }

    /// The field's text. Setting it replaces the whole text (caret at the end, composition ended).
    public var text: String {
        get { session[keyPath: content].text }
        set {
            session[keyPath: content] = EditableText(newValue)
            isModified = true
        }
    }

    /// The selection; a caret when its length is 0.
    public var selectedRange: NSRange { session[keyPath: content].selectedRange }

    /// Selects `range` (UTF-16), which must be in bounds and on character boundaries; a bad range is a
    /// `TextRangeError` and the selection stays.
    public func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try session[keyPath: content].setSelectedRange(range)
        isModified = true
    }

    /// Replaces `range` with `replacement` (caret after it), checked like every range.
    public func replaceCharacters(in range: NSRange, with replacement: String) throws(TextRangeError) {
        try session[keyPath: content].replaceCharacters(in: range, with: replacement)
        isModified = true
    }

    /// The text after the delegate's changes, for the session to adopt.
    var modifiedContent: EditableText? { isModified ? session[keyPath: content] : nil }
}

/// What a text field's delegate receives: the field, readable and settable for the call.
public typealias TextFieldHandle = EditingHandle<TextFieldSession>
/// What a text view's delegate receives.
public typealias TextViewHandle = EditingHandle<TextViewSession>
