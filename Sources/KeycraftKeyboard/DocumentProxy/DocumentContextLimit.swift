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

    /// Shares the whole document.
    public static let unlimited = DocumentContextLimit()

    /// The context before the input: the characters of `text` ending at `end`, within the limit.
    public func contextBefore(_ end: String.Index, in text: String) -> Substring {
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
    public func contextAfter(_ start: String.Index, in text: String) -> Substring {
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
