import Foundation

/// Room for a word lookup's temporary tables, lent by the calling thread from memory of its own.
///
/// `withUnsafeTemporaryAllocation` puts more than 1 KiB on the heap wherever the standard library
/// can't tell how much stack is left (Linux): a lookup's bitmap of the groups taken (7 KiB for
/// English), its matched entries and its batches were three `malloc`s and `free`s a word, too large
/// for the allocator's per-thread cache (lent from here instead: about 1% fewer instructions and
/// less time for `suggest`). Each thread keeps one block, made at its first use and freed when the
/// thread ends, and lends it in the order the calls nest.
enum ThreadScratch {
    /// How much a thread keeps: a typical English lookup uses about 15 KiB. A request that doesn't fit
    /// in what is left is made as a temporary allocation instead, as is every request when no block
    /// could be made.
    static let blockSize = 64 << 10

    /// Calls `body` with room for `capacity` values of `T`, uninitialized, valid only during the call.
    @inline(__always)
    static func with<T: BitwiseCopyable, R>(_: T.Type, capacity: Int, _ body: (UnsafeMutableBufferPointer<T>) -> R) -> R {
        with(T.self, capacity: capacity, from: Block.current, body)
    }

    /// ``with(_:capacity:_:)`` lending from `block`: the calling thread's, or ``Block/none`` (which
    /// a test passes for a thread that could not have one).
    @inline(__always)
    static func with<T: BitwiseCopyable, R>(
        _: T.Type, capacity: Int, from block: UnsafeMutablePointer<Block>, _ body: (UnsafeMutableBufferPointer<T>) -> R
    ) -> R {
        let alignment = MemoryLayout<T>.alignment, count = max(0, capacity), bytes = MemoryLayout<T>.stride * count
        let before = block.pointee.used, start = (before + alignment - 1) & ~(alignment - 1)
        guard alignment <= Block.headerSize, bytes <= blockSize - start else { return withUnsafeTemporaryAllocation(of: T.self, capacity: count, body) }
        block.pointee.used = start + bytes
        defer { block.pointee.used = before }
        let base = (UnsafeMutableRawPointer(block) + Block.headerSize + start).bindMemory(to: T.self, capacity: count)
        return body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// How much of the calling thread's block is lent out now (0 outside every call of ``with(_:capacity:_:)``).
    static var lentBytes: Int {
        let block = Block.current
        return block == Block.none ? 0 : block.pointee.used
    }

    /// A thread's block: this header, then ``blockSize`` bytes lent from the start.
    struct Block {
        /// The bytes lent out, from the start of the room after the header.
        var used: Int
        /// The room starts here: `malloc`'s alignment, enough for any value a lookup keeps.
        static let headerSize = 16

        /// The calling thread's block, made at its first use; ``none`` when it can't be (out of
        /// memory, or of thread-specific keys).
        static var current: UnsafeMutablePointer<Block> {
            guard let key else { return none }
            if let block = pthread_getspecific(key) { return block.assumingMemoryBound(to: Block.self) }
            guard let raw = malloc(headerSize + blockSize) else { return none }
            guard pthread_setspecific(key, raw) == 0 else {
                free(raw)
                return none
            }
            return raw.initializeMemory(as: Block.self, repeating: Block(used: 0), count: 1)
        }

        /// The block of a thread that can't have one of its own: it has no room left, so every
        /// request is made elsewhere, and it is never written.
        nonisolated(unsafe) static let none: UnsafeMutablePointer<Block> = {
            let block = UnsafeMutablePointer<Block>.allocate(capacity: 1)
            block.initialize(to: Block(used: Int.max / 2))
            return block
        }()

        /// The key each thread's block is kept under (the block is freed when its thread ends); nil
        /// when the process has no key left, and then no thread has a block.
        private static let key: pthread_key_t? = {
            var key = pthread_key_t()
            // `free` takes the block whether the platform passes it optional (glibc) or not (Darwin).
            return pthread_key_create(&key) { free($0) } == 0 ? key : nil
        }()
    }
}
