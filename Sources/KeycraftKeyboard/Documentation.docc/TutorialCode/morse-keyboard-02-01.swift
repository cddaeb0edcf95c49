let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: true)
var keyboard = MorseKeyboard(controller: controller)
