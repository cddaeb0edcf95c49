import Foundation
import KeycraftKeyboard
import KeycraftText

/// The editing calls a key makes, which text fields and text views share: those autocorrect makes
/// (KeycraftKeyboard's `TextInputSession`), an input method's, and caret moves.
protocol KeyEditable: TextInputSession {
    mutating func apply(_ operations: [CompositionOperation], source: EditSource) -> [EditResult]
    mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError)
}

extension EditingSession: KeyEditable {}

/// The edit a key makes in the first responder: the physical keyboard acts as a hardware keyboard
/// (`.hardwareKeyboard` source), a tapped on-screen key as typing. Both go through the field's real
/// editing pipeline, so its validation rules and delegate see every keystroke.
enum KeyEdit: Equatable {
    case insert(String, source: EditSource)
    case deleteBackward
    /// ← or →: the caret moves one character (grapheme cluster), collapsing a selection first.
    case moveCaret(by: Int)

    /// A physical key's edit; nil for keys that don't edit (Tab, ↑, ↓, …).
    static func hardware(_ key: Key) -> KeyEdit? {
        switch key {
        case .character(let character): .insert(String(character), source: .hardwareKeyboard)
        case .backspace: .deleteBackward
        case .left: .moveCaret(by: -1)
        case .right: .moveCaret(by: 1)
        default: nil
        }
    }

    /// A tapped on-screen key's edit; nil for keys that don't edit (shift, globe, return, …).
    static func tapped(_ key: KeyboardKey, shifted: Bool) -> KeyEdit? {
        switch key {
        case .text(let text): .insert(shifted ? text.uppercased() : text, source: .typing)
        case .space: .insert(" ", source: .typing)
        case .delete: .deleteBackward
        default: nil
        }
    }

    /// Applies the edit through the field's pipeline (a caret move reaches the delegate as
    /// `didChangeSelection`).
    func apply(to field: inout some KeyEditable) {
        switch self {
        case .insert(let text, let source): _ = field.insertText(text, source: source)
        case .deleteBackward: _ = field.deleteBackward()
        case .moveCaret(let step):
            try? field.setSelectedRange(Self.caret(movedBy: step, from: field.content.selectedRange, in: field.content))
        }
    }

    /// Where ← (-1) or → (1) puts the caret: a selection collapses to its start or end, a caret steps
    /// over one grapheme cluster, and the ends of the text stop it.
    static func caret(movedBy step: Int, from selection: NSRange, in content: EditableText) -> NSRange {
        if selection.length > 0 {
            return NSRange(location: step < 0 ? selection.location : NSMaxRange(selection), length: 0)
        }
        let text = content.text
        guard let index = try? content.index(atUTF16Offset: selection.location) else { return selection }
        let moved = step < 0 ? (index > text.startIndex ? text.index(before: index) : index)
                             : (index < text.endIndex ? text.index(after: index) : index)
        return NSRange(location: content.utf16Offset(at: moved), length: 0)
    }
}
