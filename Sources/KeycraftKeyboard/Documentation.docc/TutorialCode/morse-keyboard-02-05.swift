let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: true)
var keyboard = MorseKeyboard(controller: controller)

keyboard.press(.dot)
#expect(document.text == "E")
keyboard.press(.dot)
#expect(document.text == "I")
keyboard.press(.dot)
#expect(document.text == "S")
#expect(keyboard.preview.description == "...  S")

keyboard.press(.space)
keyboard.press([.dash, .dash, .dash, .space, .dot, .dot, .dot, .space])
keyboard.press(.space)
#expect(document.text == "SOS ")

#expect(keyboard.keys == [.dot, .dash, .space, .delete, .nextKeyboard(.tap)])
var events: [KeyboardEvent] = []
controller.eventHandler = { events.append($0) }
keyboard.press(.nextKeyboard(.tap))
#expect(events == [.advanceToNextInputMode])
