/// What the Morse keyboard's preview shows for the letter in progress: its code and the character it
/// stands for, or that it stands for none yet.
public struct MorseKeyboardPreview: Sendable, Hashable, CustomStringConvertible {
    /// The dots and dashes of the letter in progress.
    public let code: MorseCode
    /// The character or signal the code stands for; nil when none does.
    public let symbol: MorseSymbol?

    /// `.-  A`, or `..--  (none)`; empty when no letter is in progress.
    public var description: String {
        code.isEmpty ? "" : "\(code)  \(symbol.map(\.description) ?? "(none)")"
    }
}
