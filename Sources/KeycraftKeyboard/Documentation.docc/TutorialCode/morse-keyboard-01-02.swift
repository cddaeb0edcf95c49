let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: true)
let proxy = controller.textDocumentProxy

proxy.insertText("Hi")
#expect(document.text == "Hi")
proxy.deleteBackward()
#expect(document.text == "H")
