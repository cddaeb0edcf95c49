/// A key script for `keycraft demo --keys FILE`: what to type, as text.
///
/// Plain characters are typed as they are; line breaks only lay the script out (type Enter with
/// `<enter>`); a line starting with `#` is a comment. Named keys go in angle brackets:
/// `<tab>` `<shift-tab>` `<enter>` `<backspace>` `<esc>` `<up>` `<down>` `<left>` `<right>` `<ctrl-c>`,
/// `<ctrl-d>` (dark mode), `<ctrl-space>` (the input source: English or Korean) and any other `<ctrl-LETTER>`,
/// `<click COLUMN ROW>` (0-based cells; a press of the left button), `<drag COLUMN ROW>` (the mouse
/// moved there with the button held), `<release COLUMN ROW>` and `<lt>` for a literal `<`.
public enum KeyScript {
    public static func parse(_ script: String) throws(KeyScriptError) -> [Key] {
        var keys: [Key] = []
        // `\r\n` is one Character in Swift, so lines are split on any newline, not on "\n".
        for (lineIndex, line) in script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.hasPrefix("#") { continue }
            var rest = line[...]
            while let character = rest.first {
                let column = line.distance(from: line.startIndex, to: rest.startIndex) + 1
                guard character == "<" else {
                    keys.append(.character(character))
                    rest = rest.dropFirst()
                    continue
                }
                guard let close = rest.firstIndex(of: ">") else {
                    throw .unterminatedKeyName(line: lineIndex + 1, column: column)
                }
                let name = rest[rest.index(after: rest.startIndex)..<close]
                keys.append(try key(named: name, line: lineIndex + 1, column: column))
                rest = rest[rest.index(after: close)...]
            }
        }
        return keys
    }

    private static let namedKeys: [String: Key] = [
        "tab": .tab, "shift-tab": .backTab, "enter": .enter, "return": .enter, "backspace": .backspace,
        "esc": .escape, "up": .up, "down": .down, "left": .left, "right": .right, "ctrl-c": .interrupt,
        "lt": .character("<"), "space": .character(" "), "ctrl-space": .control(" "),
    ]

    private static func key(named name: Substring, line: Int, column: Int) throws(KeyScriptError) -> Key {
        let lowercased = name.lowercased()
        if let key = namedKeys[lowercased] { return key }
        if lowercased.hasPrefix("ctrl-"), lowercased.count == 6, let letter = lowercased.last, ("a"..."z").contains(letter) {
            return .control(letter)
        }
        let words = name.split(separator: " ")
        let mouse: [String: (Int, Int) -> Key] = [
            "click": { .click(column: $0, row: $1) }, "drag": { .drag(column: $0, row: $1) },
            "release": { .release(column: $0, row: $1) },
        ]
        guard let first = words.first, let make = mouse[first.lowercased()] else {
            throw .unknownKeyName(String(name), line: line, column: column)
        }
        guard words.count == 3, let x = Int(words[1]), let y = Int(words[2]), x >= 0, y >= 0 else {
            throw .malformedClick(String(name), line: line, column: column)
        }
        return make(x, y)
    }
}

/// What is wrong with a key script, and where (1-based line and column).
public enum KeyScriptError: Error, Equatable, CustomStringConvertible {
    case unknownKeyName(String, line: Int, column: Int)
    case unterminatedKeyName(line: Int, column: Int)
    case malformedClick(String, line: Int, column: Int)

    public var description: String {
        switch self {
        case .unknownKeyName(let name, let line, let column):
            "line \(line), column \(column): unknown key <\(name)> (write <lt> for a literal “<”)"
        case .unterminatedKeyName(let line, let column):
            "line \(line), column \(column): “<” starts a key name that has no closing “>” (write <lt> for a literal “<”)"
        case .malformedClick(let name, let line, let column):
            "line \(line), column \(column): <\(name)> must be <click COLUMN ROW> (or drag, release) with two non-negative numbers"
        }
    }
}
