/// An input mask in RedMadRobot InputMask's notation, compiled into a chain of small states.
///
/// `+1 ([000]) [000]-[00]-[00]` formats `10987654321` as `+1 (098) 765-43-21` and extracts `0987654321`;
/// `{+1} …` would extract the `+1` too. See `MaskCompiler` for the notation and `MaskWalk` for how a text
/// goes through the chain.
///
/// ```swift
/// let mask = try Mask(format: "[00]/[00]")
/// let result = mask.apply(to: "1224")
/// result.formattedText              // "12/24"
/// result.extractedValue             // "1224"
/// ```
public struct Mask: Sendable, Hashable {
    /// The format string the mask was compiled from.
    public let format: String
    /// The compiled chain, one state per character position of the format.
    public let states: [MaskState]
    /// The fixed characters before the first value position.
    let literalPrefix: [Character]
    /// How many value characters the mask holds; `nil` with an ellipsis (no end).
    public let capacity: Int?
    /// `mandatoryAfter[i]`: mandatory value positions at or after state `i` (before any ellipsis).
    private let mandatoryAfter: [Int]

    /// Compiles `format`; a malformed one is a `MaskFormatError` naming the position.
    public init(format: String, customNotations: [MaskNotation] = []) throws(MaskFormatError) {
        self.format = format
        var states = try MaskCompiler.compile(format, notations: customNotations)
        if let ellipsis = states.firstIndex(where: { if case .ellipsis = $0 { true } else { false } }) {
            states.removeSubrange((ellipsis + 1)...)  // never reached: the ellipsis ends the chain
        }
        self.states = states
        literalPrefix = states.prefix { $0.isFixed }.compactMap {
            if case .fixed(let character, _) = $0 { character } else { nil }
        }
        let hasEllipsis = states.contains { if case .ellipsis = $0 { true } else { false } }
        capacity = hasEllipsis ? nil : states.filter { if case .value = $0 { true } else { false } }.count
        var counts = [Int](repeating: 0, count: states.count + 1)
        for index in states.indices.reversed() {
            counts[index] = counts[index + 1] + (states[index].isMandatoryValue ? 1 : 0)
        }
        mandatoryAfter = counts
    }

    /// The index of the ellipsis state, if the mask has one (always the last state).
    var ellipsisIndex: Int? { capacity == nil ? states.count - 1 : nil }

    func mandatoryPositions(from stateIndex: Int) -> Int {
        mandatoryAfter[min(stateIndex, states.count)]
    }

    /// The longest text the mask can produce (values and fixed characters); `nil` with an ellipsis.
    public var totalTextLength: Int? { capacity == nil ? nil : states.count }

    /// The longest extracted value (values and `{}` characters); `nil` with an ellipsis.
    public var totalValueLength: Int? {
        capacity == nil ? nil : states.filter {
            if case .fixed(_, isExtracted: false) = $0 { false } else { true }
        }.count
    }

    /// Formats `text` with its caret (a UTF-16 offset; the end when `nil`), as InputMask's `apply`.
    /// With `autocomplete`, forward gravity and the caret at the end, the fixed characters ahead are
    /// appended and the caret goes after them.
    public func apply(
        to text: String, caret: Int? = nil, gravity: MaskCaretGravity = .forward, autocomplete: Bool = true
    ) -> MaskResult {
        let length = text.utf16.count
        let inputCaret = min(max(caret ?? length, 0), length)
        var walk = MaskWalk(mask: self, gravity: gravity)
        let head = Array(text.prefix(literalPrefix.count + 1))
        let skipped = MaskLiteralPrefix.begin(&walk, head: head, inputCaret: inputCaret) {
            text.reduce(0) { $0 + (MaskCharacterSet.alphanumerics.contains($1) ? 1 : 0) }
        }
        var offset = skipped.utf16
        for character in text.dropFirst(skipped.characters) {
            walk.reach(inputOffset: offset, inputCaret: inputCaret)
            walk.feed(character)
            offset += character.utf16.count
        }
        walk.reach(inputOffset: offset, inputCaret: inputCaret)
        if autocomplete, gravity == .forward, inputCaret == length { walk.autocomplete() }
        return MaskResult(
            formattedText: walk.output, caret: walk.caret ?? walk.outputUTF16,
            extractedValue: walk.extractedValue, isComplete: walk.isComplete, affinity: walk.affinity
        )
    }
}
