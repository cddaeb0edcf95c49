import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftText
import Testing

/// The code of the article "Building a custom keyboard", run as it is shown.
@Suite struct BuildingACustomKeyboardExamples {
    @Test func theProxyShowsOnlyTheContextTheHostShares() {
        let document = InMemoryTextDocument(
            "Dear Ana,\nsee you at 5", contextLimit: DocumentContextLimit(stopsAtNewline: true))
        let controller = KeyboardInputViewController(document: document)
        let proxy = controller.textDocumentProxy

        #expect(proxy.documentContextBeforeInput == "\nsee you at 5")   // the line break, not the line before
        proxy.deleteBackward()
        proxy.insertText("6 👍🏽")
        #expect(document.text == "Dear Ana,\nsee you at 6 👍🏽")
        proxy.deleteBackward()                                          // the whole emoji, modifier included
        #expect(document.text == "Dear Ana,\nsee you at 6 ")
    }

    @Test func theMorseKeyboardTypesThroughTheProxy() {
        let document = InMemoryTextDocument()
        let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: true)
        var keyboard = MorseKeyboard(controller: controller)

        keyboard.press([.dot, .dot, .dot])               // the tentative character follows each signal
        #expect(document.text == "S")
        #expect(keyboard.preview.description == "...  S")
        keyboard.press([.space, .dash, .dash, .dash, .space, .dot, .dot, .dot, .space])
        #expect(document.text == "SOS")
        keyboard.press(.space)                           // no letter in progress: a space
        #expect(document.text == "SOS ")
        #expect(keyboard.keys.last == .nextKeyboard(.tap))
    }

    @Test func theGlobeKeyAsksTheSystemToSwitchKeyboards() {
        var events: [KeyboardEvent] = []
        let controller = KeyboardInputViewController(
            document: InMemoryTextDocument(), needsInputModeSwitchKey: true, eventHandler: { events.append($0) })
        var keyboard = MorseKeyboard(controller: controller)

        keyboard.press(.nextKeyboard(.tap))
        keyboard.press(.nextKeyboard(.longPress))
        #expect(events == [.advanceToNextInputMode, .handleInputModeList])
    }

    @Test func aTextReplacementAppliesWhenTheWordEndsAndBackspaceRevertsIt() {
        let document = InMemoryTextDocument()
        let controller = KeyboardInputViewController(document: document)
        let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
        var entry = KeyboardTextEntry(lexicon: lexicon)

        for character in "omw " { entry.insertText(String(character), in: controller) }
        #expect(document.text == "On my way! ")
        entry.deleteBackward(in: controller)             // as iOS undoes a replacement
        #expect(document.text == "omw")
    }

    @Test func autocorrectFixesAWordAsItEndsAndFillsTheSuggestionBar() throws {
        let document = InMemoryTextDocument()
        let controller = KeyboardInputViewController(document: document)
        let speller = Speller(dictionary: try CompactDictionary.english())
        var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: speller))

        for character in "I think teh" { entry.insertText(String(character), in: controller) }
        #expect(entry.suggestionBar(in: controller).autocorrection?.text == "the")
        entry.insertText(" ", in: controller)
        #expect(document.text == "I think the ")
    }

    @Test func noCorrectionInAFieldThatTurnsItOff() {
        #expect(Autocorrector.isEnabled(for: TextInputTraits()))
        #expect(Autocorrector.isEnabled(for: TextInputTraits(autocorrectionType: .no)) == false)
        #expect(Autocorrector.isEnabled(for: TextInputTraits(keyboardType: .URL)) == false)
    }

    @Test func sosInsertsTheLocationOnlyWithFullAccessAndPermission() {
        let here = FixedLocationProvider(LocationCoordinate(latitude: 37.33182, longitude: -122.03118))
        for hasFullAccess in [false, true] {
            let document = InMemoryTextDocument()
            let controller = KeyboardInputViewController(document: document, hasFullAccess: hasFullAccess)
            var entry = KeyboardTextEntry(sosLocation: SOSLocationInsertion(provider: here))
            for character in "sos " { entry.insertText(String(character), in: controller) }
            #expect(document.text == (hasFullAccess ? "sos (37.33182, -122.03118) " : "sos "))
        }
    }

    @Test func secureAndPhoneFieldsGetTheSystemKeyboard() {
        #expect(KeyboardSelection(traits: TextInputTraits()) == .customKeyboard)
        #expect(KeyboardSelection(traits: TextInputTraits(isSecureTextEntry: true)) == .systemKeyboard(.secureTextEntry))
        #expect(KeyboardSelection(traits: TextInputTraits(keyboardType: .phonePad)) == .systemKeyboard(.keyboardType(.phonePad)))
        #expect(KeyboardSelection(traits: TextInputTraits(), hostAllowsKeyboardExtensions: false)
            == .systemKeyboard(.hostRefusesKeyboardExtensions))
    }
}
