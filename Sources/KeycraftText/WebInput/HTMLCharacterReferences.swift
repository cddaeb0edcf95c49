/// HTML's character references, decoded as the WHATWG HTML Standard's tokenizer decodes them in an
/// attribute value: the named references of its table (generated into
/// `HTMLNamedCharacterReferenceTable`), and numeric references with the standard's replacements.
public enum HTMLCharacterReferences {
    /// The characters `name` stands for (`"lbrack;"` → `"["`, `"amp"` → `"&"`), or nil when the
    /// standard has no such name. Names are case-sensitive; a name without its `;` exists only for the
    /// legacy references the standard lists that way.
    public static func character(named name: String) -> String? {
        table[name]
    }

    /// The number of names in the table (with and without `;` counted apart), 2,231.
    public static var count: Int { table.count }

    /// `text` with its character references decoded as in an attribute value. Never fails: text that is
    /// not a reference stays as written.
    public static func decodeAttributeValue(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var decoded = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&" else {
                decoded.append(scalars[index])
                index += 1
                continue
            }
            if let (replacement, end) = numericReference(in: scalars, at: index + 1) ?? namedReference(in: scalars, at: index + 1) {
                decoded.append(contentsOf: replacement.unicodeScalars)
                index = end
            } else {
                decoded.append("&")
                index += 1
            }
        }
        return String(decoded)
    }

    /// The longest name of the table that starts at `start`, as the tokenizer matches it. In an attribute
    /// value a match without `;` followed by `=` or an ASCII letter or digit is left as written.
    private static func namedReference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var end = start
        while end < scalars.count, end - start < HTMLNamedCharacterReferenceTable.longestName, isASCIIAlphanumeric(scalars[end]) {
            end += 1
        }
        if end < scalars.count, scalars[end] == ";", end - start < HTMLNamedCharacterReferenceTable.longestName { end += 1 }
        while end > start {
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[start..<end])
            if let replacement = table[String(name)] {
                if scalars[end - 1] != ";", end < scalars.count, scalars[end] == "=" || isASCIIAlphanumeric(scalars[end]) {
                    return nil
                }
                return (replacement, end)
            }
            end -= 1
        }
        return nil
    }

    /// `#` then decimal digits, or `#x` / `#X` then hex digits, and an optional `;`. Zero, a surrogate or
    /// a value past U+10FFFF is U+FFFD; 0x80…0x9F are read as Windows-1252, as the standard says.
    private static func numericReference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        guard start < scalars.count, scalars[start] == "#" else { return nil }
        var index = start + 1
        var radix: UInt32 = 10
        if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
            radix = 16
            index += 1
        }
        var value: UInt32 = 0
        let digitsStart = index
        while index < scalars.count, let digit = asciiDigit(scalars[index], radix: radix) {
            value = min(value * radix + digit, 0x110000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        let replacement: Unicode.Scalar
        if let windows1252 = windows1252[value] {
            replacement = windows1252
        } else if value == 0 || value > 0x10FFFF {
            replacement = "\u{FFFD}"
        } else {
            replacement = Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        return (String(Character(replacement)), index)
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f" where radix == 16: scalar.value - 0x61 + 10
        case "A"..."F" where radix == 16: scalar.value - 0x41 + 10
        default: nil
        }
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }

    /// The WHATWG table's replacements for numeric references to C1 controls.
    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    /// The generated table, read on first use.
    private static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(HTMLNamedCharacterReferenceTable.count)
        for line in HTMLNamedCharacterReferenceTable.packed.split(separator: "\n") {
            let parts = line.split(separator: " ")
            var characters = String.UnicodeScalarView()
            for hex in parts[1].split(separator: ",") {
                characters.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            }
            table[String(parts[0])] = String(characters)
        }
        return table
    }()
}
