import Foundation
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@Suite @MainActor struct ReturnKeyTests {
    typealias F = FormScreenFixtures

    @Test func actionPerReturnKeyType() {
        #expect(ReturnKeyAction.action(for: .next, hasNext: true) == .focusNext)
        #expect(ReturnKeyAction.action(for: .next, hasNext: false) == .resign)
        #expect(ReturnKeyAction.action(for: .done, hasNext: true) == .resign)
        #expect(ReturnKeyAction.action(for: .default, hasNext: true) == .resign)
        for type in [ReturnKeyType.search, .go, .send, .join, .route, .google, .yahoo] {
            #expect(ReturnKeyAction.action(for: type, hasNext: true) == .submit)
        }
        #expect(ReturnKeyAction.defaultType(isLast: false) == .next)
        #expect(ReturnKeyAction.defaultType(isLast: true) == .done)
    }

    @Test func nextMovesFocusAndTheLastFieldResigns() throws {
        var screen = try F.threeFields { fields in
            for index in fields.indices { fields[index].traits.returnKeyType = index == 2 ? .done : .next }
        }
        try screen.focus("b")
        let result1 = screen.pressReturn()
        #expect(result1 == .movedFocus(to: "c"))
        let result2 = screen.pressReturn()
        #expect(result2 == .resign(resigned: true))
        #expect(screen.firstResponder == nil)
        let result3 = screen.pressReturn()
        #expect(result3 == .noFirstResponder)
    }

    @Test func autoEnabledReturnIsDisabledWhileEmptyAndShouldReturnCanVeto() throws {
        var screen = try F.threeFields { fields in
            fields[0].traits.enablesReturnKeyAutomatically = true
            fields[1].delegateAnswers.shouldReturn = false
        }
        try screen.focus("a")
        let result4 = screen.pressReturn()
        #expect(result4 == .disabled)
        _ = try screen.type("x")
        let result5 = screen.pressReturn()
        #expect(result5 == .resign(resigned: true))
        try screen.focus("b")
        let result6 = screen.pressReturn()
        #expect(result6 == .vetoed)
        #expect(screen.firstResponder?.id == "b")
    }

    @Test func theGuidesSearchScreenProducesAGoogleURL() throws {
        var fields = [F.field("engine", y: 10), F.field("query", y: 60)]
        fields[1].traits.returnKeyType = .search
        var screen = try FormScreen(fields: fields, submitAction: .searchURL(prefix: "https://www.google.com/search?q=", queryField: nil))
        try screen.focus("query")
        _ = try screen.type("한국어 키보드 & a+b")
        #expect(screen.pressReturn() == .submitted(.url(
            "https://www.google.com/search?q=%ED%95%9C%EA%B5%AD%EC%96%B4%20%ED%82%A4%EB%B3%B4%EB%93%9C%20%26%20a%2Bb")))
        #expect(screen.firstResponder == nil)
    }

    @Test func percentEncodingKeepsOnlyUnreservedCharacters() {
        #expect(QueryPercentEncoding.encode("AZaz09-._~") == "AZaz09-._~")
        #expect(QueryPercentEncoding.encode("a b") == "a%20b")
        #expect(QueryPercentEncoding.encode("e\u{301}") == "e%CC%81")
        #expect(QueryPercentEncoding.encode("🇰🇷") == "%F0%9F%87%B0%F0%9F%87%B7")
        #expect(QueryPercentEncoding.encode("👩‍👧") == "%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7")
        #expect(QueryPercentEncoding.encode("?#&=+/%") == "%3F%23%26%3D%2B%2F%25")
    }

    @Test func percentEncodingRoundTrips() async {
        let pieces = ["한", "글", " ", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "&", "=", "+", "%", "a", "Z", "~", "\n", "/"]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...20)) { indices in
            let query = indices.map { pieces[$0] }.joined()
            let encoded = QueryPercentEncoding.encode(query)
            #expect(encoded.removingPercentEncoding == query)
            #expect(encoded.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~%".contains($0)) })
        }
    }

    /// The screen decides return as the chain apps ship does: for any chain of return key types, hidden
    /// fields and fields whose delegate won't let them resign, `FormScreen.pressReturn` and
    /// `FieldChainController.returnKeyPressed` over virtual UIKit fields give the same outcome and leave
    /// the same first responder.
    @MainActor @Test func theScreenAgreesWithTheShippedFieldChain() async {
        let types = ReturnKeyType.allCases
        await propertyCheck(count: 300, input: Gen.int(in: 0...(types.count * 4 - 1)).array(of: 1...6), Gen.int(in: 0...5)) { codes, start in
            let specs = codes.map { (type: types[$0 % types.count], hidden: $0 / types.count % 2 == 1, refuses: $0 / types.count / 2 == 1) }
            let focusable = specs.indices.filter { !specs[$0].hidden }
            guard !focusable.isEmpty else { return }
            let first = focusable[start % focusable.count]

            let fields = specs.enumerated().map { index, spec in
                F.field("f\(index)", y: 100 + CGFloat(index) * 60) {
                    $0.traits.returnKeyType = spec.type
                    $0.isHidden = spec.hidden
                    $0.delegateAnswers.shouldEndEditing = !spec.refuses
                }
            }
            var screen = try FormScreen(fields: fields)
            try screen.focus("f\(first)")

            let window = VirtualWindow(.iPhone15Pro)
            let root = VirtualRootView(frame: window.bounds)
            root.rootWindow = window
            let views = zip(fields, specs).map { field, spec in
                let view = VirtualView(frame: field.frame)
                view.keycraftReturnKeyType = spec.type
                view.isHidden = spec.hidden
                view.refusesToResign = spec.refuses
                root.addSubview(view)
                return view
            }
            let chain = FieldChainController(fields: views)
            #expect(views[first].becomeFirstResponder())

            let shipped = chain.returnKeyPressed(in: first)
            let expected: ReturnKeyOutcome = switch shipped {
            case .insertedLineBreak: .insertedLineBreak
            case .movedFocus(let index): .movedFocus(to: "f\(index)")
            case .resigned(let resigned): .resign(resigned: resigned)
            case .submitted: .submitted(.form(Dictionary(uniqueKeysWithValues: fields.map { ($0.id, "") })))
            }
            #expect(screen.pressReturn() == expected, "\(specs) from \(first)")
            #expect(screen.firstResponderIndex == chain.firstResponderIndex, "\(specs) from \(first)")
        }
    }
}
