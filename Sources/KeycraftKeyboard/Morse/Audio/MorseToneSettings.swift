/// How keyed Morse code sounds: sample rate, tone pitch, loudness and the ramps that shape each tone.
public struct MorseToneSettings: Equatable, Sendable {
    /// Samples per second; 8000 (telephone quality) by default, 44100 for CD quality.
    public var sampleRate: Int
    /// Tone pitch in hertz; 650 Hz by default, in the 600–700 Hz range operators are used to.
    public var frequency: Double
    /// Peak amplitude as a fraction of full scale, in 0...1.
    public var amplitude: Double
    /// Length of the raised-cosine rise and fall of each tone, in seconds. A tone switched on and off
    /// abruptly clicks (it splatters energy across the spectrum); 5 ms ramps keep it clean.
    public var rampDuration: Double

    /// Settings; ``validated()`` checks them before any audio is made.
    public init(sampleRate: Int = 8000, frequency: Double = 650, amplitude: Double = 0.8, rampDuration: Double = 0.005) {
        self.sampleRate = sampleRate
        self.frequency = frequency
        self.amplitude = amplitude
        self.rampDuration = rampDuration
    }

    /// Checks that the settings describe a tone that can be sampled.
    public func validated() throws(MorseAudioError) -> MorseToneSettings {
        guard sampleRate > 0, sampleRate <= MorseToneSettings.maximumSampleRate else {
            throw .invalidSampleRate(sampleRate)
        }
        // Nyquist: a tone at or above half the sample rate cannot be represented (it would alias).
        guard frequency.isFinite, frequency > 0, frequency < Double(sampleRate) / 2 else {
            throw .invalidFrequency(frequency, sampleRate: sampleRate)
        }
        guard amplitude.isFinite, (0...1).contains(amplitude) else { throw .invalidAmplitude(amplitude) }
        guard rampDuration.isFinite, rampDuration >= 0 else { throw .invalidRampDuration(rampDuration) }
        return self
    }

    /// The highest sample rate accepted (384 kHz, the highest in common audio hardware).
    public static let maximumSampleRate = 384_000
}
