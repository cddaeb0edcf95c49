import Foundation
@testable import KeycraftText

/// An edit that appends `replacement` to the end of `text`.
func appending(_ replacement: String, to text: String, source: EditSource = .typing) -> ProposedEdit {
    try! ProposedEdit(
        currentText: text, range: NSRange(location: text.utf16.count, length: 0), replacement: replacement,
        source: source)
}

/// An edit that deletes the last grapheme cluster of `text`.
func deletingLast(of text: String) -> ProposedEdit {
    let length = text.last.map { String($0).utf16.count } ?? 0
    return try! ProposedEdit(
        currentText: text, range: NSRange(location: text.utf16.count - length, length: length), replacement: "",
        source: .deletion)
}
