/// A Korean two-set (dubeolsik) input method: turns jamo keystrokes into composition operations.
///
/// It composes one syllable at a time as marked text and commits it when the next key can't join it —
/// the behaviour a text field sees from the system Korean keyboard: ㅇ → 아 → 안 → 안ㄴ → 안녀 → 안녕.
/// A tail consonant followed by a vowel moves to the next syllable (안 + ㅕ would be 아녀). Backspace
/// while composing takes back the last keystroke (안 → 아); otherwise it deletes a committed character.
///
/// ```swift
/// var field = TextFieldSession()
/// field.becomeFirstResponder()
/// var composer = HangulComposer()
/// for key in "ㅎㅏㄴ" { field.apply(composer.type(key)) }   // "한", still marked text
/// field.apply(composer.commit())
/// ```
public struct HangulComposer: Sendable, Equatable {
    /// The syllable being composed, and the states it passed through (for backspace).
    private var current = Syllable()
    private var history: [Syllable] = []

    /// A composer with nothing composing.
    public init() {}

    /// Whether a syllable is being composed.
    public var isComposing: Bool { !current.isEmpty }

    /// The operations for one key. Jamo compose; any other character commits and is inserted.
    public mutating func type(_ key: Character) -> [CompositionOperation] {
        if HangulJamo.isVowel(key) { return typeVowel(key) }
        if HangulJamo.isConsonant(key) { return typeConsonant(key) }
        return commit() + [.insertText(String(key))]
    }

    /// Backspace: undo the last keystroke of the syllable, or delete the character before the caret.
    public mutating func deleteBackward() -> [CompositionOperation] {
        guard isComposing else { return [.deleteBackward] }
        current = history.popLast() ?? Syllable()
        return [.setMarkedText(current.text)]
    }

    /// Commits the syllable being composed (focus leaves, return is pressed).
    public mutating func commit() -> [CompositionOperation] {
        guard isComposing else { return [] }
        current = Syllable()
        history = []
        return [.unmarkText]
    }

    private mutating func typeConsonant(_ key: Character) -> [CompositionOperation] {
        var next = current
        switch (current.lead, current.vowel, current.tail) {
        case (.some, .some, nil) where HangulJamo.tails.contains(key):
            next.tail = key
        case let (.some, .some, tail?):
            guard let compound = HangulJamo.compoundTails["\(tail)\(key)"] else { return startNew(Syllable(lead: key)) }
            next.tail = compound
        case (nil, nil, _):
            next.lead = key
        default:
            return startNew(Syllable(lead: key))
        }
        return update(to: next)
    }

    private mutating func typeVowel(_ key: Character) -> [CompositionOperation] {
        var next = current
        switch (current.lead, current.vowel, current.tail) {
        case (.some, .some, let tail?):
            // The tail (or the second half of a compound tail) begins the next syllable.
            let (stays, moves) = HangulJamo.splitTail(tail)
            next.tail = stays
            let carried = Syllable(lead: moves, vowel: key)
            var ops = update(to: next) + commit()
            current = carried
            history = [Syllable(), Syllable(lead: moves)]
            ops.append(.setMarkedText(current.text))
            return ops
        case let (_, vowel?, nil):
            guard let compound = HangulJamo.compoundVowels["\(vowel)\(key)"] else { return startNew(Syllable(vowel: key)) }
            next.vowel = compound
        case (_, nil, _):
            next.vowel = key
        case (nil, .some, .some):
            return startNew(Syllable(vowel: key))  // unreachable: a tail needs a lead
        }
        return update(to: next)
    }

    private mutating func update(to next: Syllable) -> [CompositionOperation] {
        guard next != current else { return [] }
        history.append(current)
        current = next
        return [.setMarkedText(current.text)]
    }

    private mutating func startNew(_ syllable: Syllable) -> [CompositionOperation] {
        let ops = commit()
        history = [Syllable()]
        current = syllable
        return ops + [.setMarkedText(current.text)]
    }
}

/// A syllable in composition: any of lead, vowel and tail may still be missing.
private struct Syllable: Equatable, Sendable {
    var lead: Character?
    var vowel: Character?
    var tail: Character?

    var isEmpty: Bool { lead == nil && vowel == nil }

    /// What the syllable shows: the precomposed syllable, or a lone letter.
    var text: String {
        if let lead, let vowel, let syllable = HangulJamo.syllable(lead: lead, vowel: vowel, tail: tail) {
            return String(syllable)
        }
        return [lead, vowel].compactMap { $0.map(String.init) }.joined()
    }
}
