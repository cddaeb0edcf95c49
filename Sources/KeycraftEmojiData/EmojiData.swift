import Foundation
import KeycraftKeyboard

// The emoji search tables as a product of their own (Unicode CLDR, Unicode licence; the popularity
// counts CC BY-SA 4.0; the English supplementary keywords MIT: see NOTICE): a keyboard without emoji search carries none of them.

extension EmojiTable {
    /// The table of `locale` this product ships, with the popularity counts, parsed on each call
    /// (``EmojiSearch/bundled(_:)`` keeps one index per process).
    public static func bundled(_ locale: EmojiLocale) throws(EmojiTableError) -> EmojiTable {
        let table = try resource(locale.resourceName)
        let popularity = try resource("emoji-popularity")
        let supplementary = try resource(locale.supplementaryResourceName)
        return try EmojiTable(parsing: table, named: "\(locale.resourceName).tsv", popularity: popularity,
                              popularityNamed: "emoji-popularity.tsv", supplementary: supplementary,
                              supplementaryNamed: "\(locale.supplementaryResourceName).tsv")
    }

    /// Where the table of `locale` is, for reading a private copy.
    public static func resourceURL(_ locale: EmojiLocale) -> URL? {
        Bundle.module.url(forResource: locale.resourceName, withExtension: "tsv")
    }

    private static func resource(_ name: String) throws(EmojiTableError) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv"),
              let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw .missingResource(name: "\(name).tsv")
        }
        return text
    }
}

extension EmojiSearch {
    /// The search over this product's table of `locale`, indexed once per process on first use and
    /// shared (a keyboard that never searches never reads it).
    public static func bundled(_ locale: EmojiLocale) throws(EmojiTableError) -> EmojiSearch {
        let loaded: Result<EmojiSearch, EmojiTableError> = switch locale {
        case .english: BundledEmojiSearch.english
        case .korean: BundledEmojiSearch.korean
        }
        return try loaded.get()
    }
}

/// The bundled searches, built on first use (a static is initialized lazily and once).
private enum BundledEmojiSearch {
    static let english = Result { () throws(EmojiTableError) in EmojiSearch(table: try .bundled(.english)) }
    static let korean = Result { () throws(EmojiTableError) in EmojiSearch(table: try .bundled(.korean)) }
}
