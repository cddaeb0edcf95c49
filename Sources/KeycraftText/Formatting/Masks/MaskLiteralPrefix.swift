/// The fixed characters a mask starts with (`+998 ` in `+998 [00] [000] [00] [00]`), and when the input
/// types over them.
///
/// InputMask matches fixed characters one by one, so a field given `901234567` swallows the `9` into the
/// prefix's `9` and loses a digit. Here the prefix is all or nothing: the input types over it only when
/// it starts with the prefix (`+998 90…`, or a beginning of it such as `+`), when it matches the prefix
/// with the decoration left out (`+99890…`, `99890…`) *and* its letters and digits would not fit the
/// mask without the prefix's, or when it matches only the prefix's decoration (`(` in `([000])`).
/// Otherwise the prefix is inserted and every input character goes to the values.
enum MaskLiteralPrefix {
    /// Starts `walk` (at state 0) on the input whose first characters are `head` (at least one more than
    /// the prefix's length, or the whole input). Returns how many input characters the prefix consumed
    /// and their UTF-16 length.
    static func begin(
        _ walk: inout MaskWalk, head: [Character], inputCaret: Int, alphanumericCount: () -> Int
    ) -> (characters: Int, utf16: Int) {
        let literal = walk.mask.literalPrefix
        guard !literal.isEmpty, !head.isEmpty else { return (0, 0) }
        var plan: [Bool] = []  // true: the input's character types over the fixed one; false: inserted
        var consumed = 0, matchedAlphanumeric = false, failed = false
        while plan.count < literal.count, consumed < head.count {
            let fixed = literal[plan.count]
            if head[consumed] == fixed {
                plan.append(true)
                consumed += 1
                if MaskCharacterSet.alphanumerics.contains(fixed) { matchedAlphanumeric = true }
            } else if MaskCharacterSet.alphanumerics.contains(fixed) {
                failed = true
                break
            } else {
                plan.append(false)
            }
        }
        let wholeInputSeen = head.count <= literal.count
        let verbatim = head.starts(with: literal) || (wholeInputSeen && literal.starts(with: head))
        let overflows = walk.mask.capacity.map { alphanumericCount() > $0 } ?? false
        guard !failed, !matchedAlphanumeric || verbatim || overflows else {
            for _ in literal { _ = walk.insertFixed(counts: true) }
            return (0, 0)
        }
        var offset = 0, index = 0
        for typedOver in plan {
            if typedOver {
                walk.reach(inputOffset: offset, inputCaret: inputCaret)
                walk.matchFixed()
                offset += head[index].utf16.count
                index += 1
            } else {
                _ = walk.insertFixed(counts: true)
            }
        }
        return (index, offset)
    }
}
