let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: true)
let proxy = controller.textDocumentProxy
