import Foundation

/// Renders keyed Morse code as 16-bit PCM samples of a sine tone.
///
/// ```swift
/// let keying = MorseKeying(message: try MorseMessage(encoding: "SOS"))
/// let samples = try MorseAudio.samples(for: keying, at: try MorseSpeed(wordsPerMinute: 20))
/// ```
public enum MorseAudio {
    /// The most samples a rendering may hold: what one 16-bit mono WAV file can, whose RIFF size
    /// (36 header bytes + 2 per sample) is 32 bits, so every rendering can be saved as one.
    public static let maximumSamples = (Int(UInt32.max) - 36) / 2

    /// The samples of `keying` sent at `speed` with `settings`.
    ///
    /// Each segment starts at the sample nearest its exact start time, so rounding never accumulates
    /// over a long message. Each tone starts at phase 0 and rises and falls with a raised-cosine ramp
    /// (shortened to half the tone when the tone is very short); silences are zeros.
    public static func samples(
        for keying: MorseKeying, at speed: MorseSpeed, settings: MorseToneSettings = .init()
    ) throws(MorseAudioError) -> [Int16] {
        let settings = try settings.validated()
        let rate = Double(settings.sampleRate)
        let totalSeconds = keying.duration(at: speed)
        let totalSamples = Int((totalSeconds * rate).rounded())
        guard totalSamples <= maximumSamples else { throw .tooLong(samples: totalSamples) }

        var samples = [Int16](repeating: 0, count: totalSamples)
        let peak = settings.amplitude * Double(Int16.max)
        let angularStep = 2 * Double.pi * settings.frequency / rate
        var elapsed = 0.0
        for segment in keying.segments {
            let start = Int((elapsed * rate).rounded())
            elapsed += speed.duration(of: segment)
            let end = min(Int((elapsed * rate).rounded()), totalSamples)
            guard segment.isTone, end > start else { continue }
            let length = end - start
            let ramp = min(Int((settings.rampDuration * rate).rounded()), length / 2)
            for offset in 0..<length {
                let envelope = rampEnvelope(offset: offset, length: length, ramp: ramp)
                samples[start + offset] = Int16((peak * envelope * sin(angularStep * Double(offset))).rounded())
            }
        }
        return samples
    }

    /// Gain at `offset` of a tone `length` samples long: 0.5 × (1 − cos) over the first and last
    /// `ramp` samples, 1 between. The fall mirrors the rise, so the tone ends where it began: silent.
    static func rampEnvelope(offset: Int, length: Int, ramp: Int) -> Double {
        let fromEdge = min(offset, length - 1 - offset)
        guard fromEdge < ramp else { return 1 }
        return 0.5 * (1 - cos(Double.pi * Double(fromEdge) / Double(ramp)))
    }
}
