import CKeycraftPrefetch

extension DeleteIndex {
    /// One lookup's matching index entries (those whose tag is a typed delete's), taken in passes.
    ///
    /// The first pass (``takeNearWords(andClassesUpTo:_:)``) takes the entries at most one letter
    /// shorter than their group's prefix of the deletes at most one letter shorter than the typed
    /// prefix — every word within one edit is among them (``Entry``) — and the entries of common
    /// groups; the rest are deferred. A deferred word is at distance 2, no more common than its
    /// class allows, and its length differs from the typed word's by at least the difference of
    /// the two shortenings: what lets the caller decide, from the candidates it has, which deferred
    /// words could still matter (``takeDeferredWords(where:_:)``). Each group is taken once.
    struct Lookup {
        private let index: DeleteIndex
        private let typedCount: Int
        private let limit: Int
        private let distance: BitParallelDistance
        /// The entries whose tag is their delete's, in its place how many letters the delete lacks
        /// from the typed prefix.
        private let matched: UnsafeBufferPointer<UInt32>
        /// The groups taken, a bit each (``takenWords(groups:)`` words, zeroed by the caller): set
        /// and tested without a branch, where a hashed set's probes would mispredict on whether a
        /// group was seen.
        private let taken: UnsafeMutableBufferPointer<UInt64>
        /// The groups a pass takes.
        private let batch: UnsafeMutableBufferPointer<UInt32>
        /// Entries matched but not taken, the tag replaced by the difference of the shortenings.
        private let deferred: UnsafeMutableBufferPointer<UInt32>
        private var deferredCount = 0

        /// Whether entries were matched and not taken.
        var hasDeferredWords: Bool { deferredCount > 0 }

        init(index: DeleteIndex, typedCount: Int, limit: Int, distance: BitParallelDistance,
                         matched: UnsafeBufferPointer<UInt32>, taken: UnsafeMutableBufferPointer<UInt64>,
                         batch: UnsafeMutableBufferPointer<UInt32>, deferred: UnsafeMutableBufferPointer<UInt32>) {
            self.index = index
            self.typedCount = typedCount
            self.limit = limit
            self.distance = distance
            self.matched = matched
            self.taken = taken
            self.batch = batch
            self.deferred = deferred
        }

        /// The room ``taken`` needs for an index of `groups` groups, in 64-bit words.
        static func takenWords(groups: Int) -> Int { (groups + 63) / 64 }

        /// The first pass: calls `body` with every word (by number) within the limit of the groups
        /// matched through a near entry (both shortenings at most 1) or of class `classLimit` or
        /// commoner, with its distance and, for a whole-word group, its letters packed as in
        /// ``Group/prefix`` (else 0). Every word within one edit is among them. The other matching
        /// entries are deferred.
        mutating func takeNearWords(andClassesUpTo classLimit: Int, _ body: (_ word: Int, _ distance: Int, _ packed: UInt64) -> Void) {
            let entry = index.entry, tagMask = entry.tagMask, tagShift = entry.tagShift, deferred = self.deferred
            // Classes below this one are near (a negative limit: none).
            let classBound = UInt64(bitPattern: Int64(max(classLimit, -1) &+ 1))
            var count = 0, deferredCount = self.deferredCount
            for e in matched {
                let typedShortening = Int(truncatingIfNeeded: e &>> tagShift), shortening = entry.shortening(e)
                // Both shortenings at most 1 (their bits or'ed are), or a class up to the limit:
                // worked out as bits, which whether an entry is near is too random to branch on.
                let nearEntry = DeleteIndex.isBelow(UInt64(truncatingIfNeeded: typedShortening | shortening), 2)
                let near = nearEntry | DeleteIndex.isBelow(UInt64(truncatingIfNeeded: entry.frequencyClass(e)), classBound)
                take(entry.group(e), if: near, count: &count)
                deferred[deferredCount] = e & ~tagMask | UInt32(truncatingIfNeeded: abs(shortening &- typedShortening)) &<< tagShift
                deferredCount &+= Int(truncatingIfNeeded: near ^ 1)
            }
            self.deferredCount = deferredCount
            verify(count, body)
        }

        /// A later pass: calls `body` as ``takeNearWords(andClassesUpTo:_:)`` does with the words of
        /// the deferred groups not taken yet for which `canMatter` holds, given the group's class and
        /// the least difference (0...2) between the typed word's length and its words' lengths.
        /// Every such word is at distance 2 or more. The others stay deferred.
        mutating func takeDeferredWords(where canMatter: (_ frequencyClass: Int, _ lengthDifference: Int) -> Bool,
                                        _ body: (_ word: Int, _ distance: Int, _ packed: UInt64) -> Void) {
            let entry = index.entry
            var count = 0, kept = 0
            for i in 0..<deferredCount {
                let e = deferred[i]
                let matters: UInt64 = canMatter(entry.frequencyClass(e), Int(e &>> entry.tagShift)) ? 1 : 0
                take(entry.group(e), if: matters, count: &count)
                deferred[kept] = e
                kept &+= Int(truncatingIfNeeded: matters ^ 1)
            }
            deferredCount = kept
            verify(count, body)
        }

        /// Adds `group` to the batch if `wanted` (1, else 0) and it was not taken before, without a
        /// branch on either (the batch's next slot is written whatever, and kept only then).
        @inline(__always)
        private func take(_ group: UInt32, if wanted: UInt64, count: inout Int) {
            let word = Int(truncatingIfNeeded: group &>> 6), shift = UInt64(group & 63)
            let before = taken[word]
            taken[word] = before | wanted &<< shift
            batch[count] = group
            count &+= Int(truncatingIfNeeded: wanted & ~(before &>> shift))
        }

        /// Verifies the first `count` groups of the batch. The groups are gathered first (independent
        /// loads, many in flight). Whole words are verified from their packed prefix, in registers,
        /// two side by side (``BitParallelDistance/distances(toPacked:count:and:count:)``); the longer
        /// groups' words are read and verified after (``verifyingLongGroups(_:of:_:)``).
        /// (Mutating only so that the lookup is passed in place rather than copied.)
        private mutating func verify(_ count: Int, _ body: (_ word: Int, _ distance: Int, _ packed: UInt64) -> Void) {
            guard count > 0 else { return }
            ThreadScratch.with(Group.self, capacity: 2 * count) { space in
                let gathered = UnsafeMutableBufferPointer(rebasing: space[0..<count])
                let whole = UnsafeMutableBufferPointer(rebasing: space[count..<(2 * count)])
                // Copied in a loop of its own: no branch on what a load brings, so every group's
                // miss is in flight at once.
                let groups = index.groups
                for i in 0..<count { gathered[i] = groups[Int(batch[i])] }
                // Sorted out without a branch (which kind a group is, is as good as random): the
                // whole words within the limit's length of the typed word, in order, and the
                // long groups' numbers, each slot written whatever and kept by its flag.
                var wholeCount = 0, longCount = 0
                let lengthBound = UInt64(truncatingIfNeeded: limit &+ 1)
                for i in 0..<count {
                    let group = gathered[i]
                    let isWhole = group.wholeWord
                    let isNear = DeleteIndex.isBelow(UInt64(truncatingIfNeeded: abs(group.length &- typedCount)), lengthBound)
                    whole[wholeCount] = group
                    wholeCount &+= Int(truncatingIfNeeded: isWhole & isNear)
                    batch[longCount] = UInt32(truncatingIfNeeded: i)
                    longCount &+= Int(truncatingIfNeeded: isWhole ^ 1)
                }
                // The long groups' words are read after the whole words are verified: fetched meanwhile.
                let codeOffsets = index.codeOffsets.baseAddress!
                for k in 0..<longCount { keycraft_prefetch(codeOffsets + Int(gathered[Int(batch[k])].first)) }
                var k = 0
                while k + 1 < wholeCount {
                    let one = whole[k], other = whole[k + 1]
                    let (d, e) = distance.distances(toPacked: one.prefix, count: one.length, and: other.prefix, count: other.length)
                    if d <= limit { body(Int(one.first), d, one.prefix) }
                    if e <= limit { body(Int(other.first), e, other.prefix) }
                    k += 2
                }
                if k < wholeCount, let d = distance.distance(toPacked: whole[k].prefix, count: whole[k].length, limit: limit) {
                    body(Int(whole[k].first), d, whole[k].prefix)
                }
                verifyingLongGroups(UnsafeMutableBufferPointer(rebasing: batch[0..<longCount]), of: gathered, body)
            }
        }

        /// Verifies the words of the groups numbered `long` in `gathered` (groups longer than a word).
        ///
        /// The group's 7 shared letters are taken once, from its packed prefix; a group whose column
        /// after them is everywhere over the limit is dropped whole. An alignment within the limit
        /// passes through that column at a cell no costlier than itself: one that jumps over the
        /// column with a transposition (one edit, from the column before to the one after) can
        /// substitute into it instead, for no more. The survivors' letters are elsewhere in memory,
        /// a miss each: their offsets are prefetched while the whole words are verified (``verify(_:_:)``),
        /// their first letters while the prefix columns are computed, and they are copied out in loops
        /// of their own — all the offsets, then all the letters — rather than stalling one verification
        /// after another.
        private mutating func verifyingLongGroups(_ long: UnsafeMutableBufferPointer<UInt32>, of gathered: UnsafeMutableBufferPointer<Group>,
                                         _ body: (_ word: Int, _ distance: Int, _ packed: UInt64) -> Void) {
            guard !long.isEmpty else { return }
            let codeOffsets = index.codeOffsets, codes = index.codes
            // The groups' first letters (their offsets were fetched during the whole words), fetched
            // while the prefix columns are computed.
            for g in long { keycraft_prefetch(codes.baseAddress! + Int(codeOffsets[Int(gathered[Int(g)].first)])) }
            ThreadScratch.with(BitParallelDistance.Column.self, capacity: long.count) { columns in
                var survivors = 0, words = 0
                for g in long {
                    let group = gathered[Int(g)]
                    var column = distance.firstColumn()
                    for i in 0..<DeleteIndex.prefixLength {
                        distance.advance(&column, by: UInt8(truncatingIfNeeded: group.prefix &>> (8 &* UInt64(i))))
                    }
                    guard distance.reaches(limit, in: column) else { continue }
                    long[survivors] = g
                    columns[survivors] = column
                    survivors += 1
                    words += Int(group.count)
                }
                let kept = UnsafeBufferPointer(rebasing: long[0..<survivors])
                ThreadScratch.with(UInt32.self, capacity: words + survivors) { offsets in
                    var at = 0
                    for g in kept {
                        let group = gathered[Int(g)]
                        for word in Int(group.first)...(Int(group.first) + Int(group.count)) {
                            offsets[at] = codeOffsets[word]
                            at += 1
                        }
                    }
                    var letterCount = 0
                    at = 0
                    for g in kept {
                        let count = Int(gathered[Int(g)].count)
                        letterCount += Int(offsets[at + count] - offsets[at])
                        at += count + 1
                    }
                    ThreadScratch.with(UInt8.self, capacity: letterCount) { letters in
                        var to = 0
                        at = 0
                        for g in kept {
                            let count = Int(gathered[Int(g)].count)
                            for k in Int(offsets[at])..<Int(offsets[at + count]) {
                                letters[to] = codes[k]
                                to += 1
                            }
                            at += count + 1
                        }
                        to = 0
                        at = 0
                        for (n, g) in kept.enumerated() {
                            let group = gathered[Int(g)]
                            for word in Int(group.first)..<(Int(group.first) + Int(group.count)) {
                                let length = Int(offsets[at + 1] - offsets[at])
                                let start = to
                                if let d = distance.distance(from: columns[n], count: length, limit: limit, letter: { letters[start + $0] }) {
                                    body(word, d, 0)
                                }
                                to += length
                                at += 1
                            }
                            at += 1
                        }
                    }
                }
            }
        }
    }
}
