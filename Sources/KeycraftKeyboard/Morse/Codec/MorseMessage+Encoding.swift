extension MorseMessage {
    /// Encodes text with `table`.
    ///
    /// Letters match in either case; any run of whitespace (spaces, tabs, line breaks) is one word
    /// gap, and leading or trailing whitespace sends nothing. A signal is written as its letters in
    /// angle brackets, `<SK>` (any case), and sent as one code with no letter gaps.
    ///
    /// - Throws: `MorseCodecError.unknownCharacter` for a character with no code (reported whole, as
    ///   a grapheme cluster, with its offset), `.unknownSignal` or `.unterminatedSignal` for a bad
    ///   `<…>`. Nothing is returned partially.
    public init(encoding text: String, table: MorseTable = .itu) throws(MorseCodecError) {
        var words: [[(symbol: MorseSymbol, code: MorseCode)]] = [[]]
        var offset = 0, utf16Offset = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            var next = text.index(after: index)
            var length = 1
            if character.isWhitespace {
                if !words[words.count - 1].isEmpty { words.append([]) }
            } else if character == "<" {
                let name = text[next...].prefix { $0 != ">" && $0 != "<" && !$0.isWhitespace }
                guard name.endIndex < text.endIndex, text[name.endIndex] == ">" else {
                    throw .unterminatedSignal(offset: offset, utf16Offset: utf16Offset)
                }
                guard let signal = MorseSignal(rawValue: name.uppercased()) else {
                    throw .unknownSignal(String(name), offset: offset, utf16Offset: utf16Offset)
                }
                words[words.count - 1].append((.signal(signal), table.code(for: signal)))
                next = text.index(after: name.endIndex)
                length = name.count + 2
            } else {
                guard let code = table.code(for: character),
                      case .character(let decoded)? = table.symbol(for: code)
                else {
                    throw .unknownCharacter(character, offset: offset, utf16Offset: utf16Offset)
                }
                words[words.count - 1].append((.character(decoded), code))
            }
            offset += length
            utf16Offset += text.utf16.distance(from: index, to: next)
            index = next
        }
        self.init(words: words)
    }
}
