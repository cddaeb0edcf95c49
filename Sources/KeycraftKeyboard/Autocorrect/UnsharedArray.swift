extension Array where Element: BitwiseCopyable {
    /// A copy in storage of its own. A plain copy shares this array's storage object (until either
    /// is written), so threads holding the two would still count references to one object: a
    /// replica (``Speller/replica()``) holds its arrays unshared.
    var unshared: [Element] { withUnsafeBufferPointer { Array($0) } }
}
