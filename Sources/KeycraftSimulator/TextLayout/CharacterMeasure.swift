import Foundation

/// How wide one character (a grapheme cluster) is, in the layout's unit: points for a simulated text
/// view, terminal cells for the playground. The caller supplies it, so one layout model serves both.
///
/// ```swift
/// let cells = CharacterMeasure { character in character.unicodeScalars.first!.value >= 0x1100 ? 2 : 1 }
/// let layout = TextLayout(viewWidth: 40, lineHeight: 1, textContainerInset: .zero, lineFragmentPadding: 0, measure: cells)
/// ```
public struct CharacterMeasure: Sendable {
    /// The advance of one character.
    public let width: @Sendable (Character) -> CGFloat

    /// A measure from a function of the character: a font's advances, or terminal cell widths.
    public init(_ width: @escaping @Sendable (Character) -> CGFloat) {
        self.width = width
    }

    /// An approximation of the system font's advances at `pointSize` (17 points is UIKit's body text):
    /// Latin and other narrow characters 0.55 em, spaces 0.25 em, Hangul, kana and CJK ideographs 1 em,
    /// emoji 1.25 em. Real advances vary by glyph; this is for layout decisions and tests, where a
    /// plausible width per character is what matters (lines that wrap, a caret that moves right).
    public static func systemFont(pointSize: CGFloat = 17) -> CharacterMeasure {
        CharacterMeasure { character in pointSize * em(character) }
    }

    private static func em(_ character: Character) -> CGFloat {
        if let ascii = character.asciiValue { return ascii == 0x20 ? 0.25 : (0x21..<0x7F).contains(ascii) ? 0.55 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if character.isWhitespace { return 0.25 }
        if first.properties.isEmojiPresentation
            || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }) {
            return 1.25
        }
        if Self.isFullWidth(first) { return 1 }
        return 0.55
    }

    /// Hangul, kana, CJK ideographs and fullwidth forms: the scripts set on a square em.
    private static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: true
        default: false
        }
    }
}
