/// Why a `MorseSpeed` could not be made.
public enum MorseSpeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The character speed is not a number greater than 0.
    case invalidWordsPerMinute(Double)
    /// The Farnsworth overall speed is not a number greater than 0.
    case invalidFarnsworth(Double)
    /// The Farnsworth overall speed is above the character speed (spacing can only slow sending down).
    case farnsworthFasterThanCharacters(farnsworth: Double, wordsPerMinute: Double)

    /// A message naming the speed at fault.
    public var description: String {
        switch self {
        case .invalidWordsPerMinute(let wpm):
            "words per minute must be a number greater than 0, got \(wpm)"
        case .invalidFarnsworth(let farnsworth):
            "Farnsworth speed must be a number greater than 0, got \(farnsworth)"
        case .farnsworthFasterThanCharacters(let farnsworth, let wpm):
            "Farnsworth speed \(farnsworth) must not exceed the character speed \(wpm) words per minute"
        }
    }
}
