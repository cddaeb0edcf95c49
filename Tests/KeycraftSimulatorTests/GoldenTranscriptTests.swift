import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// The example scenarios against their golden transcripts (regenerate with
/// scripts/update-golden-transcripts.sh), compared step by step and key by key, each field on its own,
/// so a failure names exactly what changed. Behaviour that matters is also asserted directly below.
@MainActor
@Suite struct GoldenTranscriptTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Every scenario under Examples/Scenarios (regressions included), by its path without `.json`:
    /// found on disk, so a scenario added without a golden transcript fails `everyScenarioHasAGolden`.
    nonisolated static let examples: [String] = {
        let folder = root.appendingPathComponent("Examples/Scenarios")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }()

    nonisolated static let goldenFolder = root.appendingPathComponent("Tests/KeycraftSimulatorTests/Golden")

    @Test func everyScenarioHasAGoldenAndEveryGoldenAScenario() throws {
        #expect(Self.examples.count >= 14)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".transcript.json") }.map { String($0.dropLast(".transcript.json".count)) }
        let names = Self.examples.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(Set(names).count == names.count, "two scenarios share a file name: their goldens would collide")
        #expect(Set(names) == Set(goldens), "run scripts/update-golden-transcripts.sh and review the diff")
    }

    static func transcript(_ example: String) throws -> Transcript {
        let data = try Data(contentsOf: root.appendingPathComponent("Examples/Scenarios/\(example).json"))
        return try ScenarioRunner.run(try ScenarioDecoding.decode(data))
    }

    static func jsonObject(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func canonical(_ value: Any?) throws -> String {
        guard let value else { return "absent" }
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: examples)
    func matchesGoldenFieldByField(_ example: String) throws {
        let name = URL(fileURLWithPath: example).lastPathComponent
        let golden = try Self.jsonObject(Data(contentsOf: Self.root.appendingPathComponent("Tests/KeycraftSimulatorTests/Golden/\(name).transcript.json")))
        let actual = try Self.jsonObject(Data(try Self.transcript(example).json().utf8))
        #expect(actual["device"] as? String == golden["device"] as? String)
        let goldenSteps = try #require(golden["steps"] as? [[String: Any]])
        let actualSteps = try #require(actual["steps"] as? [[String: Any]])
        #expect(actualSteps.count == goldenSteps.count)
        for (index, (want, got)) in zip(goldenSteps, actualSteps).enumerated() {
            for key in Set(want.keys).union(got.keys).sorted() where key != "fields" {
                #expect(try Self.canonical(got[key]) == Self.canonical(want[key]), "step \(index) (\(want["event"] ?? "")): \(key)")
            }
            let wantFields = try #require(want["fields"] as? [[String: Any]])
            let gotFields = try #require(got["fields"] as? [[String: Any]])
            #expect(gotFields.count == wantFields.count)
            for (wantField, gotField) in zip(wantFields, gotFields) {
                for key in ["id", "text", "selection", "messages"] {
                    #expect(try Self.canonical(gotField[key]) == Self.canonical(wantField[key]), "step \(index) field \(wantField["id"] ?? ""): \(key)")
                }
            }
        }
    }

    // MARK: What the examples must show, whatever the golden files say

    @Test func searchScreenSubmitsThePercentEncodedKoreanQuery() throws {
        let steps = try Self.transcript("search-screen").steps
        #expect(steps[2].returnKey == "disabled")
        #expect(steps[5].submitted == .url(
            "https://www.google.com/search?q=%ED%82%A4%EB%B3%B4%EB%93%9C%20e%CC%81%20%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%20%26%20%F0%9F%87%B0%F0%9F%87%B7"))
        #expect(steps[4].tapped == "control:cancel")
        #expect(steps[4].firstResponder == "query")
    }

    @Test func validationFormShowsMessagesAndBlocksAnInvalidEmail() throws {
        let steps = try Self.transcript("validation-form").steps
        #expect(steps[1].fields[0].text == "김민준 é👩‍👩‍👧🇰🇷 an")
        #expect(steps[1].fields[0].messages == ["Use at most 10 characters."])
        #expect(steps[3].fields[1].text == "42")
        #expect(steps[4].fields[1].messages == ["Enter a number from 1 to 100."])
        #expect(steps[11].returnKey == "kept")
        #expect(steps[11].fields[3].messages == ["Enter a valid e-mail address."])
        #expect(steps[13].returnKey == "resigned")
        #expect(steps[13].notifications.map(\.name).contains("UIKeyboardWillHideNotification"))
    }

    @Test func inputViewFormPicksAnAgeTapsAGenderAndFollowsTheChain() throws {
        let steps = try Self.transcript("input-view-form").steps
        #expect(steps[4].fields[1].text == "30")
        #expect(steps[6].feedback == [.inputClick])
        #expect(steps[6].fields[2].text == "F")
        #expect(steps[5].keyboardFrame?.height == 144)
        #expect(steps[5].notifications.count == 4)
        #expect(steps[7].returnKey == "disabled")
        #expect(steps[5].accessoryBar == AccessoryBar(isPreviousEnabled: true, isNextEnabled: false, title: "Gender"))
        #expect(steps[10].firstResponder == nil)
    }

    @Test func textViewInsetsFollowTheKeyboardAndTheCaretStaysVisible() throws {
        let steps = try Self.transcript("text-view").steps
        for step in steps where step.firstResponder != nil {
            #expect(step.activeFieldFullyVisible == true, "\(step.event)")
            #expect(step.contentInset?.bottom == 270)
        }
        #expect(steps[3].contentOffset!.y > steps[2].contentOffset!.y)
        #expect(steps.last?.contentInset == EdgeInsets())
        #expect(steps.last?.contentOffset == TranscriptPoint(.zero))
    }

    @Test func regressionsKeepTheActiveFieldVisibleAndRestoreOnHide() throws {
        for example in Self.examples {
            let steps = try Self.transcript(example).steps
            for step in steps where step.firstResponder != nil && step.keyboardFrame != nil && !example.contains("floating") {
                #expect(step.activeFieldFullyVisible == true, "\(example) \(step.event)")
            }
            if let first = steps.first, let last = steps.last, last.keyboardFrame == nil, first.contentInset != nil {
                #expect(last.contentInset == first.contentInset, "\(example)")
                // Back where it was; a view that rested at its top rests at its top, which moves when the window
                // does (a Stage Manager window below the status bar has no top safe area).
                if first.contentOffset?.y == -(first.adjustedContentInset?.top ?? 0) {
                    #expect(last.contentOffset?.y == -(last.adjustedContentInset?.top ?? 0), "\(example)")
                } else {
                    #expect(last.contentOffset == first.contentOffset, "\(example)")
                }
            }
        }
    }

    @Test func floatingKeyboardOverlapsNothingAndTheHardwareBarOnlyItsHeight() throws {
        let floating = try Self.transcript("regressions/floating-ipad-keyboard").steps
        #expect(floating[2].contentInset == EdgeInsets())
        #expect(floating[2].notifications.map(\.name).contains("UIKeyboardWillHideNotification"))
        #expect(floating[3].notifications.map(\.name) == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
        let bar = try Self.transcript("regressions/hardware-keyboard-bar").steps
        #expect(bar[2].contentInset!.bottom < 100)
        #expect(bar[4].contentInset!.bottom > 300)
        let phone = try Self.transcript("regressions/hardware-keyboard-iphone").steps
        #expect(phone[1].keyboardFrame == nil)
        #expect(phone[2].keyboardFrame?.height == 380)
    }

    @Test func aWindowThatIsNotFullScreenUsesItsOwnOverlap() throws {
        let steps = try Self.transcript("regressions/split-view-window").steps
        // A Stage Manager window whose bottom is 34 points below the keyboard's top: 34 + 10 padding.
        #expect(steps[3].contentInset?.bottom == 44)
    }
}
