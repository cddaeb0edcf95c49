import Foundation
import KeycraftKeyboard

/// The English glide decoder, built once for the run, and gestures for it.
enum GlideFixtures {
    static let english = GlideDecoder(dictionary: DictionaryFixtures.english)
    static let layout = LetterKeyLayout.iPhonePortraitEnglish

    /// The path through the centres of `word`'s keys (what a perfectly precise finger draws).
    static func trace(_ word: String) -> [CGPoint] {
        word.lowercased().compactMap { layout.centre(of: $0) }
    }
}
