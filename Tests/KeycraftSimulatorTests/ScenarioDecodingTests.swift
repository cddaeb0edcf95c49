import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@MainActor
@Suite struct ScenarioDecodingTests {
    private func error(_ json: String) -> ScenarioError? {
        do {
            _ = try ScenarioRunner.run(try ScenarioDecoding.decode(Data(json.utf8)))
            return nil
        } catch {
            return error
        }
    }

    private func scenario(fields: String = #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]"#, events: String) -> String {
        #"{"device": "iPhone 15 Pro", "screen": {"fields": \#(fields)}, "events": \#(events)}"#
    }

    @Test func malformedScenariosNameTheJSONPath() {
        #expect(error("{") == ScenarioError(path: "$", message: "not valid JSON"))
        #expect(error(#"{"screen": {"fields": []}, "events": []}"#)?.path == "$.device")
        #expect(error(#"{"device": "Nokia", "screen": {"fields": []}, "events": []}"#)?.path == "$.device")
        #expect(error(scenario(events: #"[{"type": "tap", "field": "a"}, {"type": "type", "text": "x"}, {"type": "return"}, {"type": "jump"}]"#))?.path
            == "$.events[3].type")
        #expect(error(scenario(events: #"[{"type": "type", "text": 5}]"#)) == ScenarioError(path: "$.events[0].text", message: "expected a string"))
        #expect(error(scenario(events: #"[{"type": "tap", "field": "b"}]"#)) == ScenarioError(path: "$.events[0].field", message: #"no field with id "b""#))
        #expect(error(scenario(events: #"[{"type": "rotate", "orientation": "sideways"}]"#))?.path == "$.events[0].orientation")
        #expect(error(scenario(fields: #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": -1, "height": 10}}]"#, events: "[]"))?.path
            == "$.screen.fields[0].frame.width")
        #expect(error(scenario(fields: #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "rules": [{"maxLength": 1, "email": true}]}]"#, events: "[]"))?.path
            == "$.screen.fields[0].rules[0]")
        #expect(error(scenario(fields: #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "rules": [{"regex": "("}]}]"#, events: "[]"))?.path
            == "$.screen.fields[0].rules[0].regex")
        #expect(error(scenario(fields: #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]"#, events: "[]"))?.path
            == "$.screen.fields[1].id")
    }

    @Test func eventsTheScreenCannotPerformNameTheirEvent() {
        #expect(error(scenario(events: #"[{"type": "pickRow", "row": 0}]"#)) == ScenarioError(path: "$.events[0]", message: "no field is first responder"))
        #expect(error(scenario(events: #"[{"type": "tap", "field": "a"}, {"type": "float", "origin": {"x": 0, "y": 0}}]"#))?.path == "$.events[1].type")
        #expect(error(scenario(events: #"[{"type": "tap", "field": "a"}, {"type": "next"}]"#))?.message == "field “a” shows no accessory bar")
    }

    @Test func returnKeysDefaultToNextThenDone() throws {
        let json = scenario(
            fields: #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"id": "b", "frame": {"x": 0, "y": 9, "width": 1, "height": 1}}, {"id": "c", "frame": {"x": 0, "y": 20, "width": 1, "height": 1}, "returnKeyType": "go"}]"#,
            events: "[]")
        let decoded = try ScenarioDecoding.decode(Data(json.utf8))
        #expect(decoded.fields.map(\.traits.returnKeyType) == [.next, .next, .go])
    }
}
