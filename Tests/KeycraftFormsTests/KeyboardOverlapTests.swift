import Foundation
import KeycraftSimulator
import Testing
@testable import KeycraftForms

@Suite("Keyboard overlap")
struct KeyboardOverlapTests {
    let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
    let phone = WindowPlacement.fullScreen(.iPhone15Pro, .portrait)

    @Test func fullScreenOverlapIsWhatTheKeyboardCovers() {
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(KeyboardOverlap.height(keyboardFrame: docked, window: phone, viewFrameInWindow: screen) == 336)
        // A view ending above the keyboard is not covered; one ending inside it only partly.
        #expect(KeyboardOverlap.height(keyboardFrame: docked, window: phone, viewFrameInWindow: CGRect(x: 0, y: 0, width: 393, height: 500)) == 0)
        #expect(KeyboardOverlap.height(keyboardFrame: docked, window: phone, viewFrameInWindow: CGRect(x: 0, y: 100, width: 393, height: 500)) == 84)
    }

    @Test func hidingFramesOverlapNothing() {
        let below = CGRect(x: 0, y: 852, width: 393, height: 336)
        #expect(KeyboardOverlap.height(keyboardFrame: below, window: phone, viewFrameInWindow: phone.bounds) == 0)
        #expect(KeyboardOverlap.height(keyboardFrame: .zero, window: phone, viewFrameInWindow: phone.bounds) == 0)
    }

    @Test func hardwareKeyboardBarOverlapsByTheBarNotTheKeyboardHeight() throws {
        var simulator = KeyboardSimulator(device: .iPadPro11)
        _ = try simulator.send([.attachHardwareKeyboard, .focus(KeyboardRequest())])
        let frame = try #require(simulator.keyboardFrame)
        #expect(frame.height == 320)
        let window = WindowPlacement.fullScreen(.iPadPro11, .portrait)
        #expect(KeyboardOverlap.height(keyboardFrame: frame, window: window, viewFrameInWindow: window.bounds) == 55)
    }

    @Test func floatingAndUndockedKeyboardsOverlapNothingUnlessFollowed() throws {
        var simulator = KeyboardSimulator(device: .iPad10)
        _ = try simulator.send([.focus(KeyboardRequest()), .move(.floating(origin: CGPoint(x: 100, y: 700)))])
        let floating = try #require(simulator.keyboardFrame)
        let window = WindowPlacement.fullScreen(.iPad10, .portrait)
        #expect(KeyboardOverlap.height(keyboardFrame: floating, window: window, viewFrameInWindow: window.bounds) == 0)
        #expect(KeyboardOverlap.height(keyboardFrame: floating, window: window, viewFrameInWindow: window.bounds, followsFloatingKeyboard: true) == 480)
        _ = try simulator.send(.move(.split(lift: 200)))
        let split = try #require(simulator.keyboardFrame)
        #expect(KeyboardOverlap.height(keyboardFrame: split, window: window, viewFrameInWindow: window.bounds) == 0)
    }

    @Test func splitViewPaneConvertsThroughTheWindowFrame() {
        let screen = DeviceProfile.iPadPro11.screenBounds(.landscapeLeft)
        let keyboard = CGRect(x: 0, y: screen.height - 408, width: screen.width, height: 408)
        let trailing = WindowPlacement.splitView(.iPadPro11, .landscapeLeft, fraction: 1.0 / 3.0, leading: false)
        #expect(trailing.frameOnScreen.minX > 0)
        // The keyboard spans the screen: it covers the trailing pane's bottom 408 points too.
        let view = CGRect(x: 0, y: 0, width: trailing.frameOnScreen.width, height: trailing.frameOnScreen.height)
        #expect(KeyboardOverlap.height(keyboardFrame: keyboard, window: trailing, viewFrameInWindow: view) == 408)
    }

    @Test func stageManagerWindowAboveTheKeyboardIsNotCovered() {
        let screen = DeviceProfile.iPadPro11.screenBounds(.landscapeLeft)
        let keyboard = CGRect(x: 0, y: screen.height - 408, width: screen.width, height: 408)
        let high = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: 200, y: 40, width: 600, height: 300))
        #expect(KeyboardOverlap.height(keyboardFrame: keyboard, window: high, viewFrameInWindow: high.bounds) == 0)
        // A window reaching 100 points into the keyboard: only those 100 are covered, not 408.
        let low = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: 200, y: 40, width: 600, height: screen.height - 408 - 40 + 100))
        #expect(KeyboardOverlap.height(keyboardFrame: keyboard, window: low, viewFrameInWindow: low.bounds) == 100)
        // A window beside a floating keyboard on the other side of the screen is not covered.
        let floating = CGRect(x: 900, y: 300, width: 320, height: 262)
        let aside = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: 0, y: 0, width: 600, height: 562))
        #expect(KeyboardOverlap.height(keyboardFrame: floating, window: aside, viewFrameInWindow: aside.bounds, followsFloatingKeyboard: true) == 0)
    }
}
