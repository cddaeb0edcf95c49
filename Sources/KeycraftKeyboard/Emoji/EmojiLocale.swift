/// The languages whose CLDR emoji annotations the package ships.
public enum EmojiLocale: String, CaseIterable, Sendable {
    case english = "en"
    case korean = "ko"

    /// The bundled table's resource name (`emoji-en.tsv`).
    package var resourceName: String { "emoji-\(rawValue)" }

    /// The bundled supplementary keywords' resource name (`emoji-supplementary-en.tsv`).
    package var supplementaryResourceName: String { "emoji-supplementary-\(rawValue)" }
}
