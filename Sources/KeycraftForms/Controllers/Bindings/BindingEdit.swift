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
        // Compared in place, without copying either text: a binding hands over the whole text on every
        // keystroke, so the scan is O(n) at best, but it needn't allocate.
        let old = previous.utf16, updated = new.utf16
        let oldCount = old.count, newCount = updated.count, shorter = min(oldCount, newCount)
        var prefix = 0
        for (a, b) in zip(old, updated) {
            guard a == b else { break }
            prefix += 1
        }
        guard prefix < oldCount || prefix < newCount else { return nil }
        var suffix = 0
        for (a, b) in zip(old.reversed(), updated.reversed()) {
            guard suffix < shorter, a == b else { break }
            suffix += 1
        }
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
        let from = updated.index(updated.startIndex, offsetBy: start), to = updated.index(updated.endIndex, offsetBy: -end)
        return BindingEdit(range: NSRange(location: start, length: oldCount - end - start), replacement: String(new[from..<to]))
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
