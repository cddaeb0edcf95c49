let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document)
let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
var keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(lexicon: lexicon))

keyboard.press([.dash, .dash, .dash, .space, .dash, .dash, .space, .dot, .dash, .dash, .space])
#expect(document.text == "OMW")
keyboard.press(.space)
#expect(document.text == "On my way! ")
