import Foundation
@testable import KeycraftText

/// Sample texts every text feature is tested with.
enum SampleText {
    static let family = "👩‍👩‍👧"            // 1 grapheme, 8 UTF-16 units, 18 UTF-8 bytes
    static let flag = "🇰🇷"
    static let decomposedE = "e\u{301}"   // 1 grapheme, 2 scalars
    static let hangul = "안녕하세요"
}

/// An edit that appends `replacement` to the end of `text`.
func appending(_ replacement: String, to text: String, source: EditSource = .typing) -> ProposedEdit {
    ProposedEdit(
        currentText: text, range: NSRange(location: text.utf16.count, length: 0), replacement: replacement,
        source: source)
}

/// An edit that deletes the last grapheme cluster of `text`.
func deletingLast(of text: String) -> ProposedEdit {
    let length = text.last.map { String($0).utf16.count } ?? 0
    return ProposedEdit(
        currentText: text, range: NSRange(location: text.utf16.count - length, length: length), replacement: "",
        source: .deletion)
}
