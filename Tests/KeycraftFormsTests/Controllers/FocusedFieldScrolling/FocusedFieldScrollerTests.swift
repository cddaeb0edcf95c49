import Foundation
import PropertyBased
import Testing
@testable import KeycraftForms

/// Scrolling the focused field of a SwiftUI scroll view into the part the keyboard leaves visible.
@Suite struct FocusedFieldScrollerTests {
    /// An iPhone 15-sized window, full screen.
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let window = WindowPlacement(screenBounds: screen, frameOnScreen: screen)
    static let keyboard = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
    static let scrollView = CGRect(x: 0, y: 100, width: 393, height: 700)

    func notification(_ name: KeyboardNotificationName, end: CGRect, duration: TimeInterval = 0.25) -> KeyboardNotification {
        KeyboardNotification(name: name, userInfo: KeyboardUserInfo(frameBegin: .zero, frameEnd: end, animationDuration: duration))
    }

    @Test func aFieldAboveTheKeyboardStaysWhereItIs() {
        var scroller = FocusedFieldScroller()
        scroller.handle(notification(.willShow, end: Self.keyboard))
        #expect(scroller.scroll(revealing: CGRect(x: 16, y: 200, width: 300, height: 34), in: Self.scrollView, window: Self.window) == nil)
    }

    @Test func aFieldUnderTheKeyboardScrollsToJustAboveItWithTheKeyboardsAnimation() throws {
        var scroller = FocusedFieldScroller(padding: 10)
        scroller.handle(notification(.willShow, end: Self.keyboard, duration: 0.4))
        let field = CGRect(x: 16, y: 600, width: 300, height: 34)
        let scroll = try #require(scroller.scroll(revealing: field, in: Self.scrollView, window: Self.window))
        #expect(scroll.animation.duration == 0.4)
        let landed = scroll.anchor.frame(ofViewSized: field.size, alignedIn: Self.scrollView)
        // The keyboard covers 800 - 516 = 284 points of the scroll view; the field ends 10 above it.
        #expect(abs(landed.maxY - (516 - 10)) < 0.001)
        #expect(abs(landed.minX - field.minX) < 0.001, "horizontally the field stays put")
    }

    @Test func withoutAKeyboardOnlyAFieldOutsideTheScrollViewMoves() {
        let scroller = FocusedFieldScroller()
        #expect(scroller.scroll(revealing: CGRect(x: 16, y: 700, width: 300, height: 34), in: Self.scrollView, window: Self.window) == nil)
        let below = scroller.scroll(revealing: CGRect(x: 16, y: 900, width: 300, height: 34), in: Self.scrollView, window: Self.window)
        #expect(below?.anchor.y == 1)
        let above = scroller.scroll(revealing: CGRect(x: 16, y: 40, width: 300, height: 34), in: Self.scrollView, window: Self.window)
        #expect(above?.anchor.y == 0)
    }

    @Test func hidingTheKeyboardFreesTheSpace() {
        var scroller = FocusedFieldScroller()
        scroller.handle(notification(.willShow, end: Self.keyboard))
        scroller.handle(notification(.didShow, end: .zero))
        #expect(scroller.keyboardFrame == Self.keyboard, "did-notifications are ignored")
        scroller.handle(notification(.willHide, end: Self.keyboard.offsetBy(dx: 0, dy: 336)))
        #expect(scroller.coveredHeight(of: Self.scrollView, window: Self.window) == 0)
    }

    @Test func aFloatingKeyboardOrAnotherWindowsKeyboardIsNotAvoided() {
        var scroller = FocusedFieldScroller()
        scroller.handle(notification(.willChangeFrame, end: CGRect(x: 50, y: 300, width: 320, height: 250)))
        #expect(scroller.coveredHeight(of: Self.scrollView, window: Self.window) == 0)
        scroller.followsFloatingKeyboard = true
        #expect(abs(scroller.coveredHeight(of: Self.scrollView, window: Self.window) - (800 - 300)) < 0.001)
    }

    @Test func aFieldTallerThanWhatShowsShowsFromItsTop() throws {
        var scroller = FocusedFieldScroller()
        scroller.handle(notification(.willShow, end: Self.keyboard))
        let editor = CGRect(x: 0, y: 150, width: 393, height: 500)
        let scroll = try #require(scroller.scroll(revealing: editor, in: Self.scrollView, window: Self.window))
        #expect(abs(scroll.anchor.frame(ofViewSized: editor.size, alignedIn: Self.scrollView).minY - Self.scrollView.minY) < 0.001)
    }

    @Test func notificationsAreParsedByTheCoreParser() throws {
        var scroller = FocusedFieldScroller()
        let info = KeyboardUserInfo(frameBegin: .zero, frameEnd: Self.keyboard)
        try scroller.handle(name: KeyboardNotificationName.willShow.rawValue, userInfo: info.dictionary)
        #expect(scroller.keyboardFrame == Self.keyboard)
        #expect(throws: KeyboardUserInfoError.self) { try scroller.handle(name: KeyboardNotificationName.willHide.rawValue, userInfo: [:]) }
        #expect(throws: KeyboardUserInfoError.self) { try scroller.handle(name: "UIKeyboardSomething", userInfo: info.dictionary) }
        #expect(scroller.keyboardFrame == Self.keyboard, "a malformed notification changes nothing")
    }

    @Test func degenerateGeometryMovesNothing() {
        let field = CGRect(x: 0, y: 2000, width: 10, height: 10)
        #expect(FocusedFieldScroller.anchor(revealing: field, in: .zero, coveredBottom: 0, padding: 0) == nil)
        #expect(FocusedFieldScroller.anchor(revealing: field, in: .null, coveredBottom: 0, padding: 0) == nil)
        #expect(FocusedFieldScroller.anchor(revealing: .null, in: Self.scrollView, coveredBottom: 0, padding: 0) == nil)
        #expect(FocusedFieldScroller.anchor(revealing: field, in: Self.scrollView, coveredBottom: .nan, padding: 0) == nil)
        #expect(FocusedFieldScroller.anchor(revealing: field, in: Self.scrollView, coveredBottom: .infinity, padding: 0) == nil)
    }

    /// Random windows, scroll views, keyboards and fields: nil exactly when the field already lies in the
    /// visible part; otherwise the anchor lands it there whenever it fits (from its top when it doesn't),
    /// moves it no further than needed, and is a unit point.
    @Test func theAnchorLandsTheFieldInWhatShowsWithTheLeastMove() async {
        await propertyCheck(
            count: 500,
            input: Gen.double(in: 0...400).array(of: 4), Gen.double(in: 1...1000).array(of: 2),
            Gen.double(in: -600...1600).array(of: 2), Gen.double(in: 1...600).array(of: 2), Gen.double(in: 0...500), Gen.double(in: 0...30)
        ) { origins, sizes, fieldOrigin, fieldSize, keyboardHeight, padding in
            let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
            let windowFrame = CGRect(x: origins[0], y: 0, width: 1024 - origins[0], height: 1366)
            let window = WindowPlacement(screenBounds: screen, frameOnScreen: windowFrame)
            let container = CGRect(x: origins[1], y: origins[2], width: sizes[0], height: sizes[1])
            let field = CGRect(x: fieldOrigin[0], y: fieldOrigin[1], width: fieldSize[0], height: fieldSize[1])
            var scroller = FocusedFieldScroller(padding: padding)
            scroller.handle(KeyboardNotification(
                name: .willShow, userInfo: KeyboardUserInfo(frameBegin: .zero, frameEnd: CGRect(x: 0, y: 1366 - keyboardHeight, width: 1024, height: keyboardHeight))))
            let covered = scroller.coveredHeight(of: container, window: window)
            let bottom = max(container.minY, container.maxY - covered - (covered > 0 ? padding : 0))
            let shows = field.minY >= container.minY && field.maxY <= bottom && field.minX >= container.minX && field.maxX <= container.maxX
            guard let scroll = scroller.scroll(revealing: field, in: container, window: window) else {
                #expect(shows, "nil only when the field shows: \(field) in \(container), covered \(covered)")
                return
            }
            #expect(!shows)
            #expect((0...1).contains(scroll.anchor.x) && (0...1).contains(scroll.anchor.y))
            let landed = scroll.anchor.frame(ofViewSized: field.size, alignedIn: container)
            let tolerance = 0.001
            if field.height <= bottom - container.minY {
                #expect(landed.minY >= container.minY - tolerance && landed.maxY <= bottom + tolerance, "\(landed) in \(container) above \(bottom)")
                // The least move: it ends at the edge it came from, or did not move vertically.
                let moved = abs(landed.minY - field.minY) > tolerance
                if moved { #expect(abs(landed.minY - container.minY) < tolerance || abs(landed.maxY - bottom) < tolerance) }
            } else {
                #expect(abs(landed.minY - container.minY) < tolerance, "too tall: shows from its top")
            }
            if field.width <= container.width {
                #expect(landed.minX >= container.minX - tolerance && landed.maxX <= container.maxX + tolerance)
            }
        }
    }
}
