import Foundation
import KeycraftText

/// The rows of keys the system keyboard shows for a keyboard type, on its first plane.
///
/// The keys beyond the letters come from ``KeyboardCharacters/prominentKeys`` (what each type puts
/// first), so the layout and validation agree on what a keyboard can type. Full keyboards carry the
/// globe key; pads have none and no return key, as on iPhone.
public struct KeyboardKeyLayout: Equatable, Sendable {
    public var rows: [[KeyboardKey]]
    public var hasGlobeKey: Bool

    public init(keyboardType: KeyboardType, locale: Locale = Locale(identifier: "en_US")) {
        let characters = keyboardType.characters(in: locale)
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad:
            rows = Self.padRows(characters.prominentKeys, keyboardType: keyboardType)
            hasGlobeKey = false
        case .numbersAndPunctuation:
            let keys = characters.prominentKeys.map(KeyboardKey.text)
            rows = [Array(keys[0..<10]), Array(keys[10..<20]), [.planeSwitch("#+=")] + keys[20...] + [.delete],
                    [.planeSwitch("ABC"), .globe, .space, .returnKey]]
            hasGlobeKey = true
        default:
            let bottom = characters.prominentKeys.map { $0 == " " ? KeyboardKey.space : .text($0) }
            rows = Self.letterRows + [[.planeSwitch("123"), .globe] + (bottom.contains(.space) ? bottom : [.space] + bottom) + [.returnKey]]
            hasGlobeKey = true
        }
    }

    /// ``LetterKeyRows/qwerty``, which autocorrect's key geometry also reads.
    private static let letterRows: [[KeyboardKey]] = [
        LetterKeyRows.qwerty[0].map { .text(String($0)) },
        LetterKeyRows.qwerty[1].map { .text(String($0)) },
        [.shift] + LetterKeyRows.qwerty[2].map { .text(String($0)) } + [.delete],
    ]

    /// Three keys a row in the pad's order, the last row ending with delete (a phone pad's `+*#`
    /// symbols share the key left of 0, as on iPhone).
    private static func padRows(_ keys: [String], keyboardType: KeyboardType) -> [[KeyboardKey]] {
        let digits = keys.prefix(10).map(KeyboardKey.text)
        let extra: KeyboardKey = switch keyboardType {
        case .decimalPad: .text(keys[10])
        case .phonePad: .planeSwitch("+*#")
        default: .planeSwitch("")
        }
        return [Array(digits[1...3]), Array(digits[4...6]), Array(digits[7...9]), [extra, digits[0], .delete]]
    }
}
