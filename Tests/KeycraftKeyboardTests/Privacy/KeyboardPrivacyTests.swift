import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

/// Nothing typed reaches any output of the engine but the document proxy.
@Suite struct KeyboardPrivacyTests {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789").map(String.init)

    @Test func typedTextReachesOnlyTheProxy() async {
        let word = Gen.element(of: Self.alphabet).compactMap { $0 }.array(of: 3...8).map { $0.joined() }
        await propertyCheck(count: 100, input: word.array(of: 1...5)) { words in
            let lexicon = Lexicon([LexiconEntry(userInput: words[0], documentText: "replaced")])
            let entry = KeyboardTextEntry(lexicon: lexicon, sosLocation: SOSLocationInsertion(provider: FixedLocationProvider(SOSLocationTests.here)))
            var fixture = MorseKeyboardFixture(hasFullAccess: true, textEntry: entry)
            let text = (words + ["SOS"]).joined(separator: " ") + " "
            fixture.type(text)
            fixture.keyboard.press([.delete, .nextKeyboard(.tap), .nextKeyboard(.longPress), .dot])
            // The document got the text…
            #expect(fixture.document.text.contains("SOS ("))
            fixture.document.hostBeginEditing(EditableText(), traits: TextInputTraits(keyboardAppearance: .dark))
            // …and nothing else the engine emitted or exposes carries any of it.
            let outputs = fixture.recorder.events.map { String(describing: $0) }
                + [fixture.keyboard.preview.description, String(describing: fixture.keyboard.code)]
                + [String(describing: fixture.controller.colorScheme), "\(fixture.keyboard.keys)"]
            for word in words {
                for output in outputs {
                    #expect(!output.contains(word), "typed \(word) leaked into \(output)")
                }
            }
            #expect(!fixture.keyboard.textEntry.canRevertReplacement)
        }
    }
}
