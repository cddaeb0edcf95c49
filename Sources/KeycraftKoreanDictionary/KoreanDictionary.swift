import Foundation
import KeycraftKeyboard

// The Korean dictionary as a product of its own (CC BY-SA 4.0, unlike the code: see NOTICE): only an
// app or extension that types Korean links it.

extension CompactDictionary {
    /// The Korean dictionary this product ships (eojeol from OpenSubtitles frequencies, CC BY-SA 4.0;
    /// see KoreanDictionary/ATTRIBUTION.md), mapped once, the first time it is asked for — a keyboard
    /// that never types Korean never maps it.
    public static func korean() throws -> CompactDictionary {
        try BundledKoreanDictionary.shared.get()
    }

    /// Where the Korean dictionary is, for loading a private copy.
    public static var koreanResourceURL: URL? {
        BundledResource.url(of: "ko.kcdict", inBundleNamed: "Keycraft_KeycraftKoreanDictionary.resources") {
            Bundle.module.url(forResource: "ko", withExtension: "kcdict")
        }
    }
}

/// Mapped on first use (a `static let` is initialised lazily, once).
private enum BundledKoreanDictionary {
    static let shared = BundledResource.dictionary(
        at: CompactDictionary.koreanResourceURL, named: "ko.kcdict", checkedChecksum: CompactDictionary.koreanChecksum)
}
