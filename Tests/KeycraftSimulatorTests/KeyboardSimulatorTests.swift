import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@Suite("Keyboard simulator")
struct KeyboardSimulatorTests {
    let show: [KeyboardNotificationName] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    let hide: [KeyboardNotificationName] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
    let frameOnly: [KeyboardNotificationName] = [.willChangeFrame, .didChangeFrame]

    func pro() -> KeyboardSimulator { KeyboardSimulator(device: .iPhone15Pro) }

    @Test func focusingWhileHiddenPostsTheShowQuartetFromBelowTheScreen() throws {
        var simulator = pro()
        let posted = try simulator.send(.focus(KeyboardRequest()))
        #expect(posted.map(\.name) == show)
        let end = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
        for notification in posted {
            #expect(notification.userInfo.frameBegin == CGRect(x: 0, y: 852, width: 393, height: 336))
            #expect(notification.userInfo.frameEnd == end)
            #expect(notification.userInfo.animationDuration == 0.25 && notification.userInfo.animationCurve == .keyboard)
            #expect(notification.userInfo.isLocal)
        }
        #expect(simulator.keyboardFrame == end)
    }

    @Test func movingToAnotherFieldRepostsShowWithBeginAndEnd() throws {
        var simulator = pro()
        _ = try simulator.send(.focus(KeyboardRequest()))
        let same = try simulator.send(.focus(KeyboardRequest()))
        #expect(same.map(\.name) == show)
        #expect(same[0].userInfo.frameBegin == same[0].userInfo.frameEnd)
        let numbers = try simulator.send(.focus(KeyboardRequest(keyboardType: .numberPad)))
        #expect(numbers.map(\.name) == show)
        #expect(numbers[0].userInfo.frameBegin.height == 336 && numbers[0].userInfo.frameEnd.height == 291)
        let accessory = try simulator.send(.focus(KeyboardRequest(accessoryViewHeight: 44)))
        #expect(accessory[0].userInfo.frameEnd == CGRect(x: 0, y: 852 - 380, width: 393, height: 380))
        let picker = try simulator.send(.focus(KeyboardRequest(inputViewHeight: 216)))
        #expect(picker[0].userInfo.frameEnd == CGRect(x: 0, y: 852 - 216, width: 393, height: 216))
    }

    @Test func resignPostsTheHideQuartetEndingBelowTheScreen() throws {
        var simulator = pro()
        _ = try simulator.send(.focus(KeyboardRequest(keyboardType: .emailAddress)))
        let posted = try simulator.send(.resign)
        #expect(posted.map(\.name) == hide)
        #expect(posted[0].userInfo.frameBegin == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(posted[0].userInfo.frameEnd == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(simulator.keyboardFrame == nil)
        #expect(try simulator.send(.resign).isEmpty)
    }

    @Test func hardwareKeyboardOnPhoneShowsOnlyTheAccessory() throws {
        var simulator = pro()
        #expect(try simulator.send(.attachHardwareKeyboard).isEmpty)
        #expect(try simulator.send(.focus(KeyboardRequest())).isEmpty, "no bar, no accessory: iOS posts nothing")
        let posted = try simulator.send(.focus(KeyboardRequest(accessoryViewHeight: 44)))
        #expect(posted.map(\.name) == show)
        // Full-size frame, only 44 pt of it above the bottom edge.
        #expect(posted[0].userInfo.frameEnd == CGRect(x: 0, y: 852 - 44, width: 393, height: 380))
        #expect(try simulator.send(.resign).map(\.name) == hide)
    }

    @Test func attachingAndDetachingWhileEditingMovesTheKeyboard() throws {
        var simulator = KeyboardSimulator(device: .iPadPro11)
        _ = try simulator.send(.focus(KeyboardRequest()))
        let attach = try simulator.send(.attachHardwareKeyboard)
        #expect(attach.map(\.name) == show)
        #expect(attach[0].userInfo.frameEnd.minY == 1139)
        #expect(attach[0].userInfo.frameEnd.height == 320)
        let detach = try simulator.send(.detachHardwareKeyboard)
        #expect(detach.map(\.name) == show)
        #expect(detach[0].userInfo.frameEnd == CGRect(x: 0, y: 1194 - 320, width: 834, height: 320))

        var phone = pro()
        _ = try phone.send(.focus(KeyboardRequest()))
        #expect(try phone.send(.attachHardwareKeyboard).map(\.name) == hide)
        #expect(try phone.send(.detachHardwareKeyboard).map(\.name) == show)
    }

    @Test func customInputViewsStayWithAHardwareKeyboard() throws {
        var simulator = pro()
        _ = try simulator.send(.attachHardwareKeyboard)
        let posted = try simulator.send(.focus(KeyboardRequest(inputViewHeight: 200, accessoryViewHeight: 44)))
        #expect(posted[0].userInfo.frameEnd == CGRect(x: 0, y: 852 - 244, width: 393, height: 244))
    }

    @Test func undockSplitFloatAndDockOnIPad() throws {
        var simulator = KeyboardSimulator(device: .iPad10)
        _ = try simulator.send(.focus(KeyboardRequest()))
        let undock = try simulator.send(.move(.undocked(lift: 300)))
        #expect(undock.map(\.name) == hide, "undocking reads as hiding")
        let undocked = try #require(simulator.keyboardFrame)
        #expect(undock[0].userInfo.frameEnd == undocked)
        #expect(undocked.maxY == 880)
        // While undocked, focus changes and resigning post frame changes only.
        #expect(try simulator.send(.focus(KeyboardRequest(keyboardType: .URL))).map(\.name) == frameOnly)
        let split = try simulator.send(.move(.split(lift: 100)))
        #expect(split.map(\.name) == frameOnly)
        #expect(split[0].userInfo.frameEnd.height == 216 + 55 && split[0].userInfo.frameEnd.maxY == 1180 - 100)
        let float = try simulator.send(.move(.floating(origin: CGPoint(x: 5000, y: 400))))
        #expect(float[0].userInfo.frameEnd == CGRect(x: 820 - 320, y: 400, width: 320, height: 262), "clamped into the screen")
        let resign = try simulator.send(.resign)
        #expect(resign.map(\.name) == frameOnly && resign[0].userInfo.frameEnd.minY == 1180)
        // The placement is remembered: focusing again brings the floating keyboard back without a show.
        #expect(try simulator.send(.focus(KeyboardRequest())).map(\.name) == frameOnly)
        let dock = try simulator.send(.move(.docked))
        #expect(dock.map(\.name) == show)
        #expect(dock[0].userInfo.frameEnd == CGRect(x: 0, y: 1180 - 320, width: 820, height: 320))
    }

    @Test func movesTheDeviceCannotDoAreTypedErrorsAndChangeNothing() throws {
        var phone = pro()
        _ = try phone.send(.focus(KeyboardRequest()))
        #expect(throws: KeyboardSimulatorError.unsupportedMode(.floating(origin: .zero), device: "iPhone 15 Pro")) {
            try phone.send(.move(.floating(origin: .zero)))
        }
        var iPadPro = KeyboardSimulator(device: .iPadPro11)
        #expect(throws: KeyboardSimulatorError.noKeyboardToMove) { try iPadPro.send(.move(.floating(origin: .zero))) }
        _ = try iPadPro.send(.focus(KeyboardRequest()))
        #expect(throws: KeyboardSimulatorError.unsupportedMode(.split(lift: 10), device: "iPad Pro 11-inch")) {
            try iPadPro.send(.move(.split(lift: 10)))
        }
        #expect(throws: KeyboardSimulatorError.invalidPlacement(.undocked(lift: -1))) { try iPadPro.send(.move(.undocked(lift: -1))) }
        let before = iPadPro.keyboardFrame
        #expect(throws: KeyboardSimulatorError.invalidHeight(field: "accessoryViewHeight", value: -4)) {
            try iPadPro.send(.focus(KeyboardRequest(accessoryViewHeight: -4)))
        }
        #expect(throws: KeyboardSimulatorError.invalidHeight(field: "inputViewHeight", value: .infinity)) {
            try iPadPro.send(.focus(KeyboardRequest(inputViewHeight: .infinity)))
        }
        #expect(iPadPro.keyboardFrame == before && iPadPro.mode == .docked)
        #expect(KeyboardSimulatorError.noKeyboardToMove.description.hasPrefix("move:"))
        #expect(KeyboardSimulatorError.invalidHeight(field: "accessoryViewHeight", value: -4).description.contains("accessoryViewHeight"))
    }

    @Test func rotationWhileEditingPostsNewFrames() throws {
        var simulator = pro()
        _ = try simulator.send(.focus(KeyboardRequest()))
        let posted = try simulator.send(.rotate(.landscapeRight))
        #expect(posted.map(\.name) == show)
        #expect(posted[0].userInfo.frameBegin == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(posted[0].userInfo.frameEnd == CGRect(x: 0, y: 393 - 209, width: 852, height: 209))
        let hidden = try simulator.send(.resign)
        #expect(hidden[0].userInfo.frameEnd == CGRect(x: 0, y: 393, width: 852, height: 209))
        #expect(try simulator.send(.rotate(.portrait)).isEmpty, "nothing to move while hidden")
    }

    @Test func transitionCarriesTheConfiguredAnimationAndLocality() throws {
        var simulator = KeyboardSimulator(
            device: .iPhoneSE3, transition: KeyboardTransition(animationDuration: 0, animationCurve: .easeOut, isLocal: false))
        let posted = try simulator.send([.focus(KeyboardRequest()), .resign])
        #expect(posted.count == 8)
        #expect(posted.allSatisfy { $0.userInfo.animationDuration == 0 && $0.userInfo.animationCurve == .easeOut && !$0.userInfo.isLocal })
    }

    @Test func everyPostedNotificationRoundTripsThroughUserInfo() throws {
        var simulator = KeyboardSimulator(device: .iPad10)
        let posted = try simulator.send([
            .focus(KeyboardRequest()), .move(.undocked(lift: 50)), .move(.docked), .rotate(.landscapeLeft),
            .attachHardwareKeyboard, .resign,
        ])
        for notification in posted {
            #expect(try KeyboardNotification(name: notification.name.rawValue, userInfo: notification.userInfo.dictionary) == notification)
        }
    }
}

@Suite("Keyboard simulator transcripts")
struct KeyboardTranscriptTests {
    @Test func notificationsAndInputsEncodeAsJSON() throws {
        var simulator = KeyboardSimulator(device: .iPhoneSE3)
        let inputs: [KeyboardSimulatorInput] = [.focus(KeyboardRequest(keyboardType: .numberPad, accessoryViewHeight: 44)), .rotate(.landscapeLeft), .resign]
        let posted = try simulator.send(inputs)
        let decoded = try JSONDecoder().decode([KeyboardNotification].self, from: JSONEncoder().encode(posted))
        #expect(decoded == posted)
        #expect(try JSONDecoder().decode([KeyboardSimulatorInput].self, from: JSONEncoder().encode(inputs)) == inputs)
        #expect(posted[0].description == "UIKeyboardWillChangeFrameNotification begin {{0, 667}, {375, 260}} end {{0, 407}, {375, 260}} duration 0.25 curve 7 local true")
    }
}
