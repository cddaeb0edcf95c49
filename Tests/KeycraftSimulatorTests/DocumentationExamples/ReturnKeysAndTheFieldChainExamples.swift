import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText
import Testing

/// The code of the article "Return keys and the field chain", run as it is shown.
@Suite @MainActor struct ReturnKeysAndTheFieldChainExamples {
    @Test func nextMovesFocusAndSearchSubmitsAPercentEncodedURL() throws {
        let fields = [
            FormField(id: "city", frame: CGRect(x: 20, y: 100, width: 350, height: 34),
                      traits: TextInputTraits(returnKeyType: .next)),
            FormField(id: "query", frame: CGRect(x: 20, y: 160, width: 350, height: 34),
                      traits: TextInputTraits(returnKeyType: .search, enablesReturnKeyAutomatically: true)),
        ]
        var screen = try FormScreen(
            fields: fields, submitAction: .searchURL(prefix: "https://www.google.com/search?q=", queryField: "query"))

        try screen.focus("city")
        #expect(screen.pressReturn() == .movedFocus(to: "query"))
        #expect(screen.pressReturn() == .disabled)        // empty, and enablesReturnKeyAutomatically
        _ = try screen.type("서울 café")
        #expect(screen.pressReturn() == .submitted(.url("https://www.google.com/search?q=%EC%84%9C%EC%9A%B8%20caf%C3%A9")))
        #expect(screen.firstResponder == nil)             // the keyboard goes down before the search runs
    }

    @Test func eachReturnKeyTypeHasOneAction() {
        #expect(ReturnKeyAction.action(for: .next, hasNext: true) == .focusNext)
        #expect(ReturnKeyAction.action(for: .next, hasNext: false) == .resign)
        #expect(ReturnKeyAction.action(for: .go, hasNext: true) == .submit)
        #expect(ReturnKeyAction.action(for: .done, hasNext: true) == .resign)
        #expect(ReturnKeyAction.defaultType(isLast: false) == .next)
        #expect(ReturnKeyAction.defaultType(isLast: true) == .done)
    }

    @Test func theChainFollowsReadingOrderOrAnExplicitOne() throws {
        let fields = [
            FormField(id: "last", frame: CGRect(x: 200, y: 100, width: 150, height: 34)),
            FormField(id: "first", frame: CGRect(x: 20, y: 100, width: 150, height: 34)),
            FormField(id: "email", frame: CGRect(x: 20, y: 160, width: 330, height: 34)),
        ]
        let readingOrder = try FormScreen(fields: fields)
        #expect(readingOrder.chain == [1, 0, 2])          // top to bottom, then leading to trailing
        let rightToLeft = try FormScreen(fields: fields, layoutDirection: .rightToLeft)
        #expect(rightToLeft.chain == [0, 1, 2])
        let explicit = try FormScreen(fields: fields, order: ["email", "first", "last"])
        #expect(explicit.chain == [2, 1, 0])
    }

    @Test func aTextViewsReturnKeyTypesALineBreak() throws {
        var screen = try FormScreen(fields: [
            FormField(id: "notes", kind: .textView, frame: CGRect(x: 20, y: 100, width: 350, height: 200)),
        ])
        try screen.focus("notes")
        #expect(screen.pressReturn() == .insertedLineBreak)
        #expect(try screen.session("notes").text == "\n")
    }
}
