import PropertyBased
import Testing
import KeycraftKeyboard

@Suite struct MorseRoundTripTests {
    /// Every character of the table in both cases, whitespace of several kinds, and the signals.
    static let tokens: [String] = {
        let characters = MorseTable.itu.entries.compactMap { entry -> Character? in
            if case .character(let character) = entry.symbol { return character }
            return nil
        }
        let lower = characters.map { String($0).lowercased() }
        let signals = MorseSignal.allCases.map { $0.textRepresentation }
        return characters.map(String.init) + lower + signals + [" ", " ", "  ", "\t", "\n"]
    }()

    /// What decoding gives back for `text`: upper case, words separated by single spaces.
    func normalized(_ text: String) -> String {
        text.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func decodingTheEncodingGivesTheNormalizedText() async {
        await propertyCheck(count: 300, input: Gen.element(of: Self.tokens).compactMap { $0 }.array(of: 0...40)) { tokens in
            let text = tokens.joined()
            let code = try MorseMessage(encoding: text).code
            #expect(try MorseMessage(decoding: code).text == normalized(text))
        }
    }

    @Test func encodingTheDecodingGivesTheCodeInCanonicalSpacing() async {
        let codes = MorseTable.itu.entries.map(\.code.description) + [" ", "   ", " / ", "/", "\n"]
        await propertyCheck(count: 300, input: Gen.element(of: codes).compactMap { $0 }.array(of: 0...30)) { pieces in
            let code = pieces.joined(separator: " ")
            let decoded = try MorseMessage(decoding: code)
            let canonical = code.split(separator: "/", omittingEmptySubsequences: true)
                .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                .filter { !$0.isEmpty }
                .joined(separator: " / ")
            #expect(try MorseMessage(encoding: decoded.text).code == canonical)
        }
    }
}
