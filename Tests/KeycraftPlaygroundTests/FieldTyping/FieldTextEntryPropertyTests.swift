import Foundation
import KeycraftKeyboard
@testable import KeycraftPlayground
import KeycraftText
import PropertyBased
import Testing

/// A field edited in place ends up as a keyboard extension's document does: the same keys through
/// ``FieldTextEntry`` on a text field and through ``KeyboardTextEntry`` on a document proxy give the
/// same text, corrections, reverts and learning included.
@Suite struct FieldTextEntryPropertyTests {
    static let englishSpeller = try! SpellingLanguage.english.speller()
    static let keys = ["t", "e", "h", "c", "a", "r", "d", "o", "n", "x", "z", " ", " ", ".", "⌫", "⌫", "한", "👍", "e\u{301}"]

    @Test func theFieldAndTheDocumentProxyAgree() async {
        let key = Gen.element(of: Self.keys).compactMap { $0 }
        await propertyCheck(count: 60, input: key.array(of: 1...40)) { keys in
            var field = TextFieldSession()
            field.becomeFirstResponder()
            var fieldEntry = FieldTextEntry(suggestionService: Autocorrector(speller: Self.englishSpeller))
            let document = InMemoryTextDocument("")
            let controller = KeyboardInputViewController(document: document)
            var proxyEntry = KeyboardTextEntry(autocorrector: Autocorrector(speller: Self.englishSpeller))
            for key in keys {
                if key == "⌫" {
                    fieldEntry.deleteBackward(in: &field)
                    proxyEntry.deleteBackward(in: controller)
                } else {
                    fieldEntry.insertText(key, into: &field)
                    proxyEntry.insertText(key, in: controller)
                }
                #expect(field.text == document.text, "after \(keys)")
                #expect(field.selectedRange.location == field.text.utf16.count)
            }
            #expect(fieldEntry.suggestionBar(for: field) == proxyEntry.suggestionBar(in: controller), "after \(keys)")
        }
    }
}
