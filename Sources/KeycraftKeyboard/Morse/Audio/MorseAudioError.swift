/// Why keyed Morse code could not be rendered as audio.
public enum MorseAudioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A sample rate outside 1…384,000 Hz.
    case invalidSampleRate(Int)
    /// A tone at or above half the sample rate (it would alias), or not a positive number.
    case invalidFrequency(Double, sampleRate: Int)
    /// An amplitude outside 0…1.
    case invalidAmplitude(Double)
    /// A negative or non-finite ramp.
    case invalidRampDuration(Double)
    /// The audio would not fit in a WAV file (its data chunk size is 32 bits).
    case tooLong(samples: Int)

    /// A message naming the setting and the value at fault.
    public var description: String {
        switch self {
        case .invalidSampleRate(let rate):
            "sample rate must be between 1 and \(MorseToneSettings.maximumSampleRate) Hz, got \(rate)"
        case .invalidFrequency(let frequency, let rate):
            "tone frequency must be above 0 and below half the sample rate (\(rate / 2) Hz), got \(frequency)"
        case .invalidAmplitude(let amplitude):
            "amplitude must be between 0 and 1, got \(amplitude)"
        case .invalidRampDuration(let duration):
            "ramp duration must be 0 seconds or more, got \(duration)"
        case .tooLong(let samples):
            "audio of \(samples) samples is too long for a WAV file"
        }
    }
}
