/// A message as Morse symbols, word by word, each with its code: what both the code text and the
/// keying come from. Made by encoding text (`init(encoding:)`) or decoding code (`init(decoding:)`).
///
/// ```swift
/// let message = try MorseMessage(encoding: "SOS <SK>")
/// message.code                                   // "... --- ... / ...-.-"
/// try MorseMessage(decoding: "... --- ...").text   // "SOS"
/// ```
public struct MorseMessage: Equatable, Sendable {
    /// The symbols of each word (never an empty word).
    public let symbols: [[MorseSymbol]]
    /// The codes of each word, parallel to `symbols`.
    public let codes: [[MorseCode]]

    init(symbols: [[MorseSymbol]], codes: [[MorseCode]]) {
        self.symbols = symbols
        self.codes = codes
    }

    /// The message as text: letters in upper case, signals in angle brackets, words separated by one
    /// space — e.g. `SOS HELP <SK>`.
    public var text: String {
        symbols.map { $0.map(\.description).joined() }.joined(separator: " ")
    }

    /// The message as code text: one space between letters, ` / ` between words — e.g.
    /// `... --- ... / .... . .-.. .--.` for "SOS HELP".
    public var code: String {
        var code = ""
        for (wordIndex, word) in codes.enumerated() {
            if wordIndex > 0 { code += " / " }
            for (letterIndex, letter) in word.enumerated() {
                if letterIndex > 0 { code += " " }
                code += letter.description
            }
        }
        return code
    }
}

/// Collects symbols word by word while text or code is read; empty words are never kept.
struct MorseMessageBuilder {
    private var symbols: [[MorseSymbol]] = []
    private var codes: [[MorseCode]] = []
    private var wordSymbols: [MorseSymbol] = []
    private var wordCodes: [MorseCode] = []

    mutating func append(_ symbol: MorseSymbol, code: MorseCode) {
        wordSymbols.append(symbol)
        wordCodes.append(code)
    }

    /// Ends the current word; does nothing between words, so runs of separators count once.
    mutating func endWord() {
        guard !wordSymbols.isEmpty else { return }
        symbols.append(wordSymbols)
        codes.append(wordCodes)
        wordSymbols.removeAll(keepingCapacity: true)
        wordCodes.removeAll(keepingCapacity: true)
    }

    consuming func finish() -> MorseMessage {
        endWord()
        return MorseMessage(symbols: symbols, codes: codes)
    }
}
