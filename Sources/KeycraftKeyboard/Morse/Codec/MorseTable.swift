/// The Morse code table of Recommendation ITU-R M.1677-1 (10/2009), "International Morse code",
/// section 1.1: letters, É, figures, punctuation and the service signals.
///
/// Lookups in both directions are constant time per element: characters through a dictionary, codes
/// through an array indexed by their position in the dichotomic tree (`MorseCode.treeIndex`).
///
/// ```swift
/// MorseTable.itu.code(for: "A")?.description    // ".-"
/// MorseTable.itu.symbol(for: MorseCode("...-.-")!)   // .signal(.endOfWork)
/// ```
public struct MorseTable: Sendable {
    /// The ITU-R M.1677-1 table.
    public static let itu = MorseTable(entries: ituEntries, aliases: ituAliases)

    /// Every symbol with its code, in the order of the Recommendation.
    public let entries: [(symbol: MorseSymbol, code: MorseCode)]

    private let codesByCharacter: [Character: MorseCode]
    /// The codes of ASCII characters, lower-case letters included: most text needs no hashing.
    private let codesByASCII: [MorseCode?]
    private let symbolsByTreeIndex: [MorseSymbol?]
    /// Whether some entry's code starts with the code at that tree index.
    private let prefixesByTreeIndex: [Bool]

    /// Builds a table. Each code must belong to one symbol; `aliases` are characters sent with
    /// another character's code (M.1677-1 sends the multiplication sign × as the letter X).
    init(entries: [(MorseSymbol, String)], aliases: [Character: Character] = [:]) {
        let parsed = entries.map { symbol, text in
            guard let code = MorseCode(text) else { preconditionFailure("malformed table code \(text)") }
            return (symbol: symbol, code: code)
        }
        self.entries = parsed
        let longest = parsed.map(\.code.count).max() ?? 0
        var symbols = [MorseSymbol?](repeating: nil, count: 2 << longest)
        var prefixes = [Bool](repeating: false, count: 2 << longest)
        var codes: [Character: MorseCode] = [:]
        for (symbol, code) in parsed {
            precondition(symbols[Int(code.treeIndex)] == nil, "duplicate table code \(code)")
            symbols[Int(code.treeIndex)] = symbol
            var index = code.treeIndex
            while index > 0 {
                prefixes[Int(index)] = true
                index >>= 1
            }
            if case .character(let character) = symbol { codes[character] = code }
        }
        for (alias, character) in aliases {
            codes[alias] = codes[character]
        }
        codesByCharacter = codes
        codesByASCII = (0..<128).map { value in
            let character = Character(Unicode.Scalar(UInt8(value)))
            return codes[character] ?? codes[Character(character.uppercased())]
        }
        symbolsByTreeIndex = symbols
        prefixesByTreeIndex = prefixes
    }

    /// The code sent for `character`, or nil if the table has none.
    ///
    /// Letters match in either case. Characters compare by canonical equivalence, so `e` followed by
    /// U+0301 COMBINING ACUTE ACCENT is the same character as the precomposed `é`.
    public func code(for character: Character) -> MorseCode? {
        if let ascii = character.asciiValue { return codesByASCII[Int(ascii)] }
        if let code = codesByCharacter[character] { return code }
        let upper = character.uppercased()
        guard upper.count == 1, let first = upper.first else { return nil }
        return codesByCharacter[first]
    }

    /// The code of a service signal.
    public func code(for signal: MorseSignal) -> MorseCode {
        guard let entry = entries.first(where: { $0.symbol == .signal(signal) }) else {
            preconditionFailure("signal \(signal) missing from the table")
        }
        return entry.code
    }

    /// The character or signal `code` stands for (letters in upper case), or nil if none.
    public func symbol(for code: MorseCode) -> MorseSymbol? {
        let index = code.treeIndex
        return index < UInt64(symbolsByTreeIndex.count) ? symbolsByTreeIndex[Int(index)] : nil
    }

    /// Whether some character or signal's code starts with `code`: a keyboard uses it to know whether
    /// more elements can still complete a character. The empty code is a prefix; a complete code is
    /// a prefix of itself.
    public func isPrefix(_ code: MorseCode) -> Bool {
        let index = code.treeIndex
        return index < UInt64(prefixesByTreeIndex.count) && prefixesByTreeIndex[Int(index)]
    }
}
