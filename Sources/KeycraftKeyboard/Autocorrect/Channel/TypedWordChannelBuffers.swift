import Foundation

extension TypedWordChannel {
    /// The arrays a channel fills for one typed word, handed on to the next typed word's channel
    /// rather than freed: a channel's set-up allocated about fifteen arrays a word, and their
    /// mallocs and frees were a few per cent of `suggest`. Their contents mean nothing between words.
    struct Buffers {
        var typed: [Unicode.Scalar] = []
        var insertion: [Double] = []
        var letterEdits: [LetterEdit] = []
        var added: [Transition] = []
        var emptyStarts: [Int32] = []
        var groups: PackedKeyTable?
        var groupList: [Group] = []
        var transitions: [Transition] = []
        var table: [Double] = []
        var intended: [Unicode.Scalar] = []
        var rowGroups: [Int32] = []
        var rowLeast: [Double] = []
        var letters: [Double] = []
        var letterStates: [LetterState] = []
        var sides = TypedSides.Buffers()
    }

    /// `array` moved out and emptied, its room kept: moved rather than copied, so that refilling it
    /// writes in place (a copy would share the storage and copy it on the first write).
    static func emptied<T>(_ array: inout [T]) -> [T] {
        var taken: [T] = []
        swap(&taken, &array)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// `array` moved out (``emptied(_:)``) and filled with `count` copies of `value`.
    static func refilled<T>(_ array: inout [T], with value: T, count: Int) -> [T] {
        var taken = emptied(&array)
        taken.append(contentsOf: repeatElement(value, count: count))
        return taken
    }

    /// The buffers of channels done with, kept by their ``MisspellingModel`` for the next typed
    /// word's: one set for each thread weighing candidates at once, taken and given back under a lock.
    final class BufferPool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [Buffers] = []

        /// Buffers to fill: a set given back before, or a new one.
        func take() -> Buffers {
            lock.withLock { idle.popLast() } ?? Buffers()
        }

        /// Keeps `buffers` for a later ``take()``, moved out (a copy was a retain and a release an
        /// array): a few sets at most (one a thread at work), and none whose table grew past 64 KiB
        /// for some very long word.
        func giveBack(_ buffers: inout Buffers) {
            guard buffers.table.capacity <= 1 << 13 else { return }
            lock.lock()
            defer { lock.unlock() }
            guard idle.count < 16 else { return }
            idle.append(Buffers())
            swap(&idle[idle.count - 1], &buffers)
        }
    }
}
