import Foundation
import KeycraftKeyboard

// How people misspell English ships with the English dictionary (CC BY-SA 3.0, NOTICE).

extension MisspellingModel {
    /// The English table this product ships (learned from codespell's list; see
    /// Misspellings/ATTRIBUTION.md), read once, the first time it is asked for, and shared.
    public static func english() throws -> MisspellingModel { try BundledMisspellings.english.get() }

    /// Where the bundled English table is.
    public static var englishResourceURL: URL? {
        BundledResource.url(of: "en-misspellings.tsv", inBundleNamed: englishBundle) { Bundle.module.url(forResource: "en-misspellings", withExtension: "tsv") }
    }
}

/// Read on first use (a `static let` is initialised lazily, once).
private enum BundledMisspellings {
    static let english = BundledResource.load(
        at: MisspellingModel.englishResourceURL, named: "en-misspellings.tsv", unreadable: MisspellingModelError.unreadable,
        open: MisspellingModel.init(contentsOf:))
}
