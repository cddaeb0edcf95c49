import Foundation
import KeycraftForms
@testable import KeycraftPlayground
import PropertyBased
import Testing

@Suite @MainActor struct KeyboardNotificationsScreenTests {
    static let layout = PhoneLayout(width: 80, height: 24)

    func screen(_ script: String = "", layout: PhoneLayout = Self.layout) throws -> KeyboardNotificationsScreen {
        var screen = KeyboardNotificationsScreen()
        screen.layOut(layout)
        for key in try KeyScript.parse(script) { _ = screen.handle(.key(key)) }
        return screen
    }

    @Test func appearingBeginsEditingAndTheKeyboardShowsWithItsNotifications() throws {
        let screen = try screen()
        #expect(screen.isEditing)
        #expect(screen.notifications.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        let shown = try #require(screen.notifications.last?.userInfo)
        // iPhone 15 Pro: 852 points tall; the keyboard slides up from below the screen.
        #expect(shown.frameBegin.minY == 852)
        #expect(shown.frameEnd.maxY == 852)
        #expect(shown.animationDuration > 0)
        // The bottom insets follow the keyboard (less the home indicator's safe area, plus padding).
        let covered = shown.frameEnd.height
        #expect(screen.scrollState.contentInset.bottom == covered - 34 + ScrollViewAvoidance.defaultPadding)
        #expect(screen.scrollState.verticalScrollIndicatorInsets.bottom == screen.scrollState.contentInset.bottom)
    }

    @Test func escHidesTheKeyboardAndRestoresTheInsetsThenEscGoesBack() throws {
        var screen = try screen("<esc>")
        #expect(!screen.isEditing)
        #expect(Array(screen.notifications.map(\.name).suffix(4)) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        #expect(screen.scrollState.contentInset.bottom == 0)
        #expect(screen.handle(.key(.tab)) == .stay)
        #expect(screen.isEditing)
        #expect(screen.notifications.last?.name == .didShow)
        _ = screen.handle(.key(.escape))
        #expect(screen.handle(.key(.escape)) == .back)
    }

    @Test func rotatingPostsAChangeOfFrameInLandscapeCoordinates() throws {
        let screen = try screen("<ctrl-r>")
        #expect(screen.orientation == .landscapeRight)
        let last = try #require(screen.notifications.last?.userInfo)
        // Landscape: the screen is 393 points tall, so the keyboard ends at y 393.
        #expect(last.frameEnd.maxY == 393)
        #expect(screen.scrollState.contentInset.bottom > 0)
    }

    @Test func aHardwareKeyboardHidesTheOnScreenOneAndTheInsetsGoBack() throws {
        let screen = try screen("<ctrl-k>")
        #expect(screen.hardwareKeyboardAttached)
        #expect(screen.isEditing)
        #expect(screen.notifications.last?.name == .didHide)
        #expect(screen.scrollState.contentInset.bottom == 0)
        let back = try self.screen("<ctrl-k><ctrl-k>")
        #expect(back.notifications.last?.name == .didShow)
    }

    @Test func typingAtTheEndScrollsSoTheCaretStaysAboveTheKeyboard() throws {
        let screen = try screen("<ctrl-e>" + String(repeating: "<enter>한글 👩‍👩‍👧", count: 12))
        #expect(screen.text.hasSuffix("\n한글 👩‍👩‍👧"))
        let caret = try #require(screen.caretCell(in: Self.layout))
        #expect(screen.textArea(in: Self.layout).contains(column: caret.column, row: caret.row))
        #expect(screen.scrollState.contentOffset.y > 0)
    }

    @Test func arrowsStepOverWholeClustersAndKeepTheColumnAcrossRows() throws {
        var screen = try screen()
        let family = "👩‍👩‍👧"
        let start = (screen.text as NSString).range(of: family).location
        for _ in 0..<3 { _ = screen.handle(.key(.down)) }
        #expect(screen.selectedRange.location > 0)
        // Put the caret just after the family emoji, then ← once: before it, never inside it.
        var moved = screen
        while NSMaxRange(moved.selectedRange) < start + family.utf16.count { _ = moved.handle(.key(.right)) }
        #expect(moved.selectedRange.location == start + family.utf16.count)
        _ = moved.handle(.key(.left))
        #expect(moved.selectedRange.location == start)
        // ↓ then ↑ comes back to the same place.
        let before = screen.selectedRange
        _ = screen.handle(.key(.down))
        _ = screen.handle(.key(.up))
        #expect(screen.selectedRange == before)
    }

    @Test func theLogShowsEachNotificationWithItsFrames() throws {
        let text = try Playground.run(keys: KeyScript.parse("secretword"), screen: 5, width: 80, height: 24).grid.text
        #expect(text.contains("WillShow 0,852 393×"))
        #expect(text.contains("DidShow 0,852 393×"))
        #expect(text.contains("last: 0.25 s · curve 7 · local"))
        // The typed word is in the text view, and nowhere in the panel's log.
        // The panel is right of the phone's bezel, the last "│" on each line.
        let panel = text.split(separator: "\n").compactMap { $0.split(separator: "│", omittingEmptySubsequences: false).last }
        #expect(text.contains("secretword"))
        #expect(!panel.contains { $0.contains("secretword") })
    }

    /// Random typing, caret moves, rotations, hardware keyboards and dismissals at random terminal
    /// sizes: while the view is editing and the on-screen keyboard is up, the caret is drawn inside the
    /// text area above it; the insets are zero whenever no keyboard covers the view.
    @Test func theCaretIsAlwaysVisibleWhileEditing() async {
        let keys: [Key] = [.character("a"), .character(" "), .character("한"), .character("👩‍👩‍👧"), .character("e\u{301}"),
                           .enter, .enter, .backspace, .left, .right, .up, .down, .control("e"), .control("r"), .control("k"),
                           .escape, .tab]
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...(keys.count - 1)).array(of: 0...80), Gen.int(in: 40...130), Gen.int(in: 16...45)
        ) { picks, width, height in
            let layout = PhoneLayout(width: width, height: height)
            var screen = KeyboardNotificationsScreen()
            screen.layOut(layout)
            for key in picks.map({ keys[$0] }) {
                if key == .escape, !screen.isEditing { continue }  // a second Esc would leave the screen
                _ = screen.handle(.key(key))
                if screen.isEditing, let caret = screen.caretCell(in: layout) {
                    #expect(screen.textArea(in: layout).contains(column: caret.column, row: caret.row),
                            "caret \(caret) outside \(screen.textArea(in: layout)) at \(width)×\(height)")
                }
                if !screen.isEditing || screen.hardwareKeyboardAttached {
                    #expect(screen.scrollState.contentInset.bottom == 0)
                }
            }
        }
    }

    @Test func resizingTheTerminalRewrapsAndKeepsTheCaretVisible() throws {
        var screen = try screen("<ctrl-e>" + String(repeating: "<enter>line", count: 10))
        let wide = PhoneLayout(width: 130, height: 45)
        screen.layOut(wide)
        let caret = try #require(screen.caretCell(in: wide))
        #expect(screen.textArea(in: wide).contains(column: caret.column, row: caret.row))
    }
}
