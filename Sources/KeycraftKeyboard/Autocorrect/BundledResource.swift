import Foundation
#if canImport(Glibc)
import Glibc
#endif

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

    /// Resource `name` of the resource product whose SwiftPM bundle is named `bundle`, or what
    /// `fallback` finds (the product's `Bundle.module` lookup). On Linux SwiftPM puts that bundle
    /// beside the executable, where `Bundle.module` looks first: the file is found there directly,
    /// without Foundation first building the main bundle and then the product's (about 0.8 ms of
    /// `keycraft suggest`'s start, and the misspelling table's thread waited on it too).
    package static func url(of name: String, inBundleNamed bundle: String, fallback: () -> URL?) -> URL? {
        #if os(Linux)
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
           let slash = executable.lastIndex(of: "/") {
            let path = "\(executable[..<slash])/\(bundle)/\(name)"
            if access(path, R_OK) == 0 { return URL(fileURLWithPath: path) }
        }
        #endif
        return fallback()
    }

    /// The dictionary at `url`, or the error naming `name` when the product's bundle lacks it;
    /// checked in full unless its body checksum is `checkedChecksum`, that of the file the product
    /// ships (``CompactDictionary/init(contentsOf:checkedChecksum:)``).
    package static func dictionary(at url: URL?, named name: String, checkedChecksum: UInt64) -> Result<CompactDictionary, any Error> {
        load(at: url, named: name, unreadable: DictionaryError.unreadable) { try CompactDictionary(contentsOf: $0, checkedChecksum: checkedChecksum) }
    }
}
