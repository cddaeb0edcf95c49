import KeycraftText

/// The search field of an emoji keyboard ("Search Emoji" on iOS): while it is open, keys type the
/// query instead of the document, a Korean keyboard composing syllables in it as marked text, and a
/// tap on a result puts that emoji in the document. A value: the keyboard owns it, nothing else sees
/// the query (privacy: it is never logged or kept after the field closes).
public struct EmojiSearchField: Sendable, Equatable {
    /// The committed part of the query.
    public private(set) var text = ""
    /// The syllable a Korean keyboard is composing at the end of the query.
    public private(set) var markedText = ""
    private var composer = HangulComposer()

    /// An empty field.
    public init() {}

    /// What is searched: the committed text and the syllable being composed ("사" + "과").
    public var query: String { text + markedText }

    /// Types `key` into the query; `composingHangul` runs it through the two-set Korean input method
    /// (jamo compose into syllables).
    public mutating func insertText(_ key: String, composingHangul: Bool = false) {
        guard composingHangul else {
            apply(composer.commit())
            text += key
            return
        }
        for character in key { apply(composer.type(character)) }
    }

    /// Backspace: the last jamo of the syllable being composed, else the last character (a whole
    /// grapheme cluster: 👍🏽 or 각 goes at once).
    public mutating func deleteBackward() {
        apply(composer.deleteBackward())
    }

    /// Empties the field.
    public mutating func clear() { self = EmojiSearchField() }

    /// The emoji `search` finds for the query, best first.
    public func results(in search: EmojiSearch, limit: Int) -> [String] {
        search.search(query, limit: limit).map(\.emoji)
    }

    private mutating func apply(_ operations: [CompositionOperation]) {
        for operation in operations {
            switch operation {
            case .setMarkedText(let marked): markedText = marked
            case .unmarkText:
                text += markedText
                markedText = ""
            case .insertText(let inserted):
                text += inserted
                markedText = ""
            case .deleteBackward:
                if !text.isEmpty { text.removeLast() }
            }
        }
    }
}
