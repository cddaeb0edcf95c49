/// The `autocapitalize` keywords of an HTML element (HTML Living Standard › Autocapitalization).
public enum HTMLAutocapitalize: String, CaseIterable, Sendable {
    /// No automatic capitals (the same as `none`).
    case off
    /// No automatic capitals.
    case none
    /// Capitalize sentences (the same as `sentences`).
    case on
    /// Capitalize the first letter of each sentence.
    case sentences
    /// Capitalize the first letter of each word.
    case words
    /// Capitalize every letter.
    case characters

    /// ASCII case-insensitive; an unknown keyword is the same as no attribute.
    public init?(attributeValue: String?) {
        guard let value = attributeValue, let keyword = HTMLAutocapitalize(rawValue: value.lowercased()) else {
            return nil
        }
        self = keyword
    }

    /// The canonical keyword for a UIKit capitalization: `none`, `sentences`, `words`, `characters`.
    public init(_ type: TextAutocapitalizationType) {
        switch type {
        case .none: self = .none
        case .sentences: self = .sentences
        case .words: self = .words
        case .allCharacters: self = .characters
        }
    }

    /// `off`/`none` and `on`/`sentences` are synonyms.
    public var autocapitalizationType: TextAutocapitalizationType {
        switch self {
        case .off, .none: .none
        case .on, .sentences: .sentences
        case .words: .words
        case .characters: .allCharacters
        }
    }
}
