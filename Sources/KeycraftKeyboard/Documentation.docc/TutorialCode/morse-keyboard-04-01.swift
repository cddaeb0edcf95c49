let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document)
let speller = Speller(dictionary: try CompactDictionary.english())
var keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(autocorrector: Autocorrector(speller: speller)))
