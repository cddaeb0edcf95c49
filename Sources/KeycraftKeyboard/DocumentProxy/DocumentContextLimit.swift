/// How much context a host shares around the input.
///
/// Hosts differ: many hand over only the current line, or only a few hundred characters, and a keyboard
/// must work with whatever it gets. The in-memory document applies a limit so keyboards are tested
/// against the same truncated views.
///
/// ```swift
/// let oneLine = DocumentContextLimit(stopsAtNewline: true)
/// let short = DocumentContextLimit(maximumCharacters: 200)
/// ```
public struct DocumentContextLimit: Hashable, Sendable {
    /// Whether the context stops at a line break. The line break itself is shared (so a keyboard can
    /// tell it is at the start of a line); the text beyond it is not.
    public var stopsAtNewline: Bool
    /// The most characters (grapheme clusters) shared on each side of the input; nil for no limit.
    public var maximumCharacters: Int?

    /// A limit; a negative `maximumCharacters` counts as 0.
    public init(stopsAtNewline: Bool = false, maximumCharacters: Int? = nil) {
        self.stopsAtNewline = stopsAtNewline
        self.maximumCharacters = maximumCharacters.map { max(0, $0) }
    }

    /// Shares the whole document. Fine for short texts; a keyboard reading it at every word does work
    /// proportional to the document, so typing a long text that way is quadratic.
    public static let unlimited = DocumentContextLimit()

    /// What a typical host shares, and the in-memory document's default: the current line (or
    /// paragraph), at most 200 characters on each side, so a keyboard's work per word is bounded
    /// whatever the document's length.
    ///
    /// Apple documents no bound for `documentContextBeforeInput` / `documentContextAfterInput`, but
    /// keyboard developers report one: "only a little text, typically up to the next sentence or line"
    /// (KeyboardKit issue 281, https://github.com/KeyboardKit/KeyboardKit/issues/281), "only the last
    /// line" of pasted multi-line text (KeyboardKit issue 584), and since iOS 16 a cut "a little before,
    /// at a linguistically convenient place" rather than at the line's start (azooKey issue 47,
    /// https://github.com/azooKey/azooKey/issues/47). Keyman caps the context it reads at 80
    /// characters because some hosts hand none when it is long (keymanapp/keyman pull requests 633 and
    /// 11141). The 200 characters are the window the keyboard-extension tests model as iOS's.
    public static let typical = DocumentContextLimit(stopsAtNewline: true, maximumCharacters: 200)

    /// The context before the input: the characters of `text` ending at `end`, within the limit.
    public func contextBefore<Text: StringProtocol>(_ end: String.Index, in text: Text) -> Text.SubSequence {
        var start = end
        var taken = 0
        while start > text.startIndex, taken < maximumCharacters ?? .max {
            let previous = text.index(before: start)
            start = previous
            taken += 1
            if stopsAtNewline, text[previous].isNewline { break }
        }
        return text[start..<end]
    }

    /// The context after the input: the characters of `text` starting at `start`, within the limit.
    public func contextAfter<Text: StringProtocol>(_ start: String.Index, in text: Text) -> Text.SubSequence {
        var end = start
        var taken = 0
        while end < text.endIndex, taken < maximumCharacters ?? .max {
            let isNewline = text[end].isNewline
            end = text.index(after: end)
            taken += 1
            if stopsAtNewline, isNewline { break }
        }
        return text[start..<end]
    }
}
