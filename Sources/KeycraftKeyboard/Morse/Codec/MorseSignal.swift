/// The service signals of ITU-R M.1677-1 (section 1.1.3), plus SOS, each sent as one run of elements
/// with no gap between letters.
///
/// In text they are written as their letters in angle brackets, the way operators write prosigns:
/// `<SK>`. The raw value is those letters.
public enum MorseSignal: String, Sendable, Hashable, CaseIterable {
    /// Understood, `...-.`.
    case understood = "SN"
    /// Error, eight dots.
    case error = "HH"
    /// Wait, `.-...`.
    case wait = "AS"
    /// End of work, `...-.-`.
    case endOfWork = "SK"
    /// Starting signal, sent before every transmission, `-.-.-`.
    case startingSignal = "CT"
    /// The distress signal, `...---...` (ITU Radio Regulations, Appendix 15).
    case distress = "SOS"

    /// How the signal is written in text, such as `<SK>`.
    public var textRepresentation: String { "<\(rawValue)>" }
}
