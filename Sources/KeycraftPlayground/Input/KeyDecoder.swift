/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Understands UTF-8 text, the C0 controls the playground uses, CSI arrows and Shift-Tab (`ESC [ Z`),
/// and xterm's SGR mouse reports (mode 1006: `ESC [ < button ; column ; row M`, `m` on release; with
/// mode 1002, motion with the button held is reported with 32 added to the button).
/// Bytes that arrive split across reads are kept until the rest comes; unknown sequences are dropped
/// whole rather than typed as text.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys completed by `bytes`.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// A lone Escape is ambiguous until no more bytes come: call this when the input goes quiet.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The key starting at `index` and how many bytes it took; nil when more bytes are needed.
    /// A nil key with a length consumes an unrecognised sequence.
    static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x03: return (.interrupt, 1)
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x08, 0x7F: return (.backspace, 1)
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        // Ctrl-Space sends NUL: the input-source switch.
        case 0x00: return (.control(" "), 1)
        case 0x00..<0x20: return (nil, 1)
        default: return utf8Character(at: index, in: bytes)
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        guard bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") else {
            // Escape then something else: the user pressed Esc, then typed.
            return (.escape, 1)
        }
        // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let final = bytes[end]
        let length = end - index + 1
        switch (parameters, final) {
        case ("", UInt8(ascii: "A")): return (.up, length)
        case ("", UInt8(ascii: "B")): return (.down, length)
        case ("", UInt8(ascii: "C")): return (.right, length)
        case ("", UInt8(ascii: "D")): return (.left, length)
        case ("", UInt8(ascii: "Z")): return (.backTab, length)
        case (_, UInt8(ascii: "M")) where parameters.hasPrefix("<"), (_, UInt8(ascii: "m")) where parameters.hasPrefix("<"):
            return (mouseReport(parameters.dropFirst(), isRelease: final == UInt8(ascii: "m")), length)
        default: return (nil, length)
        }
    }

    /// The left button's press (button 0), drag (button 0 with the motion flag 32) and release (`m`);
    /// other buttons, wheels and motion without a button are ignored. Modifier bits (4, 8, 16) don't matter.
    private static func mouseReport(_ parameters: Substring, isRelease: Bool) -> Key? {
        let fields = parameters.split(separator: ";").map { Int($0) }
        guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2], column >= 1, row >= 1
        else { return nil }
        switch (button & ~(4 | 8 | 16), isRelease) {
        case (0, false): return .click(column: column - 1, row: row - 1)
        case (32, false): return .drag(column: column - 1, row: row - 1)
        case (0, true): return .release(column: column - 1, row: row - 1)
        default: return nil
        }
    }

    private static func utf8Character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        let length = switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        case 0x80...0xFF: 0
        default: 1
        }
        guard length > 0 else { return (nil, 1) }
        guard index + length <= bytes.count else { return nil }
        let scalars = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        guard let character = scalars.first, scalars.unicodeScalars.first?.value != 0xFFFD else { return (nil, 1) }
        return (.character(character), length)
    }
}
