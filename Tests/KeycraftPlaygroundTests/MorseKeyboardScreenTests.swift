import Foundation
import KeycraftKeyboard
import KeycraftPlayground
import Testing

@Suite @MainActor struct MorseKeyboardScreenTests {
    func run(_ script: String, width: Int = 80, height: Int = 24) throws -> Playground {
        try scripted(script, screen: 9, width: width, height: height)
    }

    func screen(_ playground: Playground) throws -> MorseKeyboardScreen {
        guard case .morseKeyboard(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    @Test func dotsAndDashesTypeLettersAndSpaceEndsThem() throws {
        #expect(try screen(run("... --- ... ")).text == "SOS")
        #expect(try screen(run(".- -...  -.-.")).text == "AB C")
    }

    @Test func thePreviewShowsTheLetterInProgress() throws {
        let screen = try screen(run(".-"))
        #expect(screen.preview.description == ".-  A")
        #expect(try run(".-").render(width: 80, height: 24).grid.text.contains(".-  A"))
    }

    @Test func deleteRemovesASignalThenACharacter() throws {
        #expect(try screen(run(".-<backspace>")).text == "E")
        #expect(try screen(run(".- <backspace>")).text == "")
    }

    @Test func textReplacementTurnsOmwIntoOnMyWay() throws {
        #expect(try screen(run("--- -- .--  ")).text == "On my way! ")
    }

    @Test func sosInsertsTheLocationOnlyWithFullAccess() throws {
        #expect(try screen(run("... --- ...  ")).text == "SOS ")
        let withAccess = try screen(run("<ctrl-f>... --- ...  "))
        #expect(withAccess.hasFullAccess)
        #expect(withAccess.text == "SOS" + MorseKeyboardScreen.location.insertionText + " ")
    }

    @Test func theGlobeKeyAsksForTheNextKeyboard() throws {
        #expect(try screen(run("<ctrl-g>")).keyboardEvents == [.advanceToNextInputMode])
    }

    @Test func clickingTheKeysTypesLikeTheirKeys() throws {
        let playground = try run("")
        let canvas = playground.render(width: 80, height: 24)
        func cell(_ index: Int) throws -> (Int, Int) {
            try #require((0..<24).lazy.flatMap { row in (0..<80).lazy.map { ($0, row) } }
                .first { canvas.tap(atColumn: $0.0, row: $0.1) == .option(index) })
        }
        var after = playground
        // dash, dot, space: N.
        for index in [1, 0, 2] {
            let (column, row) = try cell(index)
            after.handle(.click(column: column, row: row), width: 80, height: 24)
        }
        #expect(try screen(after).text == "N")
    }

    @Test func theCheatSheetComesFromTheTable() throws {
        let text = try run("").render(width: 120, height: 40).grid.text
        // Every letter (É included) and every figure, 0 as well.
        let lettersAndFigures = MorseTable.itu.entries.filter { "\($0.symbol)".allSatisfy { $0.isLetter || $0.isNumber } }
        #expect(lettersAndFigures.count == 37)
        for (symbol, code) in lettersAndFigures {
            #expect(text.contains("\(symbol) \(code)"))
        }
    }

    @Test func playingWritesAWAVWhenThereIsNoPlayer() throws {
        let status = MorsePlayback.play("SOS", environment: ["PATH": ""])
        let wavURL = try #require(MorsePlayback.wavURL)
        #expect(status.contains(wavURL.path))
        let data = try Data(contentsOf: wavURL)
        #expect(data.prefix(4) == Data("RIFF".utf8))
        #expect(data.count > 44)
    }

    /// The WAV holds what was typed: it goes into a directory of this run with a random name that only
    /// the user can open, never a fixed path in the shared temporary directory.
    @Test func theWAVIsInAPrivateDirectoryWithARandomName() throws {
        _ = MorsePlayback.play("SOS", environment: ["PATH": ""])
        let wavURL = try #require(MorsePlayback.wavURL)
        let directory = wavURL.deletingLastPathComponent()
        #expect(directory.deletingLastPathComponent().standardizedFileURL.path
            == FileManager.default.temporaryDirectory.standardizedFileURL.path)
        #expect(directory.lastPathComponent.hasPrefix("keycraft-morse-") && directory.lastPathComponent.count == "keycraft-morse-".count + 6)
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(directoryMode == 0o700)
        let fileMode = try FileManager.default.attributesOfItem(atPath: wavURL.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
    }

    /// Errors say where the problem is, never what was typed.
    @Test func playingTextMorseCannotSendSaysSoWithoutRepeatingIt() {
        for text in ["한", "SOS 👩‍👩‍👧", "HI <QQQ>", "PIN 4321 <SK"] {
            let status = MorsePlayback.play(text, environment: ["PATH": ""])
            #expect(status.hasPrefix("Can't play"), "\(status)")
            for piece in ["한", "👩‍👩‍👧", "QQQ", "4321", "SOS", "PIN"] {
                #expect(!status.contains(piece), "\(status)")
            }
        }
        #expect(MorsePlayback.play("SOS 한", environment: ["PATH": ""]) == "Can't play: the character at offset 4 has no Morse code")
    }
}
