import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftText
import Testing

/// The code of the tutorial "Build the Morse keyboard": each section is one test, and each step's code
/// file (`Documentation.docc/TutorialCode/morse-keyboard-*.swift`) is a run of lines of these tests.
@Suite struct BuildTheMorseKeyboardExamples {
    @Test func connectTheKeyboardToADocument() {
        let document = InMemoryTextDocument()
        let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: true)
        let proxy = controller.textDocumentProxy

        proxy.insertText("Hi")
        #expect(document.text == "Hi")
        proxy.deleteBackward()
        #expect(document.text == "H")
    }

    @Test func typeMorseCode() {
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
    }

    @Test func replaceWords() {
        let document = InMemoryTextDocument()
        let controller = KeyboardInputViewController(document: document)
        let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
        var keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(lexicon: lexicon))

        keyboard.press([.dash, .dash, .dash, .space, .dash, .dash, .space, .dot, .dash, .dash, .space])
        #expect(document.text == "OMW")
        keyboard.press(.space)
        #expect(document.text == "On my way! ")

        keyboard.press(.delete)
        #expect(document.text == "OMW")
    }

    @Test func correctWords() throws {
        let document = InMemoryTextDocument()
        let controller = KeyboardInputViewController(document: document)
        let speller = Speller(dictionary: try CompactDictionary.english())
        var keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(autocorrector: Autocorrector(speller: speller)))

        keyboard.press([.dash, .space, .dot, .space, .dot, .dot, .dot, .dot, .space])
        #expect(document.text == "TEH")
        #expect(keyboard.textEntry.suggestionBar(in: controller).autocorrection?.text == "THE")

        keyboard.press(.space)
        #expect(document.text == "THE ")
    }

    @Test func insertTheLocationWithFullAccess() {
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
    }

    /// Every code file of the tutorial is a run of lines of this file, so the tutorial shows tested code.
    @Test func theTutorialsCodeFilesAreTheseTests() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let resources = root.appendingPathComponent("Sources/KeycraftKeyboard/Documentation.docc/TutorialCode")
        let files = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasPrefix("morse-keyboard-") && $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 8)
        let tests = try Self.lines(String(contentsOf: thisFile, encoding: .utf8))
        for file in files {
            let code = try Self.lines(String(contentsOf: resources.appendingPathComponent(file), encoding: .utf8))
            #expect(Self.contains(tests, run: code), "\(file) is not a run of lines of \(thisFile.lastPathComponent)")
        }
    }

    /// Lines without trailing whitespace or the common indentation, with empty lines at either end dropped.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: \.isWhitespace).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func contains(_ text: [String], run: [String]) -> Bool {
        func dedented(_ lines: some Collection<String>) -> [String] {
            let indent = lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
            return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
        }
        let wanted = dedented(run)
        guard !wanted.isEmpty, text.count >= wanted.count else { return false }
        return (0...(text.count - wanted.count)).contains { dedented(text[$0..<($0 + wanted.count)]) == wanted }
    }
}
