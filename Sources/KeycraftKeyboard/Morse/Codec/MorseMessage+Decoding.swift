extension MorseMessage {
    /// Decodes code text with `table`.
    ///
    /// Code groups of `.` and `-` are separated by whitespace; a `/` (with or without spaces around
    /// it) separates words. Extra spaces and repeated or leading/trailing `/` are accepted. Letters
    /// decode in upper case, signals in angle brackets (`<SK>`).
    ///
    /// - Throws: `MorseCodecError.unknownCode` for a group no symbol uses, `.malformedCode` for a
    ///   group with other characters, each with the group's 0-based index. Nothing is returned
    ///   partially.
    public init(decoding code: String, table: MorseTable = .itu) throws(MorseCodecError) {
        var words: [[(symbol: MorseSymbol, code: MorseCode)]] = [[]]
        var group = 0
        var remaining = Substring(code)
        while let start = remaining.firstIndex(where: { !$0.isWhitespace }) {
            remaining = remaining[start...]
            if remaining.first == "/" {
                if !words[words.count - 1].isEmpty { words.append([]) }
                remaining = remaining.dropFirst()
                continue
            }
            let text = remaining.prefix { !$0.isWhitespace && $0 != "/" }
            remaining = remaining[text.endIndex...]
            guard text.allSatisfy({ MorseElement(symbol: $0) != nil }) else {
                throw .malformedCode(String(text), group: group)
            }
            guard let parsed = MorseCode(text), let symbol = table.symbol(for: parsed) else {
                throw .unknownCode(String(text), group: group)
            }
            words[words.count - 1].append((symbol, parsed))
            group += 1
        }
        self.init(words: words)
    }
}
