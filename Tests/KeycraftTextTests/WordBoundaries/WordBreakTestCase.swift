import Testing

/// One line of WordBreakTest.txt: code points separated by ÷ (boundary) or × (no boundary).
struct WordBreakTestCase: Sendable, CustomTestStringConvertible {
    let line: Int
    let notation: String

    init(line: Int, notation: String) {
        self.line = line
        self.notation = notation
    }

    /// The text the line describes.
    var text: String {
        var scalars = String.UnicodeScalarView()
        for token in tokens {
            if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// The UTF-16 offsets marked ÷, start and end included.
    var expectedBoundaries: [Int] {
        var boundaries: [Int] = []
        var offset = 0
        for token in tokens {
            if token == "÷" {
                boundaries.append(offset)
            } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                offset += scalar.utf16.count
            }
        }
        return boundaries
    }

    var testDescription: String { "WordBreakTest.txt:\(line) \(notation)" }

    private var tokens: [Substring] { notation.split(separator: " ") }
}
