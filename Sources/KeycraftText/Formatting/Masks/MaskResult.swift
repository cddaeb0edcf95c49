/// What applying a mask to a text gives (InputMask's `Mask.Result`).
///
/// ```swift
/// let result = try Mask(format: "[00]/[00]").apply(to: "12")
/// result.formattedText              // "12/"
/// result.isComplete                 // false
/// ```
public struct MaskResult: Sendable, Equatable {
    /// The text as the field shows it.
    public var formattedText: String
    /// The caret in `formattedText`, a UTF-16 offset on a grapheme boundary.
    public var caret: Int
    /// The characters of `[]` and `{}` blocks: what the app stores.
    public var extractedValue: String
    /// Every mandatory position is filled.
    public var isComplete: Bool
    /// How well the text fits the mask: characters the mask placed minus fixed characters it had to
    /// insert (`[00].[00]`: `12.34` scores 5, `1234` and `1.234` score 3).
    public var affinity: Int

    /// A result with every field given.
    public init(formattedText: String, caret: Int, extractedValue: String, isComplete: Bool, affinity: Int) {
        self.formattedText = formattedText
        self.caret = caret
        self.extractedValue = extractedValue
        self.isComplete = isComplete
        self.affinity = affinity
    }
}

/// Which way the caret leans over fixed characters: forward past them after typing (`+1 (098|` →
/// `+1 (098) |`), backward before them after deleting.
public enum MaskCaretGravity: Sendable, Equatable {
    /// Past fixed characters after typing, so the next digit goes after `) `.
    case forward
    /// Before fixed characters after deleting, so backspace removes the digit, not the `)`.
    case backward
}
