let document = InMemoryTextDocument()
let controller = KeyboardInputViewController(document: document, hasFullAccess: true)
let here = FixedLocationProvider(LocationCoordinate(latitude: 37.33182, longitude: -122.03118))
let entry = KeyboardTextEntry(sosLocation: SOSLocationInsertion(provider: here))
var keyboard = MorseKeyboard(controller: controller, textEntry: entry)

keyboard.press([.dot, .dot, .dot, .space, .dash, .dash, .dash, .space, .dot, .dot, .dot, .space, .space])
#expect(document.text == "SOS (37.33182, -122.03118) ")

controller.hasFullAccess = false
keyboard.press([.dot, .dot, .dot, .space, .dash, .dash, .dash, .space, .dot, .dot, .dot, .space, .space])
#expect(document.text == "SOS (37.33182, -122.03118) SOS ")
