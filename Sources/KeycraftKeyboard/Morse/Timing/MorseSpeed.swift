/// How fast Morse code is sent: a character speed in words per minute, and optionally a slower overall
/// speed reached with Farnsworth spacing.
///
/// Speeds follow the PARIS standard: the word "PARIS " is 50 units long, so one unit lasts
/// 60 s ÷ (50 × wpm) = 1.2 s ÷ wpm. Farnsworth spacing keeps the dots, dashes and gaps inside
/// characters at the character speed and stretches only the gaps between letters and words, following
/// ARRL's standard: Jon Bloom, KE3Z, "A Standard for Morse Timing Using the Farnsworth Technique",
/// QEX, April 1990. Of the 50 units of PARIS, 31 are characters and 19 are letter and word gaps, so at
/// character speed c and overall speed s those 19 units share ta = (60c − 37.2s) ÷ (s·c) seconds.
///
/// ```swift
/// let speed = try MorseSpeed(wordsPerMinute: 20, farnsworth: 10)   // characters at 20 wpm, 10 wpm overall
/// MorseKeying(message: try MorseMessage(encoding: "PARIS")).duration(at: try MorseSpeed(wordsPerMinute: 20))
/// ```
public struct MorseSpeed: Equatable, Sendable {
    /// The speed at which characters are sent.
    public let wordsPerMinute: Double
    /// The overall speed, counting the stretched gaps; equal to `wordsPerMinute` without Farnsworth.
    public let effectiveWordsPerMinute: Double

    /// A speed; throws ``MorseSpeedError`` naming the value for a speed that isn't a positive number, or
    /// a Farnsworth speed faster than the characters.
    ///
    /// - Parameters:
    ///   - wordsPerMinute: character speed, greater than 0.
    ///   - farnsworth: overall speed, greater than 0 and at most `wordsPerMinute`; nil for none.
    public init(wordsPerMinute: Double, farnsworth: Double? = nil) throws(MorseSpeedError) {
        guard wordsPerMinute.isFinite, wordsPerMinute > 0 else {
            throw .invalidWordsPerMinute(wordsPerMinute)
        }
        if let farnsworth {
            guard farnsworth.isFinite, farnsworth > 0 else { throw .invalidFarnsworth(farnsworth) }
            guard farnsworth <= wordsPerMinute else {
                throw .farnsworthFasterThanCharacters(farnsworth: farnsworth, wordsPerMinute: wordsPerMinute)
            }
        }
        self.wordsPerMinute = wordsPerMinute
        self.effectiveWordsPerMinute = farnsworth ?? wordsPerMinute
    }

    /// Units in the standard word "PARIS ", and how many of them are letter and word gaps.
    static let parisUnits = 50.0, parisSpacingUnits = 19.0

    /// Seconds per unit of the character speed: 60 s ÷ (50 × wpm) = 1.2 s ÷ wpm.
    public var unit: Double { 60 / (Self.parisUnits * wordsPerMinute) }

    /// Seconds per unit of the gaps between letters and words: `unit` without Farnsworth, else
    /// ta ÷ 19 with ta = (60c − 37.2s) ÷ (s·c) (Bloom, QEX 1990).
    public var spacingUnit: Double {
        let c = wordsPerMinute, s = effectiveWordsPerMinute
        guard s < c else { return unit }
        let totalDelay = (60 * c - 37.2 * s) / (s * c)
        return totalDelay / Self.parisSpacingUnits
    }

    /// Seconds that `segment` lasts at this speed.
    public func duration(of segment: MorseKeyingSegment) -> Double {
        Double(segment.units) * (segment.isCharacterSpacing ? spacingUnit : unit)
    }
}
