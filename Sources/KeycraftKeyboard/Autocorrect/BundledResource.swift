import Foundation

/// A data file a resource product ships (KeycraftEnglishDictionary, KeycraftKoreanDictionary,
/// KeycraftEmojiData), loaded the first time it is asked for and shared: the resource products hold
/// the files, KeycraftKeyboard the code that reads them, so an extension carries only the data it links.
package enum BundledResource {
    /// The dictionary at `url`, or the error naming `name` when the product's bundle lacks it.
    package static func dictionary(at url: URL?, named name: String) -> Result<CompactDictionary, Error> {
        Result {
            guard let url else { throw DictionaryError.unreadable(path: name, reason: "the bundled resource is missing") }
            return try CompactDictionary(contentsOf: url)
        }
    }
}
