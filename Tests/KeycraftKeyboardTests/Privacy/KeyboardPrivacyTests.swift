import Foundation
import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

/// Nothing typed reaches any output of the engine but the document proxy.
///
/// Serialized: each test redirects the process's standard streams, and two redirections at once
/// restore each other's descriptors in the wrong order, leaving standard output pointing at a closed
/// file — the rest of the test run's output was lost that way.
@Suite(.serialized) struct KeyboardPrivacyTests {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789").map(String.init)

    @Test func typedTextReachesOnlyTheProxy() async {
        let typed = TypedWords()
        // Standard output, standard error and the files written meanwhile are captured too.
        let capture = await ProcessOutputCapture.run {
            await Self.typeRandomText(recordingWordsIn: typed)
        }
        // Other tests running meanwhile print their names; words of six or more characters can't be
        // taken from those by chance.
        let words = typed.words.filter { $0.count >= 6 }
        #expect(!words.isEmpty)
        let outputs = [("standard output", capture.standardOutput), ("standard error", capture.standardError)]
            + capture.files.map { ($0.path, $0.contents) }
        for (name, output) in outputs {
            for word in words where output.contains(word) {
                Issue.record("typed \(word) leaked into \(name)")
            }
        }
    }

    /// The capture itself sees what a leak would look like: printing, writing to standard error, a file.
    @Test func theCaptureSeesPrintsStandardErrorAndFiles() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-privacy-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let capture = await ProcessOutputCapture.run {
            print("probe QX7RW2 on stdout")
            FileHandle.standardError.write(Data("probe KP4MZ9 on stderr\n".utf8))
            try? Data("probe JD3LV8 in a file".utf8).write(to: file)
        }
        #expect(capture.standardOutput.contains("QX7RW2"))
        #expect(capture.standardError.contains("KP4MZ9"))
        #expect(capture.files.contains { $0.contents.contains("JD3LV8") })
    }

    /// Everything typed, to look for afterwards.
    final class TypedWords: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        var words: [String] { lock.withLock { all } }
        func add(_ words: [String]) { lock.withLock { all += words } }
    }

    static func typeRandomText(recordingWordsIn typed: TypedWords) async {
        let word = Gen.element(of: Self.alphabet).compactMap { $0 }.array(of: 3...10).map { $0.joined() }
        await propertyCheck(count: 100, input: word.array(of: 1...5)) { words in
            typed.add(words)
            let lexicon = Lexicon([LexiconEntry(userInput: words[0], documentText: "replaced")])
            let entry = KeyboardTextEntry(lexicon: lexicon, sosLocation: SOSLocationInsertion(provider: FixedLocationProvider(SOSLocationTests.here)))
            var fixture = MorseKeyboardFixture(hasFullAccess: true, textEntry: entry)
            let text = (words + ["SOS"]).joined(separator: " ") + " "
            fixture.type(text)
            fixture.keyboard.press([.delete, .nextKeyboard(.tap), .nextKeyboard(.longPress), .dot])
            // The document got the text…
            #expect(fixture.document.text.contains("SOS ("))
            fixture.document.hostBeginEditing(EditableText(), traits: TextInputTraits(keyboardAppearance: .dark))
            // …and nothing else the engine emitted or exposes carries any of it.
            let outputs = fixture.recorder.events.map { String(describing: $0) }
                + [fixture.keyboard.preview.description, String(describing: fixture.keyboard.code)]
                + [String(describing: fixture.controller.colorScheme), "\(fixture.keyboard.keys)"]
            for word in words {
                for output in outputs {
                    #expect(!output.contains(word), "typed \(word) leaked into \(output)")
                }
            }
            #expect(!fixture.keyboard.textEntry.canRevertReplacement)
        }
    }
}
