/// Memory for arrays that never change once made, read through unsafe buffers: a value that holds
/// several such arrays then holds one object, not one per array.
///
/// Why: the speller's tables are shared by every thread answering words, and each copy of a value
/// holding an array retains and releases that array's object, an atomic write to a cache line the
/// other threads write too. Read through these buffers, the tables cost no reference counting at
/// all; the holder keeps the `FrozenArrays` (one reference) for as long as the buffers are read.
final class FrozenArrays: @unchecked Sendable {
    // @unchecked: written only while the holder is made (``keep(_:)``), before it is shared; then only read.
    private var blocks: [UnsafeMutableRawPointer] = []

    init() {}

    /// A copy of `array`, alive as long as this object. Its elements are plain values (numbers and
    /// structs of numbers), which need no clean-up when the memory is freed.
    func keep<T: BitwiseCopyable>(_ array: [T]) -> UnsafeBufferPointer<T> {
        let memory = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
        _ = memory.initialize(from: array)
        blocks.append(UnsafeMutableRawPointer(memory.baseAddress!))
        return UnsafeBufferPointer(rebasing: memory[..<array.count])
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
