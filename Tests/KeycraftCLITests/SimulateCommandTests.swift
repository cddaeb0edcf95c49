import Foundation
import Testing
import ToolRunning

@Suite struct SimulateCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func printsTheTranscriptOfAnExampleFile() throws {
        let run = try runKeycraft(["simulate", Self.root.appendingPathComponent("Examples/Scenarios/search-screen.json").path])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let transcript = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let steps = try #require(transcript["steps"] as? [[String: Any]])
        #expect(steps.count == 6)
        let submitted = try #require(steps[5]["submitted"] as? [String: String])
        #expect(submitted["url"]?.hasPrefix("https://www.google.com/search?q=%ED%82%A4%EB%B3%B4%EB%93%9C%20") == true)
    }

    @Test func readsTheScenarioFromStandardInput() throws {
        let scenario = #"""
            {"device": "iPhone SE (3rd generation)",
             "screen": {"autofocus": "a", "fields": [{"id": "a", "frame": {"x": 0, "y": 600, "width": 100, "height": 30}}]},
             "events": [{"type": "type", "text": "한글 🇰🇷"}]}
            """#
        let run = try runKeycraft(["simulate", "-"], stdin: scenario)
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""text" : "한글 🇰🇷""#))
        // 600 + 30 + 10 padding - 407 (the keyboard's top on iPhone SE).
        #expect(run.stdout.contains(#""rootViewShift" : 233"#))
    }

    @Test func malformedScenarioNamesThePathAndExitsTwo() throws {
        let run = try runKeycraft(["simulate", "-"], stdin: #"{"device": "iPhone 15 Pro", "screen": {"fields": []}, "events": [{"type": "jump"}]}"#)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("$.events[0].type: unknown event type \"jump\""))
    }

    @Test func unreadableFileIsAUsageError() throws {
        let run = try runKeycraft(["simulate", "/nonexistent/scenario.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot read /nonexistent/scenario.json"))
    }
}
