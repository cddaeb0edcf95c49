import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Scenario fields with a `mask`: transcripts carry the formatted text, the caret, the extracted value and
/// completeness.
@MainActor
@Suite struct MaskedScenarioTests {
    private func run(mask: String, events: String) throws -> Transcript {
        let json = #"{"device": "iPhone 15 Pro", "screen": {"fields": [{"id": "phone", "frame": {"x": 16, "y": 100, "width": 300, "height": 44}, "keyboardType": "phonePad", "mask": \#(mask)}]}, "events": \#(events)}"#
        return try ScenarioRunner.run(try ScenarioDecoding.decode(Data(json.utf8)))
    }

    @Test func typingDeletingAndPastingThroughAMask() throws {
        let transcript = try run(
            mask: #""{+1} ([000]) [000]-[00]-[00]""#,
            events: #"[{"type": "tap", "field": "phone"}, {"type": "type", "text": "098"}, {"type": "delete"}, {"type": "paste", "text": "87654321"}]"#)
        let fields = transcript.steps.map { $0.fields[0] }
        #expect(fields.map(\.text) == ["", "", "+1 (098) ", "+1 (09", "+1 (098) 765-43-21"])
        #expect(fields.map(\.caret) == [0, 0, 9, 6, 18])
        #expect(fields.map(\.value) == ["", "", "+1098", "+109", "+10987654321"])
        #expect(fields.map(\.complete) == [false, false, false, false, true])
        #expect(transcript.steps[2].delegateCalls.contains { $0.contains("editingChanged") })
    }

    @Test func aListIsAPrimaryAndAlternatives() throws {
        let transcript = try run(
            mask: #"["[00]-[00]", "[0000]-[0000]"]"#,
            events: #"[{"type": "tap", "field": "phone"}, {"type": "paste", "text": "12345678"}]"#)
        #expect(transcript.steps.last?.fields[0].text == "1234-5678")
        #expect(transcript.steps.last?.fields[0].complete == true)
    }

    @Test func fieldsWithoutAMaskLeaveTheNewKeysOut() throws {
        let json = #"{"device": "iPhone 15 Pro", "screen": {"fields": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}, "events": []}"#
        let transcript = try ScenarioRunner.run(try ScenarioDecoding.decode(Data(json.utf8)))
        let encoded = String(decoding: try JSONEncoder().encode(transcript), as: UTF8.self)
        #expect(!encoded.contains("complete"))
    }

    @Test func aMalformedMaskNamesItsPathAndPosition() throws {
        #expect(throws: ScenarioError.self) { try run(mask: #""[00""#, events: "[]") }
        do {
            _ = try run(mask: #""+7 ([000]) [000""#, events: "[]")
        } catch let error as ScenarioError {
            #expect(error.path == "$.screen.fields[0].mask")
            #expect(error.message.contains("'[' at character 12 is never closed"))
        }
        do {
            _ = try run(mask: "[]", events: "[]")
        } catch let error as ScenarioError {
            #expect(error.path == "$.screen.fields[0].mask")
        }
    }
}
