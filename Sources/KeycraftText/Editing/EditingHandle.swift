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
    /// How to reach the session's text. Plain functions rather than a key path: a key path into a
    /// generic session is built at run time on every call, which cost microseconds per delegate call.
    private let readContent: (Session) -> EditableText
    private let writeContent: (inout Session, EditableText) -> Void
    /// Whether the delegate changed the text or the selection.
    public private(set) var isModified = false

    init(_ session: Session, read: @escaping (Session) -> EditableText, write: @escaping (inout Session, EditableText) -> Void) {
        self.session = session
        self.readContent = read
        self.writeContent = write
    }

    /// Applies `change` to the session's text; marks the handle modified when it succeeds.
    private func changeContent(_ change: (inout EditableText) throws(TextRangeError) -> Void) throws(TextRangeError) {
        var content = readContent(session)
        try change(&content)
        writeContent(&session, content)
        isModified = true
    }

    /// Any property of the session: `text`, `selectedRange`, `markedRange`, `traits`, `isEditing`, …
    public subscript<Value>(dynamicMember keyPath: KeyPath<Session, Value>) -> Value {
        session[keyPath: keyPath]
    }

    /// The field's text. Setting it replaces the whole text (caret at the end, composition ended).
    public var text: String {
        get { readContent(session).text }
        set {
            writeContent(&session, EditableText(newValue))
            isModified = true
        }
    }

    /// The selection; a caret when its length is 0.
    public var selectedRange: NSRange { readContent(session).selectedRange }

    /// Selects `range` (UTF-16), which must be in bounds and on character boundaries; a bad range is a
    /// `TextRangeError` and the selection stays.
    public func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try changeContent { (content: inout EditableText) throws(TextRangeError) in try content.setSelectedRange(range) }
    }

    /// Replaces `range` with `replacement` (caret after it), checked like every range.
    public func replaceCharacters(in range: NSRange, with replacement: String) throws(TextRangeError) {
        try changeContent { (content: inout EditableText) throws(TextRangeError) in
            try content.replaceCharacters(in: range, with: replacement)
        }
    }

    /// The text after the delegate's changes, for the session to adopt.
    var modifiedContent: EditableText? { isModified ? readContent(session) : nil }
}

/// What a text field's delegate receives: the field, readable and settable for the call.
public typealias TextFieldHandle = EditingHandle<TextFieldSession>
/// What a text view's delegate receives.
public typealias TextViewHandle = EditingHandle<TextViewSession>
