import Foundation
import KeycraftText

/// The edit that turned a binding's previous text into its new text.
///
/// SwiftUI's `TextField` offers no `shouldChangeCharactersIn`: the app only sees a new `String` in its
/// binding. This is the one-range edit UIKit would have proposed for it — the part of the previous text
/// that changed (`range`, UTF-16, as `NSRange`) and what replaced it — so the change can go through the
/// same rules and formatter as a UIKit field's keystroke.
///
/// The edit is the smallest one (the longest common prefix and suffix, compared in UTF-16 code units, so
/// canonically equivalent but different text counts as a change), widened until both of its ends fall on
/// grapheme-cluster boundaries of the previous *and* the new text: an emoji ZWJ sequence, a letter with
/// combining marks or a Hangul syllable is replaced whole, never split.
///
/// ```swift
/// let edit = BindingEdit.inferred(from: "010-1234", to: "010-12345")
/// // edit?.range == NSRange(location: 8, length: 0), edit?.replacement == "5"
/// ```
public struct BindingEdit: Hashable, Sendable {
    /// The UTF-16 range of the previous text that changed; on grapheme-cluster boundaries.
    public var range: NSRange
    /// What replaced it.
    public var replacement: String

    /// An edit of the previous text.
    public init(range: NSRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// The edit from `previous` to `new`; nil when they are the same text (code unit for code unit).
    ///
    /// Where repeated characters leave the position open (`"aa"` → `"aaa"`), `selection` (the previous
    /// text's selection, when the caller knows it) decides: text typed or pasted goes at the selection, a
    /// deletion ends at the caret as backspace does. Without it, or with a selection outside `previous`,
    /// the edit is placed as late as possible, which is where typing at the end puts it.
    public static func inferred(from previous: String, to new: String, selection: NSRange? = nil) -> BindingEdit? {
        // The usual case after a write-back: the same text again, told apart without scanning it twice.
        if previous.hasSameUTF8(as: new) { return nil }
        let (prefix, suffix, oldCount, newCount) = commonEnds(previous, new)
        guard prefix < oldCount || prefix < newCount else { return nil }
        let shorter = min(oldCount, newCount)
        // The smallest edit keeps `kept` code units; it can slide between `lowest` and `highest` where
        // the text repeats itself.
        let kept = min(prefix + suffix, shorter)
        let lowest = max(0, kept - suffix), highest = min(prefix, kept)
        let removed = oldCount - kept, inserted = newCount - kept
        var start = highest
        if let selection, selection.location >= 0, selection.length >= 0, selection.location <= oldCount - selection.length {
            let backspace = inserted == 0 && selection.length == 0
            start = min(max(backspace ? selection.location - removed : selection.location, lowest), highest)
        }
        // Widen until both ends are boundaries of both texts; each pass only moves outwards.
        while true {
            let snapped = boundary(before: boundary(before: start, in: previous), in: new)
            if snapped == start { break }
            start = snapped
        }
        var end = min(suffix, shorter - start)
        while true {
            let inPrevious = oldCount - boundary(after: oldCount - end, in: previous)
            let inNew = newCount - boundary(after: newCount - inPrevious, in: new)
            if inNew == end { break }
            end = inNew
        }
        // Both offsets are cluster boundaries of `new`, so they are indices of its characters.
        let updated = new.utf16
        let from = updated.index(updated.startIndex, offsetBy: start), to = updated.index(updated.endIndex, offsetBy: -end)
        return BindingEdit(range: NSRange(location: start, length: oldCount - end - start), replacement: String(new[from..<to]))
    }

    /// The longest common prefix and suffix of two texts (whole scalars, so canonically equivalent text
    /// still differs) in UTF-16 code units, and the texts' UTF-16 lengths. The bytes are compared where
    /// Swift stores them, as UTF-8, without transcoding or copying: a binding hands over the whole text on
    /// every keystroke, so this scan is the one cost that grows with the text.
    static func commonEnds(_ previous: String, _ new: String) -> (prefix: Int, suffix: Int, oldCount: Int, newCount: Int) {
        var previous = previous, new = new
        previous.makeContiguousUTF8()
        new.makeContiguousUTF8()
        func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
        let bytes: (prefix: Int, suffix: Int) = previous.utf8.withContiguousStorageIfAvailable { x in
            new.utf8.withContiguousStorageIfAvailable { y in
                let shorter = min(x.count, y.count)
                var prefix = 0
                while prefix < shorter, x[prefix] == y[prefix] { prefix += 1 }
                // Back to the start of a scalar in both (the bytes before are the same).
                while prefix > 0, (prefix < x.count && isContinuation(x[prefix])) || (prefix < y.count && isContinuation(y[prefix])) {
                    prefix -= 1
                }
                var suffix = 0
                while suffix < shorter, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
                while suffix > 0, isContinuation(x[x.count - suffix]) { suffix -= 1 }
                return (prefix, suffix)
            }
        }?.flatMap { $0 } ?? (0, 0)
        let old = previous.utf16, updated = new.utf16
        let prefixEnd = previous.utf8.index(previous.utf8.startIndex, offsetBy: bytes.prefix)
        let suffixStart = previous.utf8.index(previous.utf8.endIndex, offsetBy: -bytes.suffix)
        return (
            old.distance(from: old.startIndex, to: prefixEnd), old.distance(from: suffixStart, to: old.endIndex),
            old.count, updated.count
        )
    }

    /// The nearest grapheme-cluster boundary of `text` at or before a UTF-16 offset.
    static func boundary(before offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        guard offset > 0, offset < utf16.count else { return offset }
        var index = utf16.index(utf16.startIndex, offsetBy: offset), result = offset
        while result > 0, index.samePosition(in: text) == nil {
            index = utf16.index(before: index)
            result -= 1
        }
        return result
    }

    /// The nearest grapheme-cluster boundary of `text` at or after a UTF-16 offset.
    static func boundary(after offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        guard offset > 0, offset < utf16.count else { return offset }
        var index = utf16.index(utf16.startIndex, offsetBy: offset), result = offset
        while index < utf16.endIndex, index.samePosition(in: text) == nil {
            index = utf16.index(after: index)
            result += 1
        }
        return result
    }
}
