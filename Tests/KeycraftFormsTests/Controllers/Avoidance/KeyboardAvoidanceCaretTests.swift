import Foundation
import KeycraftSimulator
import KeycraftTestSupport
import KeycraftText
import Testing
@testable import KeycraftForms

@MainActor
@Suite("Keyboard avoidance: a text view's caret")
struct KeyboardAvoidanceCaretTests {
    /// Korean syllables, a family emoji (ZWJ sequence), a flag, combining marks and line breaks.
    static let lines = ["안녕하세요, 키보드가 올라왔어요", "👩‍👩‍👧‍👦 가족 🇰🇷 café", "e\u{301}le\u{300}ve 한글 입력", "마지막 줄 🙂"]

    /// A full-screen text view that avoids the keyboard by itself (`textView.keycraft.avoidsKeyboard`).
    static func notes(_ screen: AvoidanceScreen) -> VirtualTextView {
        let textView = VirtualTextView(frame: screen.root.frame)
        screen.root.addSubview(textView)
        screen.host.scrollView = textView
        textView.contentOffset.y = textView.topOffsetY
        return textView
    }

    @Test func typingKeepsTheCaretAboveTheKeyboard() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let textView = Self.notes(screen)
        let original = textView.state
        let avoidance = screen.controller()
        screen.focus(textView, controller: avoidance)
        var typed = 0
        for round in 0..<12 {
            for line in Self.lines {
                // One grapheme cluster at a time, as keys are pressed: never half a surrogate pair.
                for character in line + "\n" {
                    textView.insertText(String(character))
                    avoidance.caretDidChange()
                }
                typed += 1
                let caret = textView.keycraftCaretRectInWindow!
                #expect(caret.maxY <= 516 - 10 + 0.001, "round \(round): caret under the keyboard")
                #expect(caret.minY >= textView.visibleRectInWindow.minY - 0.001, "round \(round): caret above the visible area")
            }
        }
        #expect(typed == 48)
        #expect(textView.contentSize.height > 852, "the text outgrew the screen")
        // Back to the start: the first line shows again.
        textView.selectedRange = NSRange(location: 0, length: 0)
        avoidance.caretDidChange()
        #expect(textView.keycraftCaretRectInWindow!.minY >= textView.visibleRectInWindow.minY - 0.001)
        #expect(textView.keycraftCaretRectInWindow!.maxY <= 516 - 10 + 0.001)
        screen.resign(controller: avoidance)
        #expect(textView.contentInset == original.contentInset)
        #expect(textView.verticalScrollIndicatorInsets == original.verticalScrollIndicatorInsets)
    }

    @Test func aCaretInTheMiddleOfKoreanTextIsRevealedWhereItIs() throws {
        var screen = AvoidanceScreen(device: .iPhoneSE3)
        let textView = Self.notes(screen)
        textView.setText(Array(repeating: Self.lines.joined(separator: "\n"), count: 20).joined(separator: "\n"))
        let avoidance = screen.controller()
        screen.focus(textView, controller: avoidance)
        // The caret after "안녕" on the 41st line: a UTF-16 offset on a cluster boundary.
        let text = textView.text
        let lineStarts = text.indices.filter { $0 == text.startIndex || text[text.index(before: $0)] == "\n" }
        let start = lineStarts[40]
        let offset = text.utf16.distance(from: text.startIndex, to: text.index(start, offsetBy: 2))
        textView.selectedRange = NSRange(location: offset, length: 0)
        avoidance.caretDidChange()
        let keyboardTop = try #require(screen.keyboardTopInWindow)
        let caret = textView.keycraftCaretRectInWindow!
        #expect(caret.maxY <= keyboardTop - 10 + 0.001)
        #expect(caret.minY >= textView.visibleRectInWindow.minY - 0.001)
    }

    @Test func aTextViewInAFormKeepsItsCaretLineVisibleWithinItsFrame() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let form = KeyboardAvoidanceControllerTests.form(screen)
        let textView = VirtualTextView(frame: CGRect(x: 16, y: 800, width: 360, height: 160))
        form.addSubview(textView)
        let original = form.state
        let avoidance = screen.controller()
        screen.focus(textView, controller: avoidance)
        // The empty text view's first line shows above the keyboard.
        #expect(textView.keycraftCaretRectInWindow!.maxY <= 516 - 10 + 0.001)
        for line in Self.lines + Self.lines {
            textView.insertText(line + "\n")
            avoidance.caretDidChange()
        }
        // The caret is past the text view's frame (the text view scrolls its own text): the form shows the
        // text view's bottom edge above the keyboard.
        #expect(textView.caretRect.maxY > 160)
        #expect(textView.keycraftFrameInWindow.maxY <= 516 - 10 + 0.001)
        #expect(textView.contentInset == .zero, "the enclosing form is inset, not the text view")
        screen.resign(controller: avoidance)
        #expect(form.state == original)
    }

    @Test func aTextViewOnAScreenThatDoesNotScrollShiftsTheRootViewForItsCaret() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let textView = VirtualTextView(frame: CGRect(x: 16, y: 560, width: 360, height: 200))
        screen.root.addSubview(textView)
        let avoidance = screen.controller()
        screen.focus(textView, controller: avoidance)
        // The empty text view's first line (8 + 22 points) is brought above the keyboard, not its whole frame.
        #expect(screen.root.keycraftContentShift == CGFloat(560 + 30 + 10 - 516))
        for line in Self.lines + Self.lines {
            textView.insertText(line + "\n")
            avoidance.caretDidChange()
        }
        // The caret went past the frame: the shift follows it down to the text view's bottom edge.
        #expect(textView.keycraftFrameInWindow.maxY == CGFloat(516 - 10))
        screen.resign(controller: avoidance)
        #expect(screen.root.keycraftContentShift == 0)
    }

    /// Korean typed through the input method: each jamo re-marks the syllable being composed, and the
    /// caret (after the marked text) stays above the keyboard at every step.
    @Test func composingKoreanKeepsTheCaretAboveTheKeyboard() {
        var screen = AvoidanceScreen(device: .iPhoneSE3)
        let textView = Self.notes(screen)
        textView.setText(Array(repeating: Self.lines[0], count: 40).joined(separator: "\n") + "\n")
        let avoidance = screen.controller()
        screen.focus(textView, controller: avoidance)
        let compositions = [["ㅎ", "하", "한"], ["ㄱ", "그", "글"], ["ㅇ", "이", "입"], ["ㄹ", "려", "력"]]
        for syllable in compositions {
            for marked in syllable {
                textView.setMarkedText(marked)
                avoidance.caretDidChange()
                let keyboardTop = screen.keyboardTopInWindow!
                let caret = textView.keycraftCaretRectInWindow!
                #expect(caret.maxY <= keyboardTop - 10 + 0.001, "composing \(marked)")
                #expect(caret.minY >= textView.visibleRectInWindow.minY - 0.001, "composing \(marked)")
            }
            textView.unmarkText()
        }
        #expect(textView.text.hasSuffix("\n한글입력"))
        #expect(textView.selectedRange == NSRange(location: textView.text.utf16.count, length: 0))
    }
}
