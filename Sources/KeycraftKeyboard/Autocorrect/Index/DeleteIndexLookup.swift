import CKeycraftPrefetch

extension DeleteIndex {
    /// A delete of the typed prefix, as a lookup reads its bucket.
    fileprivate struct Probe {
        /// The delete's bucket, in the index's entries.
        var start, end: UInt32
        /// The tag the delete's entries carry (``Entry``).
        var tag: UInt32
        /// How many letters the delete lacks from the typed prefix.
        var shortening: Int
    }

    /// Looks up the words within `limit` (≤ 2) edits of `typed` (letter numbers): reads the buckets
    /// of the typed prefix's deletes, then calls `body` with a ``Lookup`` that takes the matching
    /// words in passes, so that rare groups are read only when they could matter.
    ///
    /// Memory latency, not arithmetic, is what a lookup costs: the tables are bigger than the CPU's
    /// private caches. So the work goes in phases — all bucket bounds (prefetched early by
    /// ``prefetchBuckets(of:limit:)``), then all buckets, then (in each pass) all groups — each a
    /// batch of independent loads the CPU overlaps, instead of one chain of dependent misses per
    /// delete; and what a later phase reads is prefetched while an earlier one works.
    func lookUp<R>(_ typed: UnsafeBufferPointer<UInt8>, limit: Int, distance: BitParallelDistance, _ body: (inout Lookup) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Probe.self, capacity: 32) { probes in
            // Phase 1: the bucket of every delete within the limit, then (a loop of independent
            // loads, short enough that the CPU has them all in flight at once) their bounds.
            var probeCount = 0
            Self.forEachDelete(of: typed, limit: limit) { h, shortening in
                probes[probeCount] = Probe(start: UInt32(truncatingIfNeeded: h >> bucketShift), end: 0,
                                           tag: entry.tag(hash: h, bucketShift: bucketShift), shortening: shortening)
                probeCount += 1
            }
            var scanned = 0
            for p in 0..<probeCount {
                let bucket = Int(probes[p].start)
                probes[p].start = bucketStarts[bucket]
                probes[p].end = bucketStarts[bucket + 1]
                scanned &+= Int(probes[p].end &- probes[p].start)
            }
            // Phase 2: every cache line of every bucket prefetched, so that all their misses are in
            // flight together (work between them would let the CPU's window hold only a few).
            let entryBase = entries.baseAddress!
            for p in 0..<probeCount where probes[p].start < probes[p].end {
                for e in stride(from: Int(probes[p].start), to: Int(probes[p].end), by: 16) { keycraft_prefetch(entryBase + e) }
                keycraft_prefetch(entryBase + Int(probes[p].end) - 1)
            }
            // The taken groups' bitmap is cleared while the buckets arrive.
            return ThreadScratch.with(UInt64.self, capacity: Lookup.takenWords(groups: groups.count)) { taken in
                taken.initialize(repeating: 0)
                return ThreadScratch.with(UInt32.self, capacity: 3 * scanned) { space in
                    // Phase 3: the entries whose tag is their delete's, from the cache, without a
                    // branch on what they hold (which way it goes is data, and would mispredict);
                    // each carries its delete's shortening in place of the tag.
                    let matched = UnsafeMutableBufferPointer(rebasing: space[(2 * scanned)..<(3 * scanned)])
                    let tagMask = entry.tagMask, tagShift = entry.tagShift
                    var matchedCount = 0
                    for p in 0..<probeCount {
                        let tag = probes[p].tag, mark = UInt32(truncatingIfNeeded: probes[p].shortening) &<< tagShift
                        for e in Int(probes[p].start)..<Int(probes[p].end) {
                            let x = entries[e]
                            matched[matchedCount] = x & ~tagMask | mark
                            matchedCount &+= Int(truncatingIfNeeded: Self.isBelow(UInt64(x & tagMask ^ tag), 1))
                        }
                    }
                    // Every matched group, fetched while the first pass sorts them out.
                    let groupBase = groups.baseAddress!, groupMask = entry.groupMask
                    for i in 0..<matchedCount { keycraft_prefetch(groupBase + Int(matched[i] & groupMask)) }
                    var lookup = Lookup(
                        index: self, typedCount: typed.count, limit: limit, distance: distance,
                        matched: UnsafeBufferPointer(rebasing: matched[0..<matchedCount]), taken: taken,
                        batch: UnsafeMutableBufferPointer(rebasing: space[0..<scanned]),
                        deferred: UnsafeMutableBufferPointer(rebasing: space[scanned..<(2 * scanned)]))
                    return body(&lookup)
                }
            }
        }
    }

    /// 1 when `a` < `b`, else 0, worked out as arithmetic (both below 2⁶³). Whether an entry
    /// matches, or is near, is as good as random: written as a comparison, a count it adds to in a
    /// loop was compiled to a branch, and the branch mispredicted.
    @inline(__always)
    static func isBelow(_ a: UInt64, _ b: UInt64) -> UInt64 { (a &- b) &>> 63 }

    /// Starts fetching the bucket bounds a lookup of `typed` reads first, so that the caller's own
    /// setup runs while they arrive.
    func prefetchBuckets(of typed: UnsafeBufferPointer<UInt8>, limit: Int) {
        let starts = bucketStarts.baseAddress!, bucketShift = self.bucketShift
        Self.forEachDelete(of: typed, limit: limit) { h, _ in keycraft_prefetch(starts + Int(h >> bucketShift)) }
    }

    /// Calls `body` with the hash and the shortening (letters deleted) of every delete of the typed
    /// prefix within `limit`.
    @inline(__always)
    private static func forEachDelete(of typed: UnsafeBufferPointer<UInt8>, limit: Int, _ body: (_ hash: UInt64, _ shortening: Int) -> Void) {
        let length = min(typed.count, prefixLength)
        var key: UInt64 = 0
        for i in 0..<length { key |= UInt64(typed[i]) << (8 * UInt64(i)) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 32) { keys in
            let keyCount = DeleteKeys.generate(key, length: length, into: keys.baseAddress!)
            for k in 0..<keyCount {
                let shortening = length - DeleteKeys.length(of: keys[k])
                if shortening <= limit { body(hash(keys[k]), shortening) }
            }
        }
    }
}
