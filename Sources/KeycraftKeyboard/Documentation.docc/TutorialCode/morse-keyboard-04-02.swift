let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document)
let speller = Speller(dictionary: try CompactDictionary.english())
var keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(autocorrector: Autocorrector(speller: speller)))

keyboard.press([.dash, .space, .dot, .space, .dot, .dot, .dot, .dot, .space])
#expect(document.text == "TEH")
#expect(keyboard.textEntry.suggestionBar(in: controller).autocorrection?.text == "THE")
