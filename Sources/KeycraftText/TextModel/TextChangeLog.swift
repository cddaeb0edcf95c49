import Foundation

/// The recent edits of an ``EditableText``, so that whoever lays the text out (a text view's line
/// layout) can redo only what changed instead of the whole document on every keystroke.
///
/// A log has an identity (`origin`, random per new text) and a `generation` that counts its edits. A
/// reader remembers both; ``changes(since:origin:)`` then hands back the edits it missed, or nil when
/// it cannot (another text, or more edits than the log keeps), and the reader starts afresh.
/// The log records positions and lengths only, never text.
public struct TextChangeLog: Sendable {
    /// One replacement: `range` in the text as it was before, and the UTF-16 length put in its place.
    public struct Change: Hashable, Sendable {
        /// The replaced range, in the text before the change.
        public var range: NSRange
        /// The UTF-16 length of what replaced it.
        public var replacementUTF16Length: Int

        /// A change of `range` to text `replacementUTF16Length` code units long.
        public init(range: NSRange, replacementUTF16Length: Int) {
            self.range = range
            self.replacementUTF16Length = replacementUTF16Length
        }
    }

    /// How many edits are kept: more than any single event (a paste, an input method's step) makes.
    public static let capacity = 64

    /// Identifies the text this log belongs to.
    public let origin: UInt64
    /// The number of edits recorded since the text was created.
    public private(set) var generation = 0
    /// The last edits, oldest first; `recent.last` is generation `generation`'s.
    private var recent: [Change] = []

    /// An empty log.
    public init() {
        origin = UInt64.random(in: UInt64.min...UInt64.max)
    }

    mutating func record(_ change: Change) {
        if recent.count == Self.capacity { recent.removeFirst() }
        recent.append(change)
        generation += 1
    }

    /// The edits after `generation` of the log `origin`, oldest first; nil when this is another text's
    /// log or some of those edits are no longer kept.
    public func changes(since generation: Int, origin: UInt64) -> ArraySlice<Change>? {
        guard origin == self.origin, generation <= self.generation, self.generation - generation <= recent.count else { return nil }
        return recent.suffix(self.generation - generation)
    }
}
