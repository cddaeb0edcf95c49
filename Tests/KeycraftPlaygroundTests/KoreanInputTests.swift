import Foundation
@testable import KeycraftPlayground
import KeycraftText
import Testing

/// The Korean input source: Ctrl-Space switches it for every screen, letter keys compose Hangul
/// through KeycraftText's HangulComposer as marked text, and the fields' rules apply on commit.
@Suite @MainActor struct KoreanInputTests {
    func run(_ script: String, screen: Int?) throws -> Playground { try scripted(script, screen: screen) }

    func textDelegate(_ playground: Playground) throws -> TextDelegateScreen {
        guard case .textDelegate(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    @Test func ctrlSpaceSwitchesTheSourceForEveryScreenAndTheBarSaysSo() throws {
        var playground = try run("<ctrl-space>", screen: 6)
        #expect(playground.inputSource == .korean)
        #expect(playground.render(width: 80, height: 24).grid.text.split(separator: "\n")[1].contains("한"))
        // Back to the menu and into another screen: still Korean.
        for key in try KeyScript.parse("<esc><esc>4dkssud") { playground.handle(key, width: 80, height: 24) }
        guard case .returnKey(let returnKey) = playground.page else { throw NotOnScreen() }
        #expect(returnKey.fields[0].text == "안녕")
        playground.handle(.control(" "), width: 80, height: 24)
        #expect(playground.inputSource == .english)
        #expect(!playground.render(width: 80, height: 24).grid.text.split(separator: "\n")[1].contains("한"))
    }

    @Test func lettersComposeAsMarkedTextAndTabCommits() throws {
        let composing = try textDelegate(run("<ctrl-space>gks", screen: 6))
        #expect(composing.fields[0].text == "한")
        #expect(composing.fields[0].content.markedRange == NSRange(location: 0, length: 1))
        let taken = try textDelegate(run("<ctrl-space>gks<backspace>", screen: 6))
        #expect(taken.fields[0].text == "하")
        let committed = try textDelegate(run("<ctrl-space>dkssudgktpdy<tab>", screen: 6))
        #expect(committed.fields[0].text == "안녕하세요")
        #expect(committed.fields[0].content.markedRange == nil)
        #expect(committed.focused == 1)
    }

    @Test func theMarkedSyllableIsHighlighted() throws {
        let canvas = try run("<ctrl-space>dkssudgks", screen: 6).render(width: 80, height: 24)
        let row = canvas.grid.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("안녕한") }
        let line = try #require(row)
        // 안 and 녕 are committed (columns 2–5); 한 (columns 6–7) is still composing.
        #expect(canvas.grid[2, line].style == Theme.light.focusedField)
        #expect(canvas.grid[6, line].style == Theme.light.markedText)
    }

    @Test func limitsApplyWhenTheCompositionCommits() throws {
        // Twelve syllables into the 10-character name: the composing 11th shows, then is dropped.
        let screen = try textDelegate(run("<ctrl-space>" + String(repeating: "dkssudgktpdy", count: 2) + "rkskekfk<tab>", screen: 6))
        #expect(screen.fields[0].text == "안녕하세요안녕하세요")
        // The digits-only age takes no Hangul once the syllable commits.
        let age = try textDelegate(run("<tab><ctrl-space>rk<tab>", screen: 6))
        #expect(age.fields[1].text.isEmpty)
    }

    @Test func aSecureFieldTakesEnglishWhateverTheSource() throws {
        let playground = try run("hong@example.com<tab><ctrl-space>abc<backspace>", screen: 8)
        guard case .autoFill(let screen) = playground.page else { throw NotOnScreen() }
        #expect(screen.fields[1].text == "ab")
    }

    @Test func theTextViewComposesToo() throws {
        let playground = try run("<ctrl-space><ctrl-e><enter>gksrmf ckwrl", screen: 5)
        guard case .keyboardNotifications(let screen) = playground.page else { throw NotOnScreen() }
        #expect(screen.text.hasSuffix("\n한글 찾기"))
        let canvas = playground.render(width: 80, height: 24)
        #expect(canvas.grid.text.contains("한글 찾기"))
    }
}
