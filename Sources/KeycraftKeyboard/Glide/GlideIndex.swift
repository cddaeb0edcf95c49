import Foundation

/// The dictionary's words as glide templates on one layout, grouped so a gesture reads only the words
/// it could be: each word's path over the keys (letters in order, a doubled letter once, apostrophes
/// left out as a phone keyboard has no key for them on its letter plane), its length in points, and
/// its frequency, bucketed by first and last key.
///
/// Built once, in one pass over the dictionary and a counting sort (tens of milliseconds for the
/// 82,000 English words);
/// the points of a word's template are not stored but rebuilt from its few keys when it is compared,
/// which costs less than reading 32 stored points from memory would, and keeps the index (with the
/// decoder's log-frequencies) at about 24 bytes a word — 2 MB for English, where stored templates
/// would take 21 MB. Words with a letter the layout lacks (é, digits, a hyphen) cannot be glided and
/// are left out.
struct GlideIndex: Sendable {
    /// The layout's key centres, by key number (the layout's letters in alphabetical order).
    let centres: [SIMD2<Float>]
    /// The letter of each key number.
    let letters: [Character]
    /// Every entry's keys, one after another (`keyStarts` delimits them).
    let keys: [UInt8]
    let keyStarts: [UInt32]
    /// Each entry's dictionary word number.
    let words: [UInt32]
    /// Each entry's path length, in points.
    let lengths: [Float]
    /// The entries of bucket `first × keyCount + last` are `bucketStarts[b]..<bucketStarts[b + 1]`.
    let bucketStarts: [UInt32]

    /// The most keys on one entry's path.
    let longestPath: Int

    var keyCount: Int { centres.count }
    var entryCount: Int { words.count }

    /// The bytes the index holds, for the memory figure the benchmarks report.
    var byteCount: Int {
        keys.count + (keyStarts.count + words.count + lengths.count + bucketStarts.count) * 4 + centres.count * 8
    }

    init(dictionary: CompactDictionary, layout: LetterKeyLayout) {
        let letters = layout.letters
        self.letters = letters
        centres = letters.map { letter in
            let centre = layout.centre(of: letter)!
            return SIMD2(Float(centre.x), Float(centre.y))
        }
        // What each of the dictionary's letter numbers is on the layout: a key, nothing (an
        // apostrophe), or a letter without a key.
        let skip: UInt8 = 254, missing: UInt8 = 255
        var keyOf = [UInt8](repeating: missing, count: 256)
        for (i, value) in dictionary.alphabet.enumerated() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if SpellingSymbols.isApostrophe(scalar) {
                keyOf[i + 1] = skip
            } else if let key = letters.firstIndex(of: Character(scalar)) {
                keyOf[i + 1] = UInt8(key)
            }
        }
        let keyCount = letters.count
        var pathKeys: [UInt8] = [], pathStarts: [UInt32] = [0], wordNumbers: [UInt32] = [], pathLengths: [Float] = []
        var bucketOf: [Int] = []
        pathKeys.reserveCapacity(dictionary.codes.count)
        wordNumbers.reserveCapacity(dictionary.wordCount)
        var path: [UInt8] = []
        words: for i in 0..<dictionary.wordCount {
            path.removeAll(keepingCapacity: true)
            for code in dictionary.codes(of: i) {
                let key = keyOf[Int(code)]
                if key == skip { continue }
                if key == missing { continue words }
                if path.last != key { path.append(key) }
            }
            guard let first = path.first, let last = path.last else { continue }
            var length: Float = 0
            for j in path.indices.dropFirst() { length += GlidePath.distance(centres[Int(path[j - 1])], centres[Int(path[j])]) }
            pathKeys += path
            pathStarts.append(UInt32(pathKeys.count))
            wordNumbers.append(UInt32(i))
            pathLengths.append(length)
            bucketOf.append(Int(first) * keyCount + Int(last))
        }
        // Counting sort by bucket.
        var starts = [UInt32](repeating: 0, count: keyCount * keyCount + 1)
        for b in bucketOf { starts[b + 1] += 1 }
        for b in 0..<(keyCount * keyCount) { starts[b + 1] += starts[b] }
        var next = starts
        var order = [Int](repeating: 0, count: bucketOf.count)
        for (entry, b) in bucketOf.enumerated() {
            order[Int(next[b])] = entry
            next[b] += 1
        }
        var sortedKeys: [UInt8] = [], sortedStarts: [UInt32] = [0]
        sortedKeys.reserveCapacity(pathKeys.count)
        sortedStarts.reserveCapacity(order.count + 1)
        for entry in order {
            sortedKeys += pathKeys[Int(pathStarts[entry])..<Int(pathStarts[entry + 1])]
            sortedStarts.append(UInt32(sortedKeys.count))
        }
        keys = sortedKeys
        keyStarts = sortedStarts
        words = order.map { wordNumbers[$0] }
        lengths = order.map { pathLengths[$0] }
        bucketStarts = starts
        longestPath = zip(sortedStarts, sortedStarts.dropFirst()).map { Int($1 - $0) }.max() ?? 0
    }

    /// The entries whose path starts at key `first` and ends at key `last`.
    func entries(first: Int, last: Int) -> Range<Int> {
        let b = first * keyCount + last
        return Int(bucketStarts[b])..<Int(bucketStarts[b + 1])
    }

    /// Writes entry `entry`'s template — its path through the key centres, each inner corner pulled
    /// `cornerPull` of the way towards each of its neighbours (a finger cuts corners), resampled to
    /// `output.count` points — into `output`, using `scratch` (at least as long as the longest path).
    @inline(__always)
    func template(of entry: Int, cornerPull: Float, scratch: UnsafeMutableBufferPointer<SIMD2<Float>>, into output: UnsafeMutableBufferPointer<SIMD2<Float>>) {
        let start = Int(keyStarts[entry]), end = Int(keyStarts[entry + 1]), count = end - start
        guard cornerPull > 0, count > 2 else {
            for j in start..<end { scratch[j - start] = centres[Int(keys[j])] }
            GlidePath.resample(UnsafeBufferPointer(rebasing: scratch[0..<count]), length: lengths[entry], into: output)
            return
        }
        var previous = centres[Int(keys[start])], current = centres[Int(keys[start + 1])]
        scratch[0] = previous
        for j in 1..<(count - 1) {
            let next = centres[Int(keys[start + j + 1])]
            scratch[j] = (1 - 2 * cornerPull) * current + cornerPull * (previous + next)
            previous = current
            current = next
        }
        scratch[count - 1] = current
        let path = UnsafeBufferPointer(rebasing: scratch[0..<count])
        GlidePath.resample(path, length: GlidePath.length(path), into: output)
    }

    /// The number of keys on entry `entry`'s path.
    func pathCount(_ entry: Int) -> Int { Int(keyStarts[entry + 1] - keyStarts[entry]) }
}
