import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms

@Suite struct TextViewControllerTests {
    typealias H = FieldsTextViewHarness

    @Test func typingIsForwardedInUIKitsOrder() {
        let h = H()
        h.view.becomeFirstResponder()
        h.view.type("a\n")
        h.view.resignFirstResponder()
        #expect(h.app.drain() == [
            "shouldBegin", "didBegin",
            #"shouldChange {0,0} "a" in """#, #"didChangeSelection "a""#, #"didChange "a""#,
            "shouldChange {1,0} \"\n\" in \"a\"", "didChangeSelection \"a\n\"", "didChange \"a\n\"",
            "shouldEnd", "didEnd",
        ])
    }

    @Test func aFormattedEditIsWrittenAndAnnouncedAsATypedOne() throws {
        for notifies in [false, true] {
            let h = H(formatter: try MaskFormatter(format: "[00]{.}[00]{.}[0000]"))
            h.view.notifiesProgrammaticSelection = notifies
            h.view.becomeFirstResponder()
            _ = h.app.drain()
            h.view.type("2412")
            #expect(h.view.fieldText == "24.12.")
            #expect(h.view.fieldSelectedRange == NSRange(location: 6, length: 0))
            #expect(h.app.drain().suffix(3) == [#"shouldChange {4,0} "2" in "24.1""#, #"didChangeSelection "24.12.""#, #"didChange "24.12.""#])
        }
    }

    @Test func aCommittedCompositionIsCutToTheLimitAndAnnounced() {
        let h = H(text: "abc", rules: [.maxLength(4)])
        h.view.becomeFirstResponder()
        h.view.fieldComposesText = true
        h.view.setMarkedText("に")
        h.view.setMarkedText("にほ")
        #expect(h.view.fieldText == "abcにほ")
        _ = h.app.drain()
        h.view.unmarkText()
        #expect(h.view.fieldText == "abcに")
        #expect(h.app.drain().suffix(2) == [#"didChangeSelection "abcに""#, #"didChange "abcに""#])
    }

    @Test func linksAskTheAppsDelegate() throws {
        let h = H(text: "see https://example.com")
        let url = try #require(URL(string: "https://example.com"))
        #expect(h.controller.textView(shouldInteractWith: url, in: NSRange(location: 4, length: 19), interaction: .invokeDefaultAction))
        h.app.shouldInteract = false
        #expect(!h.controller.textView(shouldInteractWith: url, in: NSRange(location: 4, length: 19), interaction: .presentActions))
        #expect(h.app.drain() == ["shouldInteract https://example.com", "shouldInteract https://example.com"])
    }

    @Test func endOfEditingRulesRefuseWithTheirMessage() {
        let h = H(rules: [.required])
        h.view.becomeFirstResponder()
        #expect(h.view.resignFirstResponder() == false)
        #expect(h.messages.current.map(\.rule) == ["required"])
        h.view.type("x")
        #expect(h.view.resignFirstResponder())
        #expect(h.messages.current.isEmpty)
    }

    @Test func badRangesAreRefused() {
        let h = H(text: "😀")
        h.view.becomeFirstResponder()
        #expect(h.view.edit(NSRange(location: 1, length: 0), "x") == false)
        #expect(h.view.edit(NSRange(location: 3, length: 0), "x") == false)
        #expect(h.view.fieldText == "😀")
    }
}
