/// Compiles a mask's format string (InputMask's notation) into its chain of states.
///
/// - `[…]` blocks hold notation characters. A block mixing kinds is split into runs of one kind
///   (`[000AA]` is `[000][AA]`), each run puts its mandatory positions before its optional ones
///   (`[0909]` is `[0099]`), and an ellipsis goes to the end of its block, repeating the kind before it
///   (`[…]` alone accepts letters and digits).
/// - `{…}` blocks hold fixed characters that belong to the extracted value.
/// - Characters outside brackets are fixed and not extracted; `\` makes the next character literal.
enum MaskCompiler {
    static func compile(_ format: String, notations: [MaskNotation]) throws(MaskFormatError) -> [MaskState] {
        if format.isEmpty { throw .emptyFormat }
        var states: [MaskState] = []
        var block: (opener: Character, position: Int, characters: [(Character, Int)])?
        var escaping: Int?

        for (position, character) in format.enumerated() {
            if escaping != nil {
                escaping = nil
                states.append(.fixed(character, isExtracted: block != nil))
                block?.characters.append((character, position))
                continue
            }
            guard let open = block else {
                switch character {
                case "\\": escaping = position
                case "[", "{": block = (character, position, [])
                case "]", "}": throw .unexpectedClosingBracket(character, position: position)
                default: states.append(.fixed(character, isExtracted: false))
                }
                continue
            }
            switch character {
            case "[", "{":
                throw .nestedBracket(character, position: position)
            case "]" where open.opener == "[", "}" where open.opener == "{":
                if open.characters.isEmpty { throw .emptyBlock(position: open.position) }
                if open.opener == "[" { states += try valueStates(open.characters, notations: notations) }
                block = nil
            case "]", "}":
                throw .unexpectedClosingBracket(character, position: position)
            case "\\" where open.opener == "{":
                escaping = position
            default:
                if open.opener == "{" { states.append(.fixed(character, isExtracted: true)) }
                block?.characters.append((character, position))
            }
        }
        if let escape = escaping { throw .danglingEscape(position: escape) }
        if let open = block { throw .unclosedBracket(open.opener, position: open.position) }
        return states
    }

    /// The states of one `[]` block: split into runs of one kind, mandatory before optional, ellipsis last.
    private static func valueStates(
        _ characters: [(Character, Int)], notations: [MaskNotation]
    ) throws(MaskFormatError) -> [MaskState] {
        var runs: [[MaskNotation]] = []
        var hasEllipsis = false
        for (character, position) in characters {
            if character == MaskNotation.ellipsis {
                hasEllipsis = true
                continue
            }
            guard let notation = notation(for: character, in: notations) else {
                throw .unknownBlockCharacter(character, position: position)
            }
            if let last = runs.last?.last, last.characterSet == notation.characterSet {
                runs[runs.count - 1].append(notation)
            } else {
                runs.append([notation])
            }
        }
        var states: [MaskState] = runs.flatMap { run in
            (run.filter { !$0.isOptional } + run.filter(\.isOptional)).map {
                MaskState.value($0.characterSet, isOptional: $0.isOptional)
            }
        }
        if hasEllipsis {
            states.append(.ellipsis(runs.last?.last?.characterSet ?? .alphanumerics))
        }
        return states
    }

    /// A custom notation wins over a built-in one with the same character.
    private static func notation(for character: Character, in notations: [MaskNotation]) -> MaskNotation? {
        notations.first { $0.character == character }
            ?? MaskNotation.builtIn.first { $0.character == character }
    }
}
