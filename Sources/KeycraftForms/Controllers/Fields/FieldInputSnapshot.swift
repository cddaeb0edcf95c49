import Foundation
import KeycraftText

/// What an input showed and what its session held before a delegate call: enough to tell afterwards who
/// changed what — the app on the input itself, or through the handle — without keeping a copy of the
/// session's text (holding one would make the next edit copy the whole document).
struct FieldInputSnapshot {
    let text: String
    let selectedRange: NSRange
    let markedRange: NSRange?
    /// The session's text by identity and edit count, its selection and marked range.
    let sessionStamp: EditableText.Stamp

    init(of input: some FieldTextInput, session: EditableText) {
        text = input.fieldText
        selectedRange = input.fieldSelectedRange
        markedRange = input.fieldMarkedRange.nonEmpty
        sessionStamp = session.stamp
    }

    /// Whether `input` still shows what it showed then.
    func isShown(by input: some FieldTextInput) -> Bool {
        input.shows(text, selectedRange: selectedRange, markedRange: markedRange)
    }
}

extension EditableText {
    /// Identifies a text's state without its characters: every edit counts in its change log, and a new
    /// text (set through a delegate's handle, or mirrored) has a new log.
    struct Stamp: Equatable {
        let origin: UInt64
        let generation: Int
        let selectedRange: NSRange
        let markedRange: NSRange?
    }

    var stamp: Stamp {
        Stamp(origin: changeLog.origin, generation: changeLog.generation, selectedRange: selectedRange, markedRange: markedRange)
    }

    /// Whether `input` shows exactly this text, selection and marked text.
    func isShown(by input: some FieldTextInput) -> Bool {
        input.shows(text, selectedRange: selectedRange, markedRange: markedRange)
    }
}

extension FieldTextInput {
    /// Whether the input shows exactly `text` (the same bytes), this selection and this marked range.
    func shows(_ text: String, selectedRange: NSRange, markedRange: NSRange?) -> Bool {
        NSEqualRanges(fieldSelectedRange, selectedRange) && fieldMarkedRange.nonEmpty == markedRange
            && fieldText.hasSameUTF8(as: text)
    }
}

extension String {
    /// The same bytes — what UIKit's `NSString` comparison means by equal text. `==` would also take
    /// canonically equivalent text (a precomposed é and e + U+0301) as equal, whose UTF-16 positions differ.
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

extension Optional where Wrapped == NSRange {
    /// An empty marked range is no marked text.
    var nonEmpty: NSRange? { flatMap { $0.length == 0 ? nil : $0 } }
}
