#if canImport(UIKit)
import UIKit

extension UITextInput {
    /// A text range as UTF-16 offsets (`NSRange`): UIKit's text positions count UTF-16 units, as its
    /// delegates' ranges do.
    func utf16Range(of range: UITextRange) -> NSRange {
        NSRange(location: offset(from: beginningOfDocument, to: range.start), length: offset(from: range.start, to: range.end))
    }

    /// The text range for UTF-16 offsets, or nil when they lie outside the text.
    func textRange(utf16 range: NSRange) -> UITextRange? {
        guard let start = position(from: beginningOfDocument, offset: range.location),
            let end = position(from: start, offset: range.length)
        else { return nil }
        return textRange(from: start, to: end)
    }
}
#endif
