/// A Japanese input method in miniature: kana compose a reading as marked text, and committing it
/// converts the reading to one of its candidates (かんじ → 漢字) from a conversion table — so the
/// committed text differs from the marked text, as it does in Japanese and Chinese input.
///
/// The table is the app's (or a test's); this model has no dictionary of its own. Without a candidate
/// the reading commits as it is.
///
/// ```swift
/// var composer = KanaKanjiComposer(conversions: ["かんじ": ["漢字", "感じ"]])
/// var field = TextFieldSession()
/// field.becomeFirstResponder()
/// for key in "かんじ" { field.apply(composer.type(key)) }
/// composer.nextCandidate()
/// field.apply(composer.commit())
/// ```
public struct KanaKanjiComposer: Sendable, Equatable {
    /// Readings (in hiragana) and their candidates, best first.
    public let conversions: [String: [String]]
    /// The reading being composed, shown as marked text.
    public private(set) var reading = ""
    /// Which candidate a commit chooses: nil for the reading itself.
    public private(set) var candidateIndex: Int?

    /// A composer converting each reading to its candidates, best first (`"かんじ": ["漢字", "感じ"]`).
    public init(conversions: [String: [String]]) {
        self.conversions = conversions
    }

    /// Whether a reading is being composed (shown as marked text).
    public var isComposing: Bool { !reading.isEmpty }

    /// The candidates for the current reading.
    public var candidates: [String] { conversions[reading] ?? [] }

    /// The operations for one key: kana extend the reading; anything else commits and is inserted.
    public mutating func type(_ key: Character) -> [CompositionOperation] {
        guard key.unicodeScalars.allSatisfy(Self.isKana) else { return commit() + [.insertText(String(key))] }
        reading.append(key)
        candidateIndex = nil
        return [.setMarkedText(reading)]
    }

    /// The conversion key (space): chooses the next candidate, back to the reading after the last. The
    /// marked text keeps the reading; the candidate is what a commit inserts.
    public mutating func nextCandidate() {
        guard !candidates.isEmpty else { return }
        let next = (candidateIndex ?? -1) + 1
        candidateIndex = next < candidates.count ? next : nil
    }

    /// Backspace: the reading's last kana, or the character before the caret when nothing composes.
    public mutating func deleteBackward() -> [CompositionOperation] {
        guard isComposing else { return [.deleteBackward] }
        reading.removeLast()
        candidateIndex = nil
        return [.setMarkedText(reading)]
    }

    /// Commits: the chosen candidate replaces the marked reading (`insertText` while text is marked),
    /// or the reading commits as it is.
    public mutating func commit() -> [CompositionOperation] {
        guard isComposing else { return [] }
        defer { (reading, candidateIndex) = ("", nil) }
        guard let candidateIndex else { return [.unmarkText] }
        return [.insertText(candidates[candidateIndex])]
    }

    /// Hiragana and katakana, with the prolonged sound mark.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x309F).contains(scalar.value) || (0x30A0...0x30FF).contains(scalar.value)
    }
}
