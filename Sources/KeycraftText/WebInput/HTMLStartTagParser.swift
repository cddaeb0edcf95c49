/// Reads a start tag over UTF-16 code units, so error positions are the offsets UIKit and
/// JavaScript use. Every syntax character is ASCII; values are decoded back from their code units.
struct HTMLStartTagParser {
    private let units: [UInt16]
    private var index = 0

    init(_ text: String) {
        units = Array(text.utf16)
    }

    mutating func parse() throws(HTMLTagParseError) -> HTMLStartTag {
        skipWhitespace()
        let open = index
        guard peek == Self.ascii("<") else { throw .expectedTagOpen(position: index) }
        index += 1
        let name = read { Self.isASCIIAlphanumeric($0) || $0 == Self.ascii("-") }
        guard !name.isEmpty else {
            if peek == nil { throw .unterminatedTag(position: open) }
            throw .missingTagName(position: index)
        }
        var attributes: [HTMLAttribute] = []
        var separated = false
        while true {
            separated = skipWhitespace() || separated
            guard let unit = peek else { throw .unterminatedTag(position: open) }
            if unit == Self.ascii(">") {
                index += 1
                break
            }
            if unit == Self.ascii("/"), units.indices.contains(index + 1), units[index + 1] == Self.ascii(">") {
                index += 2
                break
            }
            guard separated else { throw unexpected() }
            let attribute = try parseAttribute(tagOpen: open)
            if attributes.contains(where: { $0.name == attribute.name }) {
                throw .duplicateAttribute(name: attribute.name, position: attribute.position)
            }
            attributes.append(HTMLAttribute(attribute.name, attribute.value))
            separated = attribute.value == nil && attribute.followedByWhitespace
        }
        skipWhitespace()
        if index < units.count { throw .trailingContent(position: index) }
        return HTMLStartTag(name: name.lowercased(), attributes: attributes)
    }

    private mutating func parseAttribute(tagOpen: Int) throws(HTMLTagParseError)
        -> (name: String, value: String?, position: Int, followedByWhitespace: Bool)
    {
        let start = index
        let name = read { !Self.isWhitespace($0) && !Self.endsAttributeName($0) }.lowercased()
        guard !name.isEmpty else { throw unexpected() }
        let spaced = skipWhitespace()
        guard peek == Self.ascii("=") else { return (name, nil, start, spaced) }
        index += 1
        skipWhitespace()
        guard let unit = peek else { throw .unterminatedTag(position: tagOpen) }
        if unit == Self.ascii(">") { throw .missingAttributeValue(name: name, position: index) }
        if unit == Self.ascii("\"") || unit == Self.ascii("'") {
            let quoteStart = index
            index += 1
            guard let close = units[index...].firstIndex(of: unit) else {
                throw .unterminatedQuote(quote: Character(Unicode.Scalar(unit)!), position: quoteStart)
            }
            let value = String(decoding: units[index..<close], as: UTF16.self)
            index = close + 1
            return (name, HTMLSyntax.decodeCharacterReferences(value), start, false)
        }
        var end = index
        while end < units.count, !Self.isWhitespace(units[end]), units[end] != Self.ascii(">") {
            if Self.forbiddenInUnquotedValue(units[end]) {
                index = end
                throw unexpected()
            }
            end += 1
        }
        let value = String(decoding: units[index..<end], as: UTF16.self)
        index = end
        return (name, HTMLSyntax.decodeCharacterReferences(value), start, false)
    }

    private var peek: UInt16? {
        index < units.count ? units[index] : nil
    }

    /// The character at the current position as an error (a whole surrogate pair when there is one).
    private func unexpected() -> HTMLTagParseError {
        let rest = String(decoding: units[index...], as: UTF16.self)
        return .unexpectedCharacter(rest.first ?? "\u{FFFD}", position: index)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while let unit = peek, Self.isWhitespace(unit) { index += 1 }
        return index > start
    }

    private mutating func read(while matches: (UInt16) -> Bool) -> String {
        let start = index
        while let unit = peek, matches(unit) { index += 1 }
        return String(decoding: units[start..<index], as: UTF16.self)
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt16 {
        UInt16(character.value)
    }

    private static func isWhitespace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit).map(HTMLSyntax.isWhitespace) ?? false
    }

    private static func isASCIIAlphanumeric(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    /// `=`, `>`, `/`, quotes and `<` cannot be part of an attribute name.
    private static func endsAttributeName(_ unit: UInt16) -> Bool {
        [0x3D, 0x3E, 0x2F, 0x22, 0x27, 0x3C].contains(unit)
    }

    /// HTML forbids quotes, `<`, `=` and backtick in an unquoted value.
    private static func forbiddenInUnquotedValue(_ unit: UInt16) -> Bool {
        [0x22, 0x27, 0x3C, 0x3D, 0x60].contains(unit)
    }
}
