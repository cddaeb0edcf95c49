import Foundation

/// The built index, ready to be written into a dictionary file (``DictionaryFormat``).
package struct DeleteIndexTables {
    package var groups: [DeleteIndex.Group]
    package var bucketBits: Int
    package var bucketStarts: [UInt32]
    package var entries: [UInt32]

    /// Builds the index over words sorted by their codes: `offsets` (words + 1) into `codes`, each
    /// word's count in `frequencies`; `apostrophe` is the letter number of ', if any word has one.
    package init(codes: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<UInt32>, frequencies: [UInt64], apostrophe: UInt8?) {
        let wordCount = offsets.count - 1
        func word(_ i: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: codes[Int(offsets[i])..<Int(offsets[i + 1])])
        }
        var starts: [UInt32] = []
        var previous: UnsafeBufferPointer<UInt8>?
        for i in 0..<wordCount {
            let prefix = UnsafeBufferPointer(rebasing: word(i).prefix(DeleteIndex.prefixLength))
            if previous.map({ !$0.elementsEqual(prefix) }) ?? true {
                starts.append(UInt32(i))
                previous = prefix
            }
        }
        let groupCount = starts.count
        starts.append(UInt32(wordCount))
        let members = { (group: Int) in Int(starts[group])..<Int(starts[group + 1]) }
        let groups = (0..<groupCount).map { group in
            let first = Int(starts[group]), count = members(group).count
            let spelling = word(first)
            var prefix: UInt64 = 0
            for (i, code) in spelling.prefix(DeleteIndex.prefixLength).enumerated() { prefix |= UInt64(code) << (8 * UInt64(i)) }
            if count == 1, spelling.count <= DeleteIndex.prefixLength { prefix |= 1 << 56 }
            return DeleteIndex.Group(prefix: prefix, first: UInt32(first), count: UInt32(count))
        }
        // The total is summed in word order, as the loader sums it, so a class bounds the very
        // probability a lookup computes.
        var total = 0.0
        for f in frequencies { total += Double(f) }
        let classes = (0..<groupCount).map { group in
            let words = members(group)
            if let apostrophe, words.contains(where: { word($0).contains(apostrophe) }) { return DeleteIndex.FrequencyClass.commonest }
            return DeleteIndex.FrequencyClass.of(probability: Double(words.map { frequencies[$0] }.max()!) / max(1, total))
        }

        var estimate = 0
        for group in 0..<groupCount {
            let length = groups[group].length
            estimate += 1 + length + length * (length - 1) / 2
        }
        // About 16 entries a bucket (one cache line to scan), so the bucket table stays a small
        // part of the index.
        bucketBits = max(DictionaryFormat.bucketBits.lowerBound, min(DictionaryFormat.bucketBits.upperBound, (estimate / 16).bitWidthNeeded))
        let shift = DeleteIndex.bucketShift(bucketBits: bucketBits)
        let layout = DeleteIndex.Entry(groups: groupCount)
        var keys = [UInt64](repeating: 0, count: 32)
        func generate(_ group: Int) -> Int {
            let prefix = groups[group].prefix & 0x00FF_FFFF_FFFF_FFFF
            return keys.withUnsafeMutableBufferPointer { DeleteKeys.generate(prefix, length: groups[group].length, into: $0.baseAddress!) }
        }
        var counts = [UInt32](repeating: 0, count: (1 << bucketBits) + 1)
        for group in 0..<groupCount {
            for k in 0..<generate(group) { counts[Int(DeleteIndex.hash(keys[k]) >> shift)] += 1 }
        }
        var running: UInt32 = 0
        for i in counts.indices {
            let c = counts[i]
            counts[i] = running
            running += c
        }
        bucketStarts = counts
        var fill = counts
        var table = [UInt32](repeating: 0, count: Int(running))
        for group in 0..<groupCount {
            let length = groups[group].length
            for k in 0..<generate(group) {
                let h = DeleteIndex.hash(keys[k])
                let bucket = Int(h >> shift)
                let shortening = length - DeleteKeys.length(of: keys[k])
                table[Int(fill[bucket])] = layout.make(group: group, shortening: shortening, frequencyClass: classes[group], hash: h, bucketShift: shift)
                fill[bucket] += 1
            }
        }
        // Each bucket in ascending order, so a delete's entries (one tag) are a run found by a scan
        // that stops at the first larger tag.
        for bucket in 0..<(1 << bucketBits) {
            table[Int(bucketStarts[bucket])..<Int(bucketStarts[bucket + 1])].sort()
        }
        self.groups = groups
        entries = table
    }
}
