/// A replacement in libphonenumber's notation (`\1-\2`, `0\1`, `(\1)`): literal text and references to a
/// match's groups.
struct PhoneNumberFormatTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case literal(String)
        case group(Int)
    }

    let source: String
    let pieces: [Piece]

    init(_ source: String) {
        self.source = source
        var pieces: [Piece] = []
        var literal = ""
        var scalars = source.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                literal.unicodeScalars.append(scalar)
                continue
            }
            guard let next = scalars.next() else {
                literal.unicodeScalars.append(scalar)
                break
            }
            if let group = next.properties.numericType == .decimal ? Int(String(next)) : nil, next.isASCII {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.group(group))
            } else {
                literal.unicodeScalars.append(next)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The text with each group reference replaced by `group(n)`.
    func apply(_ group: (Int) -> String) -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case let .literal(text): output += text
            case let .group(index): output += group(index)
            }
        }
        return output
    }

    /// This template with its first group reference (`\1`) replaced by a national-prefix formatting
    /// rule such as `0\1` or `(\1)`, whose own `\1` stands for that reference: how libphonenumber writes
    /// a national number with its national prefix.
    func replacingFirstGroup(withRule rule: String) -> PhoneNumberFormatTemplate {
        let scalars = Array(source.unicodeScalars)
        guard let index = scalars.indices.dropLast().first(where: {
            scalars[$0] == "\\" && scalars[$0 + 1].properties.numericType == .decimal && scalars[$0 + 1].isASCII
        }) else { return self }
        let reference = String(String.UnicodeScalarView(scalars[index...index + 1]))
        let expanded = PhoneNumberFormatTemplate(rule).apply { group in group == 1 ? reference : "" }
        var result = String.UnicodeScalarView(scalars[..<index])
        result.append(contentsOf: expanded.unicodeScalars)
        result.append(contentsOf: scalars[(index + 2)...])
        return PhoneNumberFormatTemplate(String(result))
    }
}
