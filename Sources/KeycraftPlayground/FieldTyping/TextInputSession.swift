import Foundation
import KeycraftKeyboard
import KeycraftText

/// A text field or text view session as a keyboard edits it in place: what UIKit's `UITextInput`
/// offers the system keyboard (the whole text, the selection, replacing a range). Every call goes
/// through the session's editing pipeline, so its rules, formatter and delegate see each edit.
public protocol TextInputSession {
    var content: EditableText { get }
    var traits: TextInputTraits { get }
    mutating func insertText(_ text: String, source: EditSource) -> EditResult
    mutating func deleteBackward() -> EditResult
    mutating func replace(_ range: NSRange, with text: String, source: EditSource) -> EditResult
}

extension EditingSession: TextInputSession {}
