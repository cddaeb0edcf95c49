import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// `setMarkedText` and `unmarkText` script an input method; a limit applies when the composition commits.
@MainActor
@Suite struct InputMethodScenarioTests {
    static func run(_ json: String) throws -> Transcript {
        try ScenarioRunner.run(try ScenarioDecoding.decode(Data(json.utf8)))
    }

    static func scenario(_ events: String) -> String {
        """
        {"device": "iPhone 15 Pro", "screen": {"autofocus": "name", "fields": [
          {"id": "name", "frame": {"x": 16, "y": 120, "width": 361, "height": 34}, "rules": [{"maxLength": 5}]}]},
         "events": [\(events)]}
        """
    }

    @Test func theExampleCommitsWhatFitsAndDropsTheSixthSyllable() throws {
        let transcript = try GoldenTranscriptTests.transcript("input-method")
        let texts = transcript.steps.map { $0.fields.map(\.text) }
        // The sixth syllable composes past the limit, then nothing of it fits when it commits.
        #expect(texts[13] == ["안녕하세요다", ""])
        #expect(transcript.steps[13].fields[0].marked == TranscriptRange(NSRange(location: 5, length: 1)))
        #expect(texts[14] == ["안녕하세요", ""])
        #expect(transcript.steps[14].fields[0].marked == nil)
        // Six kana compose freely; the three kanji they convert to commit; a three-kana commit is cut to fit.
        #expect(texts[16] == ["안녕하세요", "とうきょうと"])
        #expect(transcript.steps[17].fields[1].selection == TranscriptRange(NSRange(location: 0, length: 3)))
        #expect(texts[18] == ["안녕하세요", "東京都"])
        #expect(texts[20] == ["안녕하세요", "東京都にほ"])
        #expect(transcript.steps[4].delegateCalls == [
            "textField:shouldChangeCharactersIn:replacementString:(name)", "textFieldDidChangeSelection(name)", "editingChanged(name)",
        ])
    }

    @Test func aSelectedRangeOutsideTheMarkedTextIsAnErrorNamingIt() throws {
        let json = Self.scenario(#"{"type": "setMarkedText", "text": "한", "selectedRange": {"location": 2, "length": 0}}"#)
        #expect {
            try Self.run(json)
        } throws: { error in
            let error = try #require(error as? ScenarioError)
            return error.path == "$.events[0].selectedRange" && error.message.contains("past the end")
        }
    }

    @Test func theNewEventsDecode() throws {
        let scenario = try ScenarioDecoding.decode(Data(Self.scenario(
            #"{"type": "setMarkedText", "text": "か"}, {"type": "setMarkedText", "text": "かん", "selectedRange": {"location": 1, "length": 1}}, {"type": "unmarkText"}"#
        ).utf8))
        #expect(scenario.events == [
            .setMarkedText("か", selectedRange: nil), .setMarkedText("かん", selectedRange: NSRange(location: 1, length: 1)), .unmarkText,
        ])
    }
}
