import Foundation
import KeycraftText

extension BindingEdit {
    /// Where the edit most likely came from, for the rules (which treat a paste, a keystroke and an input
    /// method's commit differently). A binding doesn't say, so it is read off the edit:
    /// - nothing inserted: `.deletion` (backspace, cut, the app clearing the field);
    /// - one Hangul syllable or jamo replaced by Hangul: `.compositionCommit`. SwiftUI reports Korean
    ///   composition through the binding as if it were committed (`하` → `한` → `하나`); when a syllable
    ///   splits (`한` + `ㅏ` → `하나`) and the text would overflow a length limit, the part that fits is
    ///   kept, as UIKit keeps the part of a committed composition that fits, instead of refusing the
    ///   keystroke and leaving the consonant stuck on the wrong syllable;
    /// - one grapheme cluster: `.typing` (a key, or typing over a selection);
    /// - more: `.paste` (a paste, AutoFill, dictation, a suggestion: text that arrives at once, which a
    ///   field's `PastePolicy` may filter or cut to fit).
    public func source(in previous: String) -> EditSource {
        source { try? EditableText(previous).substring(in: $0) }
    }

    /// ``source(in:)`` on the text as the session holds it, which needs no copy to read the replaced part.
    func source(in previous: EditableText) -> EditSource {
        source { try? previous.substring(in: $0) }
    }

    /// `replaced` reads the previous text in a range; it is asked only for a Hangul edit.
    private func source(replaced: (NSRange) -> String?) -> EditSource {
        if range.length > 0, let first = replacement.first, Self.isHangul(first), let replaced = replaced(range),
            replaced.count == 1, let syllable = replaced.first, Self.isHangul(syllable)
        {
            return .compositionCommit
        }
        return .proposed(replacement: replacement)
    }

    /// Whether every scalar of a cluster is a Hangul syllable or jamo (conjoining, compatibility, extended).
    static func isHangul(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xD7B0...0xD7FB: true
            default: false
            }
        }
    }
}
