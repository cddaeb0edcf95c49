import Foundation

/// The head of a field's current text as its mask sees it: every character up to where the mask's
/// ellipsis takes over (all of a mask without one), each known as a value or a fixed character.
///
/// It answers two questions of the formatter: which characters a backspace deletes, and whether an edit
/// can be formatted locally. After an ellipsis state every character is a value and the state never
/// changes, so an edit there (or one whose effect settles there) only needs the edit's own characters
/// walked: a keystroke in a 1 KB `[0…]` field costs what it costs in a 10-character one.
struct MaskHead {
    let mask: Mask
    let text: String
    /// The head's characters: UTF-16 offset, width, and whether each is a value.
    private(set) var characters: [(offset: Int, width: Int, isValue: Bool)] = []
    /// The UTF-16 offset where the ellipsis takes over, when the text gets that far.
    private(set) var absorbingFrom: Int?
    /// The walked head is exactly what the mask makes of it (the text is the formatter's own output).
    private(set) var isOwnOutput = false

    init(of text: String, mask: Mask) {
        self.mask = mask
        self.text = text
        var walk = MaskWalk(mask: mask, gravity: .forward, recordsRoles: true)
        let skipped = MaskLiteralPrefix.begin(
            &walk, head: Array(text.prefix(mask.literalPrefix.count + 1)), inputCaret: .max
        ) { text.reduce(0) { $0 + (MaskCharacterSet.alphanumerics.contains($1) ? 1 : 0) } }
        var consumed = skipped.utf16
        if !walk.isAbsorbing {
            for character in text.dropFirst(skipped.characters) {
                walk.feed(character)
                consumed += character.utf16.count
                if walk.isAbsorbing { break }
            }
        }
        guard consumed == walk.outputUTF16, text.utf16.prefix(consumed).elementsEqual(walk.output.utf16) else { return }
        isOwnOutput = true
        var offset = 0
        for (character, isValue) in zip(walk.output, walk.roles) {
            characters.append((offset, character.utf16.count, isValue))
            offset += character.utf16.count
        }
        if walk.isAbsorbing { absorbingFrom = consumed }
    }

    /// A one-character deletion of a fixed character (backspace after `+1 (098) `) also deletes back to
    /// the value character before it, so the keystroke removes a value rather than nothing visible.
    func extendingBackspaceOverFixedCharacters(_ edit: FormattingEdit) -> FormattingEdit {
        guard edit.isDeletion, edit.range.length > 0, isOwnOutput else { return edit }
        let end = edit.range.location + edit.range.length
        guard let index = characters.firstIndex(where: { $0.offset == edit.range.location }),
              characters[index].offset + characters[index].width == end, !characters[index].isValue,
              let value = characters[..<index].lastIndex(where: \.isValue)
        else { return edit }
        let start = characters[value].offset
        // Offsets of the mask's own characters: on character boundaries by construction.
        return FormattingEdit(
            checked: edit.currentText, range: NSRange(location: start, length: end - start), replacement: "",
            source: edit.source
        )
    }

    /// The edit formatted by walking only the edit and the mask's head, or `nil` when the whole text must
    /// be walked (no ellipsis, the text isn't the mask's output, or the edit joins grapheme clusters).
    func formatLocally(_ edit: FormattingEdit, autocomplete: Bool) -> FormattedEdit? {
        guard let ellipsis = mask.ellipsisIndex, isOwnOutput, let absorbingFrom else { return nil }
        let utf16 = text.utf16
        let location = edit.range.location, end = location + edit.range.length
        let before = text[..<utf16.index(utf16.startIndex, offsetBy: location)]
        let after = text[utf16.index(utf16.startIndex, offsetBy: end)...]
        guard Self.keepsClusters(before.last, edit.replacement, after.first) else { return nil }
        let gravity: MaskCaretGravity = edit.isDeletion ? .backward : .forward

        if location >= absorbingFrom {
            var walk = MaskWalk(mask: mask, from: ellipsis, gravity: gravity)
            for character in edit.replacement { walk.feed(character) }
            guard Self.keepsClusters(before.last, walk.output, after.first) else { return nil }
            return FormattedEdit(range: edit.range, replacement: walk.output, caret: location + walk.outputUTF16)
        }

        let input = [before, Substring(edit.replacement), after].joined()
        let suffixStart = location + edit.replacement.utf16.count
        let caret = edit.proposedCaret
        var walk = MaskWalk(mask: mask, gravity: gravity)
        let skipped = MaskLiteralPrefix.begin(
            &walk, head: Array(input.prefix(mask.literalPrefix.count + 1)), inputCaret: caret
        ) { 0 }
        var offset = skipped.utf16
        var replacedEnd = utf16.count
        for character in input.dropFirst(skipped.characters) {
            walk.reach(inputOffset: offset, inputCaret: caret)
            let oldOffset = offset - suffixStart + end
            if offset >= suffixStart, walk.isAbsorbing, oldOffset >= absorbingFrom {
                replacedEnd = oldOffset
                break
            }
            walk.feed(character)
            offset += character.utf16.count
        }
        walk.reach(inputOffset: offset, inputCaret: caret)
        if replacedEnd == utf16.count, autocomplete, gravity == .forward, after.isEmpty { walk.autocomplete() }
        let rest = text[utf16.index(utf16.startIndex, offsetBy: replacedEnd)...]
        guard Self.keepsClusters(nil, walk.output, rest.first) else { return nil }
        return FormattedEdit(
            range: NSRange(location: 0, length: replacedEnd), replacement: walk.output,
            caret: walk.caret ?? walk.outputUTF16
        )
    }

    /// Whether `middle` between `left` and `right` leaves each of them a cluster of its own.
    private static func keepsClusters(_ left: Character?, _ middle: String, _ right: Character?) -> Bool {
        func apart(_ a: Character?, _ b: Character?) -> Bool {
            guard let a, let b else { return true }
            return (String(a) + String(b)).count == 2
        }
        return middle.isEmpty ? apart(left, right) : apart(left, middle.first) && apart(middle.last, right)
    }
}
