/// Why a start tag could not be read. Positions are UTF-16 offsets into the tag text.
public enum HTMLTagParseError: Error, Equatable, CustomStringConvertible {
    /// The text does not start with `<` (after whitespace).
    case expectedTagOpen(position: Int)
    /// `<` is not followed by a tag name.
    case missingTagName(position: Int)
    /// The text ends before the `>` of the tag opened at `position`.
    case unterminatedTag(position: Int)
    /// The quote opened at `position` is never closed.
    case unterminatedQuote(quote: Character, position: Int)
    /// `name=` with nothing after the `=`.
    case missingAttributeValue(name: String, position: Int)
    /// A character the tag's syntax does not allow there.
    case unexpectedCharacter(Character, position: Int)
    /// An attribute given twice, at the second one.
    case duplicateAttribute(name: String, position: Int)
    /// Text after the tag's closing `>`.
    case trailingContent(position: Int)
    /// The tag is well formed but is not the element asked for.
    case unexpectedTagName(expected: String, found: String)

    /// The problem and its UTF-16 offset, for a message.
    public var description: String {
        switch self {
        case .expectedTagOpen(let position):
            "expected '<' at offset \(position)"
        case .missingTagName(let position):
            "missing tag name at offset \(position)"
        case .unterminatedTag(let position):
            "tag opened at offset \(position) has no closing '>'"
        case .unterminatedQuote(let quote, let position):
            "unterminated \(quote) quote opened at offset \(position)"
        case .missingAttributeValue(let name, let position):
            "attribute '\(name)' has '=' but no value at offset \(position)"
        case .unexpectedCharacter(let character, let position):
            "unexpected '\(character)' at offset \(position)"
        case .duplicateAttribute(let name, let position):
            "duplicate attribute '\(name)' at offset \(position)"
        case .trailingContent(let position):
            "unexpected content after the tag at offset \(position)"
        case .unexpectedTagName(let expected, let found):
            "expected a <\(expected)> tag, found <\(found)>"
        }
    }
}
