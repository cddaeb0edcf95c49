import Foundation

/// Makes the gestures a finger might draw for a word on a ``LetterKeyLayout``, with stated noise, so
/// a decoder can be measured (and tested) without recordings of real fingers.
///
/// The noise model, in the layout's key pitch:
/// 1. **Corners**: the centre of each key of the word (a doubled letter once, apostrophes left out),
///    each moved by Gaussian noise of standard deviation ``jitter`` keys on each axis.
/// 2. **Corners cut**: each corner between two segments is replaced by a quadratic Bézier curve from
///    ``cornerCut`` keys before it to as far after it (at most 40% of either segment), the corner
///    its control point, so the finger swings round the key rather than through its centre (a right
///    angle passes about a third of the cut from the centre); the ends stay.
/// 3. **Sampling**: points along the smoothed path at steps of ``samplingStep`` points times a
///    uniform factor in 0.5...1.5 (an uneven speed), each moved by Gaussian noise of
///    ``samplingNoise`` points on each axis; the first and last touch are always reported.
/// A one-letter word is a tap: one to three touches around its jittered key centre.
///
/// ```swift
/// var random = SystemRandomNumberGenerator()
/// let gesture = GlideGestureSynthesizer.sloppy.gesture(for: "hello", using: &random)
/// ```
public struct GlideGestureSynthesizer: Sendable {
    /// The keys the gestures are drawn on.
    public var layout: LetterKeyLayout
    /// The standard deviation of each corner's displacement, in keys, per axis.
    public var jitter: Double
    /// How far before and after each corner the path leaves the straight line, in keys.
    public var cornerCut: Double
    /// The mean distance between reported touches, in points.
    public var samplingStep: Double
    /// The standard deviation of each touch's displacement, in points, per axis.
    public var samplingNoise: Double

    /// A synthesizer with the noise given.
    public init(layout: LetterKeyLayout = .iPhonePortraitEnglish, jitter: Double, cornerCut: Double = 0.5,
                samplingStep: Double = 8, samplingNoise: Double = 1.5) {
        self.layout = layout
        self.jitter = jitter
        self.cornerCut = cornerCut
        self.samplingStep = samplingStep
        self.samplingNoise = samplingNoise
    }

    /// Neat swipes: corners within about a fifth of a key.
    public static let neat = GlideGestureSynthesizer(jitter: 0.2, cornerCut: 0.5, samplingStep: 8, samplingNoise: 1.5)
    /// Sloppy swipes: corners within about a third of a key, cut wider, a shakier finger.
    public static let sloppy = GlideGestureSynthesizer(jitter: 0.33, cornerCut: 0.75, samplingStep: 8, samplingNoise: 3)

    /// A noisy gesture for `word`, or nil when a letter of it has no key.
    public func gesture(for word: String, using random: inout some RandomNumberGenerator) -> [CGPoint]? {
        var corners: [CGPoint] = []
        var previous: Character?
        for character in word.lowercased() where character != "'" && character != "\u{2019}" {
            guard let centre = layout.centre(of: character) else { return nil }
            if character != previous { corners.append(centre) }
            previous = character
        }
        guard !corners.isEmpty else { return nil }
        let pitch = Double(layout.keyPitch)
        corners = corners.map { CGPoint(x: $0.x + gaussian(jitter * pitch, &random), y: $0.y + gaussian(jitter * pitch, &random)) }
        guard corners.count > 1 else {
            let touches = Int.random(in: 1...3, using: &random)
            return (0..<touches).map { _ in noisy(corners[0], &random) }
        }
        corners = Self.cuttingCorners(corners, by: cornerCut * pitch)
        var touches = [noisy(corners[0], &random)]
        var walked = 0.0, next = samplingStep * Double.random(in: 0.5...1.5, using: &random)
        for (a, b) in zip(corners, corners.dropFirst()) {
            let length = hypot(Double(b.x - a.x), Double(b.y - a.y))
            while next <= walked + length {
                let t = (next - walked) / length
                touches.append(noisy(CGPoint(x: Double(a.x) + t * Double(b.x - a.x), y: Double(a.y) + t * Double(b.y - a.y)), &random))
                next += samplingStep * Double.random(in: 0.5...1.5, using: &random)
            }
            walked += length
        }
        touches.append(noisy(corners[corners.count - 1], &random))
        return touches
    }

    /// The polyline through `points` with each inner corner replaced by a quadratic Bézier curve
    /// from `cut` points before it to `cut` after it (at most 40% of either segment).
    static func cuttingCorners(_ points: [CGPoint], by cut: Double) -> [CGPoint] {
        guard points.count > 2 else { return points }
        func along(_ from: CGPoint, _ to: CGPoint, _ distance: Double) -> CGPoint {
            let length = hypot(Double(to.x - from.x), Double(to.y - from.y))
            let t = length > 0 ? min(0.4, distance / length) : 0
            return CGPoint(x: Double(from.x) + t * Double(to.x - from.x), y: Double(from.y) + t * Double(to.y - from.y))
        }
        var result = [points[0]]
        for i in 1..<(points.count - 1) {
            let corner = points[i]
            let entry = along(corner, points[i - 1], cut), exit = along(corner, points[i + 1], cut)
            for step in 0...8 {
                let t = Double(step) / 8, u = 1 - t
                result.append(CGPoint(x: u * u * Double(entry.x) + 2 * u * t * Double(corner.x) + t * t * Double(exit.x),
                                      y: u * u * Double(entry.y) + 2 * u * t * Double(corner.y) + t * t * Double(exit.y)))
            }
        }
        result.append(points[points.count - 1])
        return result
    }

    private func noisy(_ point: CGPoint, _ random: inout some RandomNumberGenerator) -> CGPoint {
        CGPoint(x: point.x + gaussian(samplingNoise, &random), y: point.y + gaussian(samplingNoise, &random))
    }

    /// A normal deviate of standard deviation `sigma` (Box–Muller).
    private func gaussian(_ sigma: Double, _ random: inout some RandomNumberGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &random), v = Double.random(in: 0..<1, using: &random)
        return sigma * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }
}
