/// Polylines as glide typing compares them: a finger's path and a word's template are both resampled
/// to the same number of points spaced evenly along their length, so point `i` of one is compared
/// with point `i` of the other whatever the speed or the sampling rate (SHARK2's "proportional
/// shape matching", Kristensson & Zhai, UIST 2004).
enum GlidePath {
    /// The length of the polyline through `points`.
    static func length(_ points: UnsafeBufferPointer<SIMD2<Float>>) -> Float {
        guard points.count > 1 else { return 0 }
        var total: Float = 0
        for i in 1..<points.count { total += distance(points[i - 1], points[i]) }
        return total
    }

    @inline(__always)
    static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
        let d = a - b
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    @inline(__always)
    static func squaredDistance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
        let d = a - b
        return d.x * d.x + d.y * d.y
    }

    /// Writes `output.count` points evenly spaced along the polyline through `points` (whose length
    /// is `length`) into `output`: the first and last are the polyline's ends; a polyline of one point
    /// (or of no length) gives that point everywhere.
    static func resample(_ points: UnsafeBufferPointer<SIMD2<Float>>, length: Float, into output: UnsafeMutableBufferPointer<SIMD2<Float>>) {
        let count = output.count
        guard count > 0, let first = points.first else { return }
        guard points.count > 1, length > 0, count > 1 else {
            for i in 0..<count { output[i] = first }
            return
        }
        let step = length / Float(count - 1)
        output[0] = first
        var written = 1
        var segment = 1
        var segmentStart = points[0]
        var segmentLength = distance(points[0], points[1])
        var walked: Float = 0  // path length up to segmentStart
        while written < count - 1 {
            let target = step * Float(written)
            while walked + segmentLength < target && segment < points.count - 1 {
                walked += segmentLength
                segmentStart = points[segment]
                segment += 1
                segmentLength = distance(segmentStart, points[segment])
            }
            let t = segmentLength > 0 ? min(1, (target - walked) / segmentLength) : 0
            output[written] = segmentStart + (points[segment] - segmentStart) * t
            written += 1
        }
        output[count - 1] = points[points.count - 1]
    }
}
