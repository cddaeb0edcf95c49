import KeycraftText

/// Emoji in the suggestion bar, as iOS offers 🍕 after "pizza": the typed word's emoji takes the
/// bar's last slot, and a tap replaces the word with it. On by default (``isEnabled`` is the user's
/// setting); never in a secure field, nor on the URL, e-mail or number keyboards, where an emoji is
/// not something the field can take; never for a grammatical word ("you", "at", "what"), whose
/// emoji no one typing it means.
public struct EmojiSuggestions: Sendable {
    /// The user's setting: false turns emoji suggestions off.
    public var isEnabled: Bool

    public init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

    /// Whether a field with `traits` may be offered emoji at all.
    public static func isAllowed(for traits: TextInputTraits) -> Bool {
        guard !traits.isSecureTextEntry else { return false }
        switch traits.keyboardType {
        case .URL, .emailAddress, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .numbersAndPunctuation:
            return false
        default:
            return true
        }
    }

    /// `bar` with the emoji for `word` (the word being typed, or the bar's typed-word slot when nil)
    /// in its last slot, when there is one, the word is not a grammatical word and the field allows
    /// it; `bar` unchanged otherwise.
    public func adding(to bar: SuggestionBar, word: String? = nil, traits: TextInputTraits,
                       search: @autoclosure () throws -> EmojiSearch) -> SuggestionBar {
        guard isEnabled, Self.isAllowed(for: traits) else { return bar }
        let typed = word ?? bar.slots.first { $0.kind == .typedWord }?.text
        guard let typed, !typed.isEmpty, !GrammaticalWords.contains(typed), let emoji = (try? search())?.suggestion(forWord: typed) else { return bar }
        var slots = bar.slots
        if slots.count == SuggestionBar.slotCount { slots.removeLast() }
        slots.append(Suggestion(text: emoji, kind: .emoji))
        return SuggestionBar(slots: slots)
    }
}
