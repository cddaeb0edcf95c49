let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document)
let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
var keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(lexicon: lexicon))
