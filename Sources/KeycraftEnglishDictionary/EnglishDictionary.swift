import Foundation
import KeycraftKeyboard

// The English dictionary as a product of its own: an app or extension that links it gets
// `CompactDictionary.english()`; one that doesn't (a Morse-only keyboard) carries none of its 12 MB.

extension CompactDictionary {
    /// The English dictionary this product ships (generated from symspellpy's frequency lists; see
    /// Dictionaries/ATTRIBUTION.md), mapped once, the first time it is asked for, and shared.
    public static func english() throws -> CompactDictionary {
        try BundledEnglishDictionary.shared.get()
    }

    /// Where the English dictionary is, for loading a private copy.
    public static var englishResourceURL: URL? {
        BundledResource.url(of: "en.kcdict", inBundleNamed: englishBundle) { Bundle.module.url(forResource: "en", withExtension: "kcdict") }
    }
}

/// This product's SwiftPM resource bundle, where `BundledResource.url(of:inBundleNamed:fallback:)`
/// looks first (on Linux); `Bundle.module` finds it otherwise.
let englishBundle = "Keycraft_KeycraftEnglishDictionary.resources"

/// Mapped on first use (a `static let` is initialised lazily, once).
private enum BundledEnglishDictionary {
    static let shared = BundledResource.dictionary(
        at: CompactDictionary.englishResourceURL, named: "en.kcdict", checkedChecksum: CompactDictionary.englishChecksum)
}
