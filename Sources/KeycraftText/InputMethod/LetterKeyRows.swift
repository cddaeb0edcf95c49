/// The letter rows of the system keyboard's first plane (US English QWERTY), top to bottom. The
/// playground draws them and spelling correction measures which keys are neighbours on them; the
/// two-set Hangul layout puts its jamo on the same keys (``HangulTwoSetLayout``).
public enum LetterKeyRows {
    /// The three QWERTY letter rows.
    public static let qwerty: [String] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
}
