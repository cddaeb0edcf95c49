/// Why keyed Morse code could not be rendered as audio.
public enum MorseAudioError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSampleRate(Int)
    case invalidFrequency(Double, sampleRate: Int)
    case invalidAmplitude(Double)
    case invalidRampDuration(Double)
    /// The audio would not fit in a WAV file (its data chunk size is 32 bits).
    case tooLong(samples: Int)

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
