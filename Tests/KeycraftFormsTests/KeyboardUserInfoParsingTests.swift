import Foundation
import PropertyBased
import Testing
@testable import KeycraftForms

@Suite("Keyboard notification user info")
struct KeyboardUserInfoParsingTests {
    let begin = CGRect(x: 0, y: 852, width: 393, height: 336)
    let end = CGRect(x: 0, y: 516, width: 393, height: 336)

    func valid() -> [AnyHashable: Any] {
        [
            "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: begin),
            "UIKeyboardFrameEndUserInfoKey": NSValue(rect: end),
            "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
            "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
            "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
        ]
    }

    @Test func uikitKeyStringsAndNames() {
        #expect(KeyboardUserInfoKey.allCases.map(\.rawValue) == [
            "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
            "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
        ])
        #expect(KeyboardNotificationName.allCases.map(\.rawValue) == [
            "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
        ])
    }

    @Test func parsesWhatUIKitPosts() throws {
        let info = try KeyboardUserInfo(valid())
        #expect(info == KeyboardUserInfo(frameBegin: begin, frameEnd: end, animationDuration: 0.25, animationCurve: .keyboard, isLocal: true))
    }

    @Test func acceptsSwiftValuesAndRectText() throws {
        var userInfo = valid()
        userInfo["UIKeyboardFrameBeginUserInfoKey"] = begin
        userInfo["UIKeyboardFrameEndUserInfoKey"] = "{{0, 516}, {393, 336}}"
        userInfo["UIKeyboardAnimationDurationUserInfoKey"] = 0.5
        userInfo["UIKeyboardAnimationCurveUserInfoKey"] = 3
        userInfo["UIKeyboardIsLocalUserInfoKey"] = false
        let info = try KeyboardUserInfo(userInfo)
        #expect(info.frameBegin == begin && info.frameEnd == end)
        #expect(info.animationDuration == 0.5 && info.animationCurve == .linear && !info.isLocal)
        userInfo["UIKeyboardIsLocalUserInfoKey"] = NSNumber(value: 0)
        userInfo["UIKeyboardAnimationDurationUserInfoKey"] = 1
        let numeric = try KeyboardUserInfo(userInfo)
        #expect(!numeric.isLocal && numeric.animationDuration == 1)
    }

    @Test func keepsUnknownCurves() throws {
        var userInfo = valid()
        userInfo["UIKeyboardAnimationCurveUserInfoKey"] = NSNumber(value: 42)
        let info = try KeyboardUserInfo(userInfo)
        #expect(info.animationCurve.rawValue == 42 && !info.animationCurve.isDocumented)
        #expect(info.animationCurve.description == "unknown (42)")
        #expect(KeyboardAnimationCurve.keyboard.rawValue == 7 && !KeyboardAnimationCurve.keyboard.isDocumented)
        #expect((0...3).allSatisfy { KeyboardAnimationCurve(rawValue: $0).isDocumented })
        #expect((try? KeyboardUserInfo(info.dictionary)) == info)
    }

    @Test(arguments: KeyboardUserInfoKey.allCases)
    func eachMissingKeyIsNamed(key: KeyboardUserInfoKey) {
        var userInfo = valid()
        userInfo[key.rawValue] = nil
        #expect(throws: KeyboardUserInfoError.missingKey(key)) { try KeyboardUserInfo(userInfo) }
        #expect(KeyboardUserInfoError.missingKey(key).description.contains(key.rawValue))
    }

    /// A wrong value for a key, Sendable so it can be a test argument.
    enum WrongValue: Sendable, CustomStringConvertible {
        case text(String), point, number(Int), real(Double), flag(Bool)

        var value: Any {
            switch self {
            case .text(let text): text
            case .point: NSValue(point: CGPoint(x: 1, y: 2))
            case .number(let number): NSNumber(value: number)
            case .real(let real): real
            case .flag(let flag): flag
            }
        }

        var description: String { "\(value)" }
    }

    @Test(arguments: [
        (KeyboardUserInfoKey.frameBegin, WrongValue.text("not a rect")),
        (.frameBegin, .point),
        (.frameEnd, .number(3)),
        (.frameEnd, .text("{{0, 1}, {2}}")),
        (.animationDuration, .text("0.25")),
        (.animationDuration, .flag(true)),
        (.animationCurve, .text("7")),
        (.animationCurve, .real(2.5)),
        (.isLocal, .text("yes")),
        (.isLocal, .number(2)),
    ])
    func eachMalformedValueIsNamed(key: KeyboardUserInfoKey, wrong: WrongValue) {
        let value = wrong.value
        var userInfo = valid()
        userInfo[key.rawValue] = value
        do {
            _ = try KeyboardUserInfo(userInfo)
            Issue.record("accepted \(value) for \(key.rawValue)")
        } catch {
            guard case .malformedValue(let reported, _, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reported == key)
            #expect(error.description.hasPrefix(key.rawValue))
        }
    }

    @Test func rejectsImpossibleFramesAndDurations() {
        var userInfo = valid()
        userInfo["UIKeyboardFrameEndUserInfoKey"] = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
        #expect(throws: KeyboardUserInfoError.self) { try KeyboardUserInfo(userInfo) }
        userInfo["UIKeyboardFrameEndUserInfoKey"] = "{{0, 0}, {-5, 10}}"
        #expect(throws: KeyboardUserInfoError.invalidFrame(.frameEnd, "{{0, 0}, {-5, 10}}")) { try KeyboardUserInfo(userInfo) }
        userInfo = valid()
        userInfo["UIKeyboardAnimationDurationUserInfoKey"] = -0.25
        #expect(throws: KeyboardUserInfoError.invalidDuration(-0.25)) { try KeyboardUserInfo(userInfo) }
    }

    @Test func parsesWholeNotificationsAndNamesUnknownOnes() throws {
        let notification = try KeyboardNotification(name: "UIKeyboardWillShowNotification", userInfo: valid())
        #expect(notification.name == .willShow && notification.userInfo.frameEnd == end)
        for name in ["UIKeyboardWillAppear", "키보드가 나타남", "👩‍👩‍👧", "e\u{301}", ""] {
            #expect(throws: KeyboardUserInfoError.unknownNotificationName(name)) {
                try KeyboardNotification(name: name, userInfo: valid())
            }
            #expect(KeyboardUserInfoError.unknownNotificationName(name).description.contains("\"\(name)\""))
        }
    }

    @Test func roundTripsThroughTheDictionary() async {
        await propertyCheck(
            count: 200,
            input: Gen.double(in: -2000...2000).array(of: 4), Gen.double(in: 0...2000).array(of: 4),
            Gen.double(in: 0...2), Gen.int(in: -5...20), Gen.bool
        ) { origins, sizes, duration, curve, local in
            let info = KeyboardUserInfo(
                frameBegin: CGRect(x: origins[0], y: origins[1], width: sizes[0], height: sizes[1]),
                frameEnd: CGRect(x: origins[2], y: origins[3], width: sizes[2], height: sizes[3]),
                animationDuration: duration, animationCurve: KeyboardAnimationCurve(rawValue: curve), isLocal: local)
            #expect((try? KeyboardUserInfo(info.dictionary)) == info)
        }
    }
}

