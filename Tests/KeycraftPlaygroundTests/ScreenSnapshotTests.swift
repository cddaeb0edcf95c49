import KeycraftPlayground
import Testing

/// Every screen in light and dark, at 80×24 and at 120×40, after a short script that exercises it.
@Suite @MainActor struct ScreenSnapshotTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let screen: Int?
        let script: String
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "menu", screen: nil, script: ""),
        Case(name: "first-responder-ended", screen: 1, script: "한e\u{301}<ctrl-e>"),
        Case(name: "keyboard-types-email", screen: 2, script: "<down><down><down><down><down><down><down>a@b"),
        Case(name: "keyboard-types-number-pad", screen: 2, script: "<down><down><down><down>42"),
        Case(name: "keyboard-appearance-dark", screen: 3, script: "<down>한국"),
        Case(name: "return-key-search", screen: 4, script: "Kim<enter>한국어 e\u{301}👩‍👩‍👧🇰🇷<enter>"),
        Case(name: "text-delegate", screen: 6, script: "abcdefghijkl<tab>abc"),
        Case(name: "input-accessory-picker", screen: 7, script: "한e\u{301}👩‍👩‍👧<tab><down><down><down>"),
        Case(name: "input-accessory-buttons", screen: 7, script: "<tab><down><tab>f"),
        Case(name: "keyboard-avoidance-street", screen: 10, script: "<tab><tab><tab><tab>세종대로 110"),
        Case(name: "keyboard-avoidance-landscape", screen: 10, script: "<tab><tab><tab><tab><tab><tab><tab><ctrl-r>"),
        Case(name: "morse-keyboard-omw", screen: 9, script: "--- -- .--  <ctrl-f>... --- ...  .-"),
        Case(name: "text-delegate-email", screen: 6, script: "e\u{301}👩‍👩‍👧🇰🇷<tab>42<tab>f<tab>nope<enter>"),
        Case(name: "keyboard-notifications-typing", screen: 5, script: "<ctrl-e><enter>한글 e\u{301}👩‍👩‍👧 typing at the end"),
        Case(name: "keyboard-notifications-landscape", screen: 5, script: "<down><down><ctrl-r>"),
        Case(name: "autofill-strong-password", screen: 8, script: "hong@example.com<tab>"),
        Case(name: "autofill-association", screen: 8, script: "<ctrl-n><ctrl-a>"),
        Case(name: "text-delegate-korean-composing", screen: 6, script: "<ctrl-space>dkssudgks"),
        Case(name: "formatting", screen: 11, script: "378282246310005<tab>4<tab>1234567.5<tab>4155550123"),
    ]

    static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: cases)
    func snapshot(_ testCase: Case) throws {
        let keys = try KeyScript.parse(testCase.script)
        for (width, height) in Self.sizes {
            for style in [InterfaceStyle.light, .dark] {
                let canvas = try Playground.run(keys: keys, screen: testCase.screen, interfaceStyle: style, width: width, height: height)
                try expectSnapshot(canvas.grid, named: "\(testCase.name)-\(style)-\(width)x\(height)")
            }
        }
    }
}
