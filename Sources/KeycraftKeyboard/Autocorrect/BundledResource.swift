import Foundation

/// A data file a resource product ships (KeycraftEnglishDictionary, KeycraftKoreanDictionary), loaded
/// the first time it is asked for and shared: the resource products hold the files, KeycraftKeyboard
/// the code that reads them, so an extension carries only the data it links.
package enum BundledResource {
    /// What `open` makes of the file at `url`, or `unreadable`'s error naming `name` when the product's
    /// bundle lacks it; each type keeps its own error (``DictionaryError``, ``LanguageModelError``,
    /// ``MisspellingModelError``).
    ///
    /// ```swift
    /// static let shared = BundledResource.load(at: url, named: "en.kclm", unreadable: LanguageModelError.unreadable,
    ///                                          open: LanguageModel.init(contentsOf:))
    /// ```
    package static func load<Value, Failure: Error>(
        at url: URL?, named name: String, unreadable: (_ path: String, _ reason: String) -> Failure,
        open: (URL) throws -> Value
    ) -> Result<Value, any Error> {
        Result {
            guard let url else { throw unreadable(name, "the bundled resource is missing") }
            return try open(url)
        }
    }

    /// The dictionary at `url`, or the error naming `name` when the product's bundle lacks it;
    /// checked in full unless its body checksum is `checkedChecksum`, that of the file the product
    /// ships (``CompactDictionary/init(contentsOf:checkedChecksum:)``).
    package static func dictionary(at url: URL?, named name: String, checkedChecksum: UInt64) -> Result<CompactDictionary, any Error> {
        load(at: url, named: name, unreadable: DictionaryError.unreadable) { try CompactDictionary(contentsOf: $0, checkedChecksum: checkedChecksum) }
    }
}
