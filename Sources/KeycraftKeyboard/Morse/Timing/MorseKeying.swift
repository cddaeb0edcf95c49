/// The on/off keying of a message: tones and silences in order, with no trailing silence.
///
/// ```swift
/// let keying = MorseKeying(message: try MorseMessage(encoding: "ET"))
/// keying.pattern   // "=...==="
/// ```
public struct MorseKeying: Equatable, Sendable {
    /// The tones and silences, in order.
    public let segments: [MorseKeyingSegment]

    /// Keys each code of each word, with element, letter and word gaps between them.
    public init(codes: [[MorseCode]]) {
        var segments: [MorseKeyingSegment] = []
        for (wordIndex, word) in codes.enumerated() {
            if wordIndex > 0 { segments.append(.wordGap) }
            for (letterIndex, code) in word.enumerated() {
                if letterIndex > 0 { segments.append(.letterGap) }
                for (elementIndex, element) in code.elements.enumerated() {
                    if elementIndex > 0 { segments.append(.elementGap) }
                    segments.append(element == .dot ? .dot : .dash)
                }
            }
        }
        self.segments = segments
    }

    /// Keys `message`.
    public init(message: MorseMessage) {
        self.init(codes: message.codes)
    }

    /// The keying drawn with `=` per unit of tone and `.` per unit of silence: `ET` is `=...===`.
    public var pattern: String {
        var pattern = ""
        pattern.reserveCapacity(totalUnits)
        for segment in segments {
            pattern += String(repeating: segment.isTone ? "=" : ".", count: segment.units)
        }
        return pattern
    }

    /// Length in units at standard spacing.
    public var totalUnits: Int { segments.reduce(0) { $0 + $1.units } }

    /// How long the keying lasts at `speed`, in seconds.
    public func duration(at speed: MorseSpeed) -> Double {
        segments.reduce(0) { $0 + speed.duration(of: $1) }
    }
}
