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

    /// `array` moved out (as ``emptied(_:)`` does) and made `count` copies of `value`: the elements
    /// it has are overwritten in one fill, and only those past its count are appended.
    static func refilled<T>(_ array: inout [T], with value: T, count: Int) -> [T] {
        var taken: [T] = []
        swap(&taken, &array)
        if taken.count > count { taken.removeLast(taken.count - count) }
        taken.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
        if taken.count < count { appendCopies(of: value, count: count - taken.count, to: &taken) }
        return taken
    }

    /// `array` moved out (as ``emptied(_:)`` does) with at least `count` elements: those it has are
    /// kept as they are, for a caller that writes each element before reading it, and copies of
    /// `value` are appended only past them. Unlike ``refilled(_:with:count:)`` it neither fills nor
    /// shortens (shortening took the array's generic path, a couple of hundred instructions).
    static func grown<T>(_ array: inout [T], toAtLeast count: Int, with value: T) -> [T] {
        var taken: [T] = []
        swap(&taken, &array)
        if taken.count < count { appendCopies(of: value, count: count - taken.count, to: &taken) }
        return taken
    }

    /// Appends `count` copies of `value` to `array`, filled on the stack and copied in one move
    /// (appending `repeatElement` went through an iterator an element at a time).
    static func appendCopies<T>(of value: T, count: Int, to array: inout [T]) {
        withUnsafeTemporaryAllocation(of: T.self, capacity: count) { copies in
            copies.initialize(repeating: value)
            array.append(contentsOf: UnsafeBufferPointer(copies))
            copies.deinitialize()
        }
    }

    /// The buffers of channels done with, kept by their ``MisspellingModel`` for the next typed
    /// word's: on shelves by thread, each under its own lock.
    ///
    /// By thread because a set of buffers given back by one thread and taken by another brought
    /// its few dozen cache lines across cores (and glibc frees them to the other thread's arena):
    /// with two threads answering, taking from one shared list cost more than the buffers saved.
    /// Threads past the eighth share shelves, which is only slower.
    final class BufferPool: @unchecked Sendable {
        // @unchecked: each shelf's list is read and written only under its lock.
        private final class Shelf: @unchecked Sendable {
            let lock = NSLock()
            /// The list, behind a pointer of its own: as a stored variable of the class, each access
            /// was checked for exclusivity at run time (the lock already makes it exclusive).
            let idle = UnsafeMutablePointer<[Buffers]>.allocate(capacity: 1)
            init() { idle.initialize(to: []) }
            deinit {
                idle.deinitialize(count: 1)
                idle.deallocate()
            }
        }
        private let shelves = (0..<BufferPool.shelfCount).map { _ in Shelf() }
        private static let shelfCount = 8

        /// The calling thread's shelf.
        private var shelf: Shelf { shelves[Self.shelf(ofThread: ThreadNumber.current)] }

        /// The shelf of the thread numbered `number` (``ThreadNumber``).
        static func shelf(ofThread number: Int) -> Int { number % shelfCount }

        /// Buffers to fill: a set this thread gave back before, or a new one.
        func take() -> Buffers {
            let shelf = self.shelf
            return shelf.lock.withLock { shelf.idle.pointee.popLast() } ?? Buffers()
        }

        /// Keeps `buffers` for a later ``take()`` on this thread, moved out (a copy was a retain and
        /// a release an array): a few sets a shelf at most, and none whose table grew past 64 KiB
        /// for some very long word.
        func giveBack(_ buffers: inout Buffers) {
            guard buffers.table.capacity <= 1 << 13 else { return }
            let shelf = self.shelf
            shelf.lock.lock()
            defer { shelf.lock.unlock() }
            guard shelf.idle.pointee.count < 4 else { return }
            shelf.idle.pointee.append(Buffers())
            swap(&shelf.idle.pointee[shelf.idle.pointee.count - 1], &buffers)
        }
    }
}
