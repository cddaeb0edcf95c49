import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// A scenario field's `phone` key: typing, deleting and pasting are formatted as the region's phone
/// numbers, and the transcript shows the text, the caret, the value and completeness.
@MainActor
@Suite struct ScenarioPhoneFieldTests {
    private func run(_ phone: String, _ events: String) throws -> [[String: Any]] {
        let json = #"""
            {"device": "iPhone 15 Pro", "screen": {"fields": [
              {"id": "tel", "frame": {"x": 20, "y": 100, "width": 353, "height": 34}, "keyboardType": "phonePad", "phone": "\#(phone)"}
            ]}, "events": \#(events)}
            """#
        let transcript = try ScenarioRunner.run(try ScenarioDecoding.decode(Data(json.utf8)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(transcript.json().utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        return try steps.map { step in try #require((step["fields"] as? [[String: Any]])?.first) }
    }

    @Test func typingDeletingAndPastingAreFormatted() throws {
        let fields = try run("KR", #"""
            [{"type": "tap", "field": "tel"}, {"type": "type", "text": "0101234567"}, {"type": "type", "text": "8"},
             {"type": "delete"}, {"type": "paste", "text": "8"}]
            """#)
        let texts = fields.map { $0["text"] as? String }
        #expect(texts == ["", "", "010-123-4567", "010-1234-5678", "010-123-4567", "010-1234-5678"])
        let carets = fields.map { ($0["selection"] as? [String: Int])?["location"] }
        #expect(carets == [0, 0, 12, 13, 12, 13])
        #expect(fields.last?["value"] as? String == "01012345678")
        #expect(fields.last?["complete"] as? Bool == true)
        #expect(fields[1]["complete"] as? Bool == false)  // empty
        #expect(fields[1]["value"] as? String == "")
    }

    @Test func anInternationalNumberSwitchesCountry() throws {
        let fields = try run("US", #"[{"type": "tap", "field": "tel"}, {"type": "type", "text": "+821012345678"}]"#)
        #expect(fields.last?["text"] as? String == "+82 10-1234-5678")
        #expect(fields.last?["value"] as? String == "+821012345678")
    }

    @Test func anUnknownRegionIsAMalformedScenario() {
        #expect(throws: ScenarioError.self) { try run("ZZ", "[]") }
        do {
            _ = try run("ZZ", "[]")
        } catch let error as ScenarioError {
            #expect(error.path == "$.screen.fields[0].phone")
            #expect(error.message.contains("ZZ"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
