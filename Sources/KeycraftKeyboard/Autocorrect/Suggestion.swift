/// One slot of the suggestion bar above the keys.
public struct Suggestion: Equatable, Sendable {
    /// Why a slot holds its word.
    public enum Kind: Equatable, Sendable {
        /// The word as typed, shown in quotes when the dictionary doesn't know it: tapping it keeps it.
        case typedWord
        /// The correction a space would apply (the middle slot).
        case autocorrection
        /// Another spelling of the typed word.
        case correction
        /// A longer word starting with what is typed.
        case completion
        /// A word likely to come next, after a space.
        case prediction
        /// An emoji for the typed word (🍕 after "pizza"): tapping it puts the emoji in the word's place.
        case emoji
    }

    /// The word the slot inserts.
    public let text: String
    /// Why the slot holds it.
    public let kind: Kind
    /// Whether the typed word is unknown (so its slot shows quotes).
    public let isUnknown: Bool

    /// A suggestion of `text`; `isUnknown` for a typed word the dictionary lacks.
    public init(text: String, kind: Kind, isUnknown: Bool = false) {
        self.text = text
        self.kind = kind
        self.isUnknown = isUnknown
    }

    /// What the slot shows: “typed” for an unknown typed word, the word otherwise.
    public var label: String { kind == .typedWord && isUnknown ? "\u{201C}\(text)\u{201D}" : text }
}

/// The three slots of the suggestion bar as iOS fills them: the typed word (in quotes when unknown)
/// on the left, the autocorrection — or the best completion or prediction — in the middle, and the
/// next best on the right. After a space, all three are predictions, the likeliest in the middle.
public struct SuggestionBar: Equatable, Sendable {
    /// The number of slots, as on the system keyboard.
    public static let slotCount = 3
    /// The slots left to right (at most ``slotCount``).
    public var slots: [Suggestion]

    /// A bar with the first ``slotCount`` of `slots`.
    public init(slots: [Suggestion] = []) { self.slots = Array(slots.prefix(Self.slotCount)) }

    /// The suggestion a space would apply, if any.
    public var autocorrection: Suggestion? { slots.first { $0.kind == .autocorrection } }
}
