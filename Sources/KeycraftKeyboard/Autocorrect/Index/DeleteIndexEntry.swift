import Foundation

extension DeleteIndex {
    /// How an index entry's 32 bits are shared, from the top:
    ///
    /// | hash tag | frequency class (5 bits) | shortening (2 bits) | group number |
    ///
    /// - **Tag**: more bits of the delete's hash, so the entries of a bucket that belong to other
    ///   deletes are passed over without reading their groups.
    /// - **Frequency class** (``FrequencyClass``): how common the group's commonest word is, so a
    ///   lookup can leave unread the rare groups whose words could not rank among its answers.
    /// - **Shortening**: how many letters (0...2) the delete lacks from the group's prefix. A word
    ///   within one edit of the typed word shares with it a delete at most one letter shorter than
    ///   either prefix (a substitution, insertion, deletion or transposition costs each side at most
    ///   one delete), so the entries with shortening ≤ 1 of the typed prefix's deletes with
    ///   shortening ≤ 1 hold every word at distance 0 or 1 — about 5 groups of the 130 an English
    ///   lookup matches. And the two shortenings differ by no more than the words' lengths do, which
    ///   bounds what a word found through any other entry costs to reach.
    /// - **Group number**: the low bits, as many as the group count needs (16 for English).
    package struct Entry {
        /// The most groups an entry can number while keeping the other fields (and, in a lookup's
        /// deferred entries, 2 bits above them: ``DeleteIndex/Lookup``).
        package static let maxGroups = 1 << 23
        static let classBits: UInt32 = 5

        let groupMask: UInt32
        let shorteningShift: UInt32
        let classShift: UInt32
        let tagShift: UInt32
        let tagMask: UInt32

        init(groups: Int) {
            let groupBits = UInt32(max(1, groups.bitWidthNeeded))
            groupMask = groupBits >= 32 ? .max : (1 << groupBits) - 1
            shorteningShift = groupBits
            classShift = groupBits + 2
            tagShift = groupBits + 2 + Self.classBits
            tagMask = tagShift >= 32 ? 0 : ~((1 << tagShift) - 1)
        }

        /// The tag a delete with `hash` has in every entry (the hash bits just below the bucket's).
        @inline(__always)
        func tag(hash: UInt64, bucketShift: UInt64) -> UInt32 {
            (UInt32(truncatingIfNeeded: hash &>> (bucketShift &- 32)) >> tagShift) << tagShift
        }

        /// The entry for `group` under a delete with `hash`, `shortening` letters shorter than its prefix.
        func make(group: Int, shortening: Int, frequencyClass: Int, hash: UInt64, bucketShift: UInt64) -> UInt32 {
            tag(hash: hash, bucketShift: bucketShift) | UInt32(frequencyClass) << classShift
                | UInt32(shortening) << shorteningShift | UInt32(group)
        }

        // The accessors shift with masking shifts: the fields' shifts are below 32 in any index that
        // passed validation, and the compiler then need not guard against wider ones.
        @inline(__always)
        func group(_ entry: UInt32) -> UInt32 { entry & groupMask }

        @inline(__always)
        func shortening(_ entry: UInt32) -> Int { Int((entry &>> shorteningShift) & 3) }

        @inline(__always)
        func frequencyClass(_ entry: UInt32) -> Int { Int((entry &>> classShift) & 31) }
    }

    /// A group's frequency class: ⌊−log₂ p⌋ for the probability p of its commonest word (its count
    /// over all counted words), 0...31. It bounds the probability of every word of the group by
    /// 2^−class. A group with an apostrophe in a word is class 0 whatever its counts: apostrophes
    /// cost nothing to type, so such a word can outrank any other (dont → don't).
    enum FrequencyClass {
        static let commonest = 0
        static let rarest = 31

        /// The class of a group whose commonest word has probability `p`.
        ///
        /// The class is ⌊−log₂ p⌋, which the exponent of `p` gives wherever `log2` could not round
        /// across a power of two: a speller classes every word of its dictionary when it is made,
        /// and 80,000 calls of `log2` were most of that (about 1.5 ms of `suggest`'s start-up).
        static func of(probability p: Double) -> Int {
            guard p > 0 else { return rarest }
            let significand = p.significand
            if p.isNormal, significand > 1 + 1e-9, significand < 2 - 1e-9 {
                return min(rarest, max(0, -Int(p.exponent) - 1))
            }
            return Int(min(Double(rarest), max(0, (-log2(p)).rounded(.down))))
        }

        /// A probability no word of class `c` exceeds: 2^−c, widened by a millionth so that rounding
        /// (the class is computed when the file is built) never makes it too small.
        static func probabilityBound(_ c: Int) -> Double { bounds[c] }

        private static let bounds = (commonest...rarest).map { exp2(-Double($0)) * (1 + 1e-6) }
    }
}
