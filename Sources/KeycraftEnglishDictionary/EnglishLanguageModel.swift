import Foundation
import KeycraftKeyboard

// The English trigram model ships with the English dictionary: a keyboard that predicts English links
// this product; one that doesn't carries none of its 3.5 MB.

extension LanguageModel {
    /// The English model this product ships (trained on public-domain books; see
    /// LanguageModel/ATTRIBUTION.md), loaded once, the first time it is asked for, and shared.
    public static func english() throws -> LanguageModel { try BundledModel.english.get() }

    /// Where the bundled English model is, for loading a private copy.
    public static var englishResourceURL: URL? {
        BundledResource.url(of: "en.kclm", inBundleNamed: englishBundle) { Bundle.module.url(forResource: "en", withExtension: "kclm") }
    }
}

/// Loaded on first use (a `static let` is initialised lazily, once).
private enum BundledModel {
    static let english = BundledResource.load(
        at: LanguageModel.englishResourceURL, named: "en.kclm", unreadable: LanguageModelError.unreadable,
        open: { try LanguageModel(contentsOf: $0, checkedChecksum: LanguageModel.englishChecksum) })
}
