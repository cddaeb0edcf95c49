import Foundation
import PropertyBased
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Scenario files are strict: a key no object of that kind has is an error at its JSON path.
@MainActor
@Suite struct ScenarioStrictKeysTests {
    private func error(_ json: String) -> ScenarioError? {
        do {
            _ = try ScenarioDecoding.decode(Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    private func scenario(field: String = "", events: String = "[]", screen: String = "", top: String = "") -> String {
        #"{"device": "iPhone 15 Pro", \#(top)"screen": {\#(screen)"fields": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}\#(field)}]}, "events": \#(events)}"#
    }

    @Test func aMisspeltKeyIsAnErrorAtItsPathWithTheKeyMeant() {
        let top = error(scenario(top: #""orientaton": "portrait", "#))
        #expect(top?.path == "$.orientaton")
        #expect(top?.message.hasPrefix(#"unknown key "orientaton"; did you mean "orientation"?"#) == true)
        #expect(error(scenario(field: #", "plaecholder": "Name""#))?.path == "$.screen.fields[0].plaecholder")
        #expect(error(scenario(screen: #""autoFocus": "a", "#))?.path == "$.screen.autoFocus")
        #expect(error(scenario(field: #", "delegate": {"shouldReturns": false}"#))?.path == "$.screen.fields[0].delegate.shouldReturns")
        #expect(error(scenario(field: #", "inputView": {"kind": "picker", "row": ["a"]}"#))?.path == "$.screen.fields[0].inputView.row")
        #expect(error(scenario(screen: #""scrollView": {"contentSize": {"width": 1, "height": 1, "depth": 1}}, "#))?.path
            == "$.screen.scrollView.contentSize.depth")
        #expect(error(scenario(top: #""window": {"x": 0, "y": 0, "width": 1, "height": 1, "w": 1}, "#))?.path == "$.window.w")
    }

    @Test func eventKeysDependOnTheEventType() {
        let typo = error(scenario(events: #"[{"type": "tap", "field": "a"}, {"type": "type", "txt": "x"}]"#))
        #expect(typo == ScenarioError(path: "$.events[1].txt", message: #"unknown key "txt"; did you mean "text"? (a "type" event takes "type", "text")"#))
        let extra = error(scenario(events: #"[{"type": "return", "text": "x"}]"#))
        #expect(extra == ScenarioError(path: "$.events[0].text", message: #"unknown key "text" (a "return" event takes "type")"#))
        #expect(error(scenario(events: #"[{"type": "float", "origin": {"x": 0, "y": 0, "z": 0}}]"#))?.path == "$.events[0].origin.z")
        // An unknown type is reported as such, not as its keys.
        #expect(error(scenario(events: #"[{"type": "jump", "height": 2}]"#))?.path == "$.events[0].type")
    }

    @Test func rulesTakeOneNameAndThatRulesOptions() throws {
        #expect(error(scenario(field: #", "rules": [{"maxLenght": 3}]"#))?.message.contains(#"did you mean "maxLength"?"#) == true)
        #expect(error(scenario(field: #", "rules": [{"maxLength": 3, "uppercased": true}]"#))?.path == "$.screen.fields[0].rules[0].uppercased")
        #expect(error(scenario(field: #", "rules": [{}]"#))?.path == "$.screen.fields[0].rules[0]")
        #expect(error(scenario(field: #", "rules": [{"oneOf": ["M", "F"], "uppercased": "yes"}]"#))
            == ScenarioError(path: "$.screen.fields[0].rules[0].uppercased", message: "expected true or false"))
        #expect(error(scenario(field: #", "rules": [{"oneOf": ["M", "F"], "uppercased": true}]"#)) == nil)
    }

    /// The guides' gender field: "f" typed becomes "F"; anything but M or F is refused.
    @Test func oneOfUppercasedTurnsTypingIntoUpperCase() throws {
        let json = scenario(
            field: #", "rules": [{"oneOf": ["M", "F"], "uppercased": true}]"#,
            events: #"[{"type": "tap", "field": "a"}, {"type": "type", "text": "x"}, {"type": "type", "text": "f"}]"#)
        let transcript = try ScenarioRunner.run(try ScenarioDecoding.decode(Data(json.utf8)))
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(transcript.json().utf8)) as? [String: Any])["steps"] as? [[String: Any]]
        let texts = try #require(steps).map { (($0["fields"] as? [[String: Any]])?.first?["text"] as? String) }
        #expect(texts.last == "F")
        #expect(texts.dropLast().last == "")
    }

    /// Every object of every example scenario refuses a key it does not know, wherever it is added.
    @Test func anUnknownKeyAnywhereInTheExamplesIsReportedAtItsPath() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try GoldenTranscriptTests.examples.map { example in
            try Data(contentsOf: root.appendingPathComponent("Examples/Scenarios/\(example).json"))
        }
        for file in files {
            #expect(throws: Never.self) { try ScenarioDecoding.decode(file) }
        }
        let objects = try files.map { Self.objectPaths(in: try JSONSerialization.jsonObject(with: $0)) }
        await propertyCheck(count: 200, input: Gen.int(in: 0...(files.count - 1)), Gen.int(in: 0...10_000), Gen.letterOrNumber.string(of: 1...8)) { example, pick, suffix in
            let paths = objects[example]
            let path = paths[pick % paths.count]
            let key = "x" + suffix
            let changed = Self.adding(key: key, at: path, to: try! JSONSerialization.jsonObject(with: files[example]))
            let data = try! JSONSerialization.data(withJSONObject: changed)
            #expect(error(String(decoding: data, as: UTF8.self))?.path == Self.jsonPath(path + [.key(key)]))
        }
    }

    enum Step: Hashable { case key(String), index(Int) }

    static func objectPaths(in value: Any, at path: [Step] = []) -> [[Step]] {
        if let object = value as? [String: Any] {
            return [path] + object.flatMap { key, child in objectPaths(in: child, at: path + [.key(key)]) }
        }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { index, child in objectPaths(in: child, at: path + [.index(index)]) }
        }
        return []
    }

    static func adding(key: String, at path: [Step], to value: Any) -> Any {
        guard let step = path.first else {
            var object = value as! [String: Any]
            object[key] = 1
            return object
        }
        switch step {
        case .key(let name):
            var object = value as! [String: Any]
            object[name] = adding(key: key, at: Array(path.dropFirst()), to: object[name]!)
            return object
        case .index(let index):
            var array = value as! [Any]
            array[index] = adding(key: key, at: Array(path.dropFirst()), to: array[index])
            return array
        }
    }

    static func jsonPath(_ path: [Step]) -> String {
        path.reduce("$") { result, step in
            switch step {
            case .key(let name): "\(result).\(name)"
            case .index(let index): "\(result)[\(index)]"
            }
        }
    }
}
