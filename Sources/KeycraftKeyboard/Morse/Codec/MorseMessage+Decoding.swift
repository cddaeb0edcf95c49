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
        // Code is ASCII, so it is read scalar by scalar: cheaper than grapheme clusters, and a
        // combining mark after a space makes a malformed group instead of hiding inside the space.
        let scalars = code.unicodeScalars
        var builder = MorseMessageBuilder()
        var group = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if isWhitespace(scalar) {
                index = scalars.index(after: index)
                continue
            }
            if scalar == "/" {
                builder.endWord()
                index = scalars.index(after: index)
                continue
            }
            let start = index
            var parsed: MorseCode? = .empty
            var isWellFormed = true
            while index < scalars.endIndex, scalars[index] != "/", !isWhitespace(scalars[index]) {
                switch scalars[index] {
                case ".": parsed = parsed?.appending(.dot)
                case "-": parsed = parsed?.appending(.dash)
                default: isWellFormed = false
                }
                index = scalars.index(after: index)
            }
            guard isWellFormed else { throw .malformedCode(String(scalars[start..<index]), group: group) }
            guard let parsed, let symbol = table.symbol(for: parsed) else {
                throw .unknownCode(String(scalars[start..<index]), group: group)
            }
            builder.append(symbol, code: parsed)
            group += 1
        }
        self = builder.finish()
    }
}

/// Unicode White_Space, as `Character.isWhitespace` tests it, with the ASCII cases answered directly.
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
}
