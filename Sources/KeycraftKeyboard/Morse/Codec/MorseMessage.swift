/// A message as Morse symbols, word by word, each with its code: what both the code text and the
/// keying come from. Made by encoding text (`init(encoding:)`) or decoding code (`init(decoding:)`).
public struct MorseMessage: Equatable, Sendable {
    /// The symbols of each word (never an empty word).
    public let symbols: [[MorseSymbol]]
    /// The codes of each word, parallel to `symbols`.
    public let codes: [[MorseCode]]

    init(words: [[(symbol: MorseSymbol, code: MorseCode)]]) {
        let sent = words.filter { !$0.isEmpty }
        symbols = sent.map { $0.map(\.symbol) }
        codes = sent.map { $0.map(\.code) }
    }

    /// The message as text: letters in upper case, signals in angle brackets, words separated by one
    /// space — e.g. `SOS HELP <SK>`.
    public var text: String {
        symbols.map { $0.map(\.description).joined() }.joined(separator: " ")
    }

    /// The message as code text: one space between letters, ` / ` between words — e.g.
    /// `... --- ... / .... . .-.. .--.` for "SOS HELP".
    public var code: String {
        codes.map { $0.map(\.description).joined(separator: " ") }.joined(separator: " / ")
    }
}
