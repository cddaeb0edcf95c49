import Foundation

/// One ``GlideDecoder/candidates(for:previousWord:limit:)`` call: the gesture resampled, and the best
/// words found so far while the index's buckets are read.
struct GlideSearch {
    struct Found {
        let entry: Int
        let score: Float
        let exact: Bool

        /// Exact traces first, then the higher score, then the earlier word (for a stable answer).
        func ranks(before other: Found, _ index: GlideIndex) -> Bool {
            if exact != other.exact { return exact }
            if score != other.score { return score > other.score }
            return index.words[entry] < index.words[other.entry]
        }
    }

    let decoder: GlideDecoder
    let limit: Int
    let context: Int?
    let contextTotal: Double
    private(set) var best: [Found] = []

    init(decoder: GlideDecoder, limit: Int, context: Int?, contextTotal: Double) {
        self.decoder = decoder
        self.limit = limit
        self.context = context
        self.contextTotal = contextTotal
        best.reserveCapacity(limit + 1)
    }

    /// The score a word must beat to enter the answer: −∞ while it has room, +∞ once it is full of
    /// exact traces (only another exact trace gets in).
    private var bar: Float {
        guard best.count >= limit else { return -.infinity }
        return best[limit - 1].exact ? .infinity : best[limit - 1].score
    }

    /// ln P(word) for index entry `entry`: the unigram, or the mix with the bigram after the context.
    @inline(__always)
    private func prior(_ entry: Int) -> Float {
        let unigram = decoder.logUnigram[entry]
        guard let context else { return unigram }
        let word = Int(decoder.index.words[entry])
        let p = 0.5 * decoder.dictionary.bigramCount(context, word) / contextTotal + 0.5 * Double(exp(unigram))
        return Float(log(max(p, 1e-300)))
    }

    /// Scores the words the gesture could be — with `exhaustive`, every word, none pruned.
    mutating func run(gesture raw: UnsafeBufferPointer<SIMD2<Float>>, exhaustive: Bool = false) {
        let index = decoder.index
        let n = GlideDecoder.sampleCount
        let pitch = Float(decoder.layout.keyPitch)
        let length = GlidePath.length(raw)
        withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: 3 * n + max(1, index.longestPath)) { memory in
            let gesture = UnsafeMutableBufferPointer(rebasing: memory[0..<n])
            let gestureShape = UnsafeMutableBufferPointer(rebasing: memory[n..<(2 * n)])
            let template = UnsafeMutableBufferPointer(rebasing: memory[(2 * n)..<(3 * n)])
            let scratch = UnsafeMutableBufferPointer(rebasing: memory[(3 * n)...])
            GlidePath.resample(raw, length: length, into: gesture)
            // The length compared with templates is the resampled path's: a shaky finger's small
            // zigzags add to the raw length, not to the shape.
            let smoothLength = GlidePath.length(UnsafeBufferPointer(gesture))
            Self.normalise(UnsafeBufferPointer(gesture), pitch: pitch, into: gestureShape)
            let starts = exhaustive ? Array(0..<index.keyCount) : nearKeys(gesture[0], pitch: pitch)
            let ends = exhaustive ? Array(0..<index.keyCount) : nearKeys(gesture[n - 1], pitch: pitch)
            let tolerance = exhaustive ? Float.infinity : decoder.lengthTolerance(smoothLength)
            let locationScale = 1 / (Float(n) * pitch), exactDistance = decoder.scoring.exactTolerance * pitch
            let locationWeight = 0.5 / (decoder.scoring.locationSigma * decoder.scoring.locationSigma)
            let shapeWeight = 0.5 / (decoder.scoring.shapeSigma * decoder.scoring.shapeSigma)
            let endWeight = 0.5 / (decoder.scoring.endSigma * decoder.scoring.endSigma * pitch * pitch)
            // Only a gesture that starts and ends on key centres can be a word's exact trace; then
            // each word's uncut path is compared with it first.
            let mayBeExact = [gesture[0], gesture[n - 1]].allSatisfy { point in
                index.centres.contains { GlidePath.distance($0, point) <= exactDistance }
            }
            for first in starts {
                for last in ends {
                    for entry in index.entries(first: first, last: last) {
                        guard abs(index.lengths[entry] - smoothLength) <= tolerance + decoder.scoring.lengthShare * max(0, index.lengths[entry] - smoothLength) else { continue }
                        var exact = false
                        if mayBeExact {
                            index.template(of: entry, cornerPull: 0, scratch: scratch, into: template)
                            exact = (0..<n).allSatisfy { GlidePath.distance(gesture[$0], template[$0]) <= exactDistance }
                        }
                        index.template(of: entry, cornerPull: decoder.scoring.cornerPull, scratch: scratch, into: template)
                        let ends = GlidePath.squaredDistance(gesture[0], template[0]) + GlidePath.squaredDistance(gesture[n - 1], template[n - 1])
                        // The prior and the ends, known before the points are compared.
                        let base = prior(entry) - endWeight * ends
                        // The location distance a few points at a time, dropping the word once even
                        // a perfect rest (and a perfect shape) could not lift it over the bar.
                        var sum: Float = 0, at = 0, dropped = false
                        while at < n {
                            let end = min(at + 8, n)
                            for k in at..<end { sum += GlidePath.distance(gesture[k], template[k]) }
                            at = end
                            if !exact && !exhaustive {
                                let location = sum * locationScale
                                if base - locationWeight * location * location <= bar {
                                    dropped = true
                                    break
                                }
                            }
                        }
                        if dropped { continue }
                        let location = sum * locationScale
                        let shape = Self.shapeDistance(UnsafeBufferPointer(gestureShape), template, pitch: pitch)
                        let score = base - locationWeight * location * location - shapeWeight * shape * shape
                        insert(Found(entry: entry, score: score, exact: exact))
                    }
                }
            }
        }
    }

    /// The keys whose centres are within the scoring's end radius of `point` (the nearest key
    /// at least, for a point far off the keyboard).
    private func nearKeys(_ point: SIMD2<Float>, pitch: Float) -> [Int] {
        let centres = decoder.index.centres
        let radius = decoder.scoring.endRadius * pitch
        var near: [Int] = []
        var nearest = 0
        for (key, centre) in centres.enumerated() {
            let d = GlidePath.distance(point, centre)
            if d <= radius { near.append(key) }
            if d < GlidePath.distance(point, centres[nearest]) { nearest = key }
        }
        return near.isEmpty ? [nearest] : near
    }

    private mutating func insert(_ found: Found) {
        let index = decoder.index
        guard best.count < limit || found.ranks(before: best[limit - 1], index) else { return }
        var at = best.count
        while at > 0 && found.ranks(before: best[at - 1], index) { at -= 1 }
        best.insert(found, at: at)
        if best.count > limit { best.removeLast() }
    }

    /// `points` moved to their centroid and scaled so their bounding box's larger side is 1 (or
    /// scaled as a key long, when smaller than a key).
    static func normalise(_ points: UnsafeBufferPointer<SIMD2<Float>>, pitch: Float, into output: UnsafeMutableBufferPointer<SIMD2<Float>>) {
        var low = points[0], high = points[0], sum = SIMD2<Float>(0, 0)
        for p in points {
            low = pointwiseMin(low, p)
            high = pointwiseMax(high, p)
            sum += p
        }
        let centroid = sum / Float(points.count)
        let size = high - low
        let scale = 1 / max(size.x, size.y, pitch)
        for (i, p) in points.enumerated() { output[i] = (p - centroid) * scale }
    }

    /// The mean distance between the normalised gesture and `template` once normalised too.
    @inline(__always)
    static func shapeDistance(_ gestureShape: UnsafeBufferPointer<SIMD2<Float>>, _ template: UnsafeMutableBufferPointer<SIMD2<Float>>, pitch: Float) -> Float {
        normalise(UnsafeBufferPointer(template), pitch: pitch, into: template)
        var sum: Float = 0
        for k in 0..<gestureShape.count { sum += GlidePath.distance(gestureShape[k], template[k]) }
        return sum / Float(gestureShape.count)
    }

    /// The words found, best first.
    func answer() -> [GlideCandidate] {
        best.map { GlideCandidate(word: decoder.dictionary.word(at: Int(decoder.index.words[$0.entry])), score: Double($0.score)) }
    }
}
