import Foundation
import Testing
@testable import KeycraftText

/// A field's text and caret driven straight through a formatter, as the pipeline's formatter stage does.
struct FormattedField {
    var formatter: any TextFormatter
    var text = ""
    var selection = NSRange(location: 0, length: 0)
    private var formatEdit: (FormattingEdit) -> FormattedEdit

    init(_ formatter: any TextFormatter, text: String = "") {
        self.formatter = formatter
        self.text = text
        selection = NSRange(location: text.utf16.count, length: 0)
        formatEdit = formatter.format
    }

    /// A masked field whose formatter walks the whole text on every edit (the naive formatter).
    static func wholeWalk(_ formatter: MaskFormatter) -> FormattedField {
        var field = FormattedField(formatter)
        field.formatEdit = { formatter.format($0, locally: false) }
        return field
    }

    var caret: Int { selection.location }

    mutating func replace(_ range: NSRange, with replacement: String, source: EditSource) {
        guard let edit = try? FormattingEdit(currentText: text, range: range, replacement: replacement, source: source) else {
            Issue.record("the test drove a bad range \(range) into \(text.debugDescription)")
            return
        }
        let formatted = formatEdit(edit)
        text = (text as NSString).replacingCharacters(in: formatted.range, with: formatted.replacement)
        selection = NSRange(location: formatted.caret, length: 0)
    }

    mutating func type(_ characters: String) {
        for character in characters { replace(selection, with: String(character), source: .typing) }
    }

    mutating func paste(_ pasted: String) { replace(selection, with: pasted, source: .paste) }

    /// The delete key: the selection, else the whole character before the caret.
    mutating func backspace() {
        if selection.length > 0 { return replace(selection, with: "", source: .deletion) }
        guard caret > 0 else { return }
        let utf16 = text.utf16
        let caretIndex = utf16.index(utf16.startIndex, offsetBy: caret)
        let start = text.index(before: caretIndex)
        let location = utf16.distance(from: utf16.startIndex, to: start)
        replace(NSRange(location: location, length: caret - location), with: "", source: .deletion)
    }

    var extractedValue: String { formatter.extractedValue(of: text) }
    var isComplete: Bool { formatter.isComplete(text) }
}
