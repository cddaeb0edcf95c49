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
        var builder = MorseMessageBuilder()
        var offset = 0, utf16Offset = 0
        /// The name read so far of a signal being written, and where its `<` was.
        var signal: (name: String, offset: Int, utf16Offset: Int)?
        for character in text {
            if let open = signal {
                if character == ">" {
                    guard let known = MorseSignal(rawValue: open.name.uppercased()) else {
                        throw .unknownSignal(open.name, offset: open.offset, utf16Offset: open.utf16Offset)
                    }
                    builder.append(.signal(known), code: table.code(for: known))
                    signal = nil
                } else if character == "<" || character.isWhitespace {
                    throw .unterminatedSignal(offset: open.offset, utf16Offset: open.utf16Offset)
                } else {
                    signal?.name.append(character)
                }
            } else if character.isWhitespace {
                builder.endWord()
            } else if character == "<" {
                signal = ("", offset, utf16Offset)
            } else {
                guard let code = table.code(for: character),
                      case .character(let decoded)? = table.symbol(for: code)
                else {
                    throw .unknownCharacter(character, offset: offset, utf16Offset: utf16Offset)
                }
                builder.append(.character(decoded), code: code)
            }
            offset += 1
            utf16Offset += character.utf16.count
        }
        if let open = signal {
            throw .unterminatedSignal(offset: open.offset, utf16Offset: open.utf16Offset)
        }
        self = builder.finish()
    }
}
