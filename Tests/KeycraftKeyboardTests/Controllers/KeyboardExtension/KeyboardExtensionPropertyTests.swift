import Foundation
import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

/// Random key sequences through the extension controller and the UIKit-like proxy double.
@Suite struct KeyboardExtensionPropertyTests {
    enum Key: Equatable, Sendable {
        case type(String)
        case delete
    }

    /// A host's context window: none, or 3 to 18 characters, stopping at line breaks or not.
    static func contextLimit(_ limit: Int) -> DocumentContextLimit {
        DocumentContextLimit(stopsAtNewline: limit.isMultiple(of: 2), maximumCharacters: limit == 0 ? nil : limit * 3)
    }

    /// Without autocorrect or replacements, the document is exactly what the keys imply — each key
    /// appends its text, each delete removes the last character (a whole emoji or syllable) — whatever
    /// context the host shares.
    @Test func theDocumentIsWhatTheKeysImply() async {
        let key = Gen.element(of: KeyboardSampleText.pieces.map(Key.type) + [.delete, .delete]).compactMap { $0 }
        await propertyCheck(count: 200, input: key.array(of: 0...40), Gen.int(in: 0...6)) { keys, limit in
            let fixture = ExtensionKeyboardFixture(contextLimit: Self.contextLimit(limit), speller: nil)
            var expected = ""
            for key in keys {
                switch key {
                case .type(let text):
                    fixture.keyboard.insertText(text)
                    expected += text
                case .delete:
                    fixture.keyboard.deleteBackward()
                    if !expected.isEmpty { expected.removeLast() }
                }
            }
            #expect(fixture.text == expected)
            #expect(fixture.proxy.content.selectedRange == NSRange(location: expected.utf16.count, length: 0))
        }
    }

    /// Korean two-set keys through the controller and the proxy leave the same text, and the same
    /// marked text, as the input method's operations in a text field: nothing is lost on the way.
    @Test func koreanKeysThroughTheProxyLoseNothing() async {
        let jamo = Array("ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡㄲㅆ").map { Key.type(String($0)) }
        let key = Gen.element(of: jamo + [.type(" "), .type("a"), .type("👍🏽"), .delete]).compactMap { $0 }
        await propertyCheck(count: 200, input: key.array(of: 0...30), Gen.int(in: 0...6)) { keys, limit in
            let fixture = ExtensionKeyboardFixture(contextLimit: Self.contextLimit(limit), speller: nil, typingMode: .hangulTwoSet)
            // The same keys from the system's Korean keyboard into a text field.
            var reference = TextFieldSession()
            reference.becomeFirstResponder()
            var composer = HangulComposer()
            for key in keys {
                switch key {
                case .type(let text):
                    fixture.keyboard.insertText(text)
                    reference.apply(composer.type(Character(text)))
                case .delete:
                    fixture.keyboard.deleteBackward()
                    reference.apply(composer.deleteBackward())
                }
            }
            #expect(fixture.text == reference.text)
            #expect(fixture.proxy.content.markedText == reference.content.markedText)
        }
    }

    static let words = [
        "teh", "the", "recieve", "speling", "cat", "dont", "im", "Qzxjvw", "wrld", "hello", "Thier", "안녕", "e\u{301}t\u{e9}",
        "👩‍👩‍👧", "omw",
    ]

    /// With autocorrect on: ending a word never touches the text before it and leaves one word and the
    /// terminator; a backspace right after brings back exactly the word as typed.
    @Test func autocorrectNeverLosesTextAndBackspaceRestoresTheTypedWord() async {
        let token = zip(
            Gen.element(of: Self.words).compactMap { $0 }, Gen.element(of: [" ", ",", ".", "\n"]).compactMap { $0 }, Gen.bool)
        await propertyCheck(count: 30, input: token.array(of: 1...8), Gen.int(in: 0...6)) { tokens, limit in
            let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
            let fixture = ExtensionKeyboardFixture(
                contextLimit: Self.contextLimit(limit), host: ExtensionHostDouble(hasFullAccess: true), lexicon: lexicon,
                store: InMemoryLearnedWordStore())
            for (word, terminator, revert) in tokens {
                let before = fixture.text
                fixture.type(word + terminator)
                let after = fixture.text
                #expect(after.hasPrefix(before), "text before \(word) changed")
                #expect(after.hasSuffix(terminator))
                #expect(after.count > before.count + terminator.count - 1)
                if revert {
                    fixture.backspace()
                    #expect(fixture.text == before + word, "backspace after \(word)\(terminator)")
                    fixture.type(" ")
                }
            }
            #expect(fixture.proxy.splitMoves.isEmpty)
        }
    }
}
