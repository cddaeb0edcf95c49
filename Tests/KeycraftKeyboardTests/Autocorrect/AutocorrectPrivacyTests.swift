import Foundation
import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

/// Autocorrect keeps nothing typed: the store only ever holds words the user chose to keep.
@Suite struct AutocorrectPrivacyTests {
    /// Random text, each word typed once and never reverted, leaves the store untouched — no file is
    /// even created; a secure field's text never reaches it whatever is typed.
    @Test func typingOnceWritesNothing() async {
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        let word = Gen.element(of: letters).compactMap { $0 }.array(of: 2...9).map { $0.joined() }
        await propertyCheck(count: 40, input: word.array(of: 1...6), Gen.bool) { words, secure in
            let unique = Array(Set(words))
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-privacy-\(UUID()).json")
            defer { try? FileManager.default.removeItem(at: url) }
            let store = FileLearnedWordStore(url: url)
            let document = InMemoryTextDocument("", traits: TextInputTraits(isSecureTextEntry: secure))
            let controller = KeyboardInputViewController(document: document)
            var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: DictionaryFixtures.englishSpeller, store: store))
            let text = (secure ? unique + unique : unique).joined(separator: " ") + " "
            for character in text { entry.insertText(String(character), in: controller) }
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }
}
