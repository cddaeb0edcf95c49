import Foundation
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@Suite @MainActor struct ResponderChainTests {
    typealias F = FormScreenFixtures

    @Test func readingOrderIsTopToBottomThenLeadingToTrailing() {
        let frames = [
            CGRect(x: 200, y: 100, width: 100, height: 30), CGRect(x: 20, y: 100, width: 100, height: 30),
            CGRect(x: 20, y: 40, width: 100, height: 30), CGRect(x: 20, y: 300, width: 100, height: 30),
        ]
        #expect(FocusOrder.readingOrder(of: frames, direction: .leftToRight) == [2, 1, 0, 3])
        #expect(FocusOrder.readingOrder(of: frames, direction: .rightToLeft) == [2, 0, 1, 3])
    }

    @Test func chainSkipsHiddenDisabledAndReadOnlyFields() throws {
        let fields = [
            F.field("a", y: 10), F.field("hidden", y: 20) { $0.isHidden = true }, F.field("disabled", y: 30) { $0.isEnabled = false },
            F.field("readOnly", y: 40) { $0.kind = .textView; $0.isEditable = false }, F.field("b", y: 50),
        ]
        let screen = try FormScreen(fields: fields)
        #expect(screen.chain == [0, 4])
        let explicit = try FormScreen(fields: fields, order: ["b", "hidden", "a"])
        #expect(explicit.chain == [4, 0])
    }

    @Test func nextAndPreviousWalkTheChainAndStopAtItsEnds() throws {
        var screen = try F.threeFields()
        let result1 = try screen.focus("a")
        #expect(result1)
        let result2 = screen.focusPrevious()
        #expect(result2 == false)
        let result3 = screen.focusNext()
        #expect(result3)
        #expect(screen.firstResponder?.id == "b")
        let result4 = screen.focusNext()
        #expect(result4)
        let result5 = screen.focusNext()
        #expect(result5 == false)
        #expect(screen.firstResponder?.id == "c")
        #expect(screen.drainDelegateCalls() == [
            "textFieldShouldBeginEditing(a)", "textFieldDidBeginEditing(a)",
            "textFieldShouldEndEditing(a)", "textFieldDidEndEditing:reason:committed(a)",
            "textFieldShouldBeginEditing(b)", "textFieldDidBeginEditing(b)",
            "textFieldShouldEndEditing(b)", "textFieldDidEndEditing:reason:committed(b)",
            "textFieldShouldBeginEditing(c)", "textFieldDidBeginEditing(c)",
        ])
    }

    @Test func vetoesKeepFocusWhereTheDelegateSays() throws {
        var screen = try F.threeFields { fields in
            fields[0].delegateAnswers.shouldEndEditing = false
            fields[2].delegateAnswers.shouldBeginEditing = false
        }
        let result6 = try screen.focus("a")
        #expect(result6)
        let result7 = try screen.focus("b")
        #expect(result7 == false)
        #expect(screen.firstResponder?.id == "a")
        let result8 = screen.endEditing(force: false)
        #expect(result8 == false)
        let result9 = screen.endEditing(force: true)
        #expect(result9)
        #expect(screen.firstResponder == nil)
        #expect(try screen.session("a").isEditing == false)
        let result10 = try screen.focus("c")
        #expect(result10 == false)
        #expect(screen.firstResponder == nil)
    }

    @Test func endOfEditingRulesBlockResigningButNotAForcedEnd() throws {
        var screen = try F.threeFields { $0[1].validator = FieldValidator([.email]) }
        try screen.focus("b")
        _ = try screen.type("user@")
        let result11 = screen.resignFirstResponder()
        #expect(result11 == false)
        #expect(try screen.session("b").messages.map(\.rule) == ["email"])
        screen.disappear()
        #expect(screen.firstResponder == nil)
        let result12 = screen.drainDelegateCalls()
        #expect(result12.last == "textFieldDidEndEditing:reason:cancelled(b)")
    }

    @Test func forcedEndOfATextViewWhoseRulesRefuseKeepsItsText() throws {
        var screen = try FormScreen(fields: [F.field("notes", y: 10) { $0.kind = .textView; $0.validator = FieldValidator([.email]) }])
        try screen.focus("notes")
        _ = try screen.type(F.mixedText)
        let result13 = screen.resignFirstResponder()
        #expect(result13 == false)
        screen.endEditing(force: true)
        #expect(screen.firstResponder == nil)
        #expect(try screen.session("notes").text == F.mixedText)
        #expect(try screen.session("notes").isEditing == false)
        let result14 = screen.drainDelegateCalls()
        #expect(result14.last == "textViewDidEndEditing(notes)")
    }

    @Test func autofocusOnAppear() throws {
        var screen = try FormScreen(fields: [F.field("a", y: 10), F.field("b", y: 50)], autofocusField: "b")
        let result15 = screen.appear()
        #expect(result15)
        #expect(screen.firstResponder?.id == "b")
        #expect(throws: FormScreenError.noSuchField("zz")) { try FormScreen(fields: [F.field("a", y: 10)], autofocusField: "zz") }
        #expect(throws: FormScreenError.duplicateFieldID("a")) { try FormScreen(fields: [F.field("a", y: 10), F.field("a", y: 20)]) }
    }

    /// Whatever happens, at most one session is editing, and it is the screen's first responder.
    @Test func atMostOneFirstResponder() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...63), Gen.int(in: 0...59).array(of: 1...40)) { vetoes, operations in
            let fields = (0..<6).map { index in
                F.field("f\(index)", y: CGFloat(index) * 50) { field in
                    field.delegateAnswers.shouldBeginEditing = vetoes & (1 << index) == 0
                    field.delegateAnswers.shouldEndEditing = (vetoes >> 3) & (1 << (index % 3)) == 0
                    field.isHidden = index == 4
                }
            }
            guard var screen = try? FormScreen(fields: fields) else { return }
            for operation in operations {
                switch operation % 10 {
                case 0...5: _ = try? screen.focus("f\(operation % 6)")
                case 6: screen.focusNext()
                case 7: screen.focusPrevious()
                case 8: screen.endEditing(force: operation >= 30)
                default: _ = screen.pressReturn()
                }
                let editing = screen.sessions.indices.filter { screen.sessions[$0].isEditing }
                #expect(editing.count <= 1)
                #expect(editing.first == screen.firstResponderIndex)
                #expect(screen.firstResponder?.isHidden != true)
            }
        }
    }

    /// A screen is a value: a copy walked elsewhere leaves the original's focus, texts and chain as they
    /// were (the field chain and responders are copied before the copy changes).
    @Test func aCopyOfAScreenChangesOnItsOwn() throws {
        var screen = try F.threeFields()
        try screen.focus("a")
        _ = try screen.type("x")
        var copy = screen
        let moved = copy.focusNext()
        #expect(moved)
        _ = try copy.type("y")
        #expect(copy.firstResponder?.id == "b")
        #expect(screen.firstResponder?.id == "a")
        #expect(screen.sessions.map(\.text) == ["x", "", ""])
        #expect(copy.sessions.map(\.text) == ["x", "y", ""])
        #expect(screen.accessoryBar == AccessoryBar(isPreviousEnabled: false, isNextEnabled: true, title: "A"))
        let movedToo = screen.focusNext()
        #expect(movedToo)
        #expect(screen.firstResponder?.id == "b")
        _ = screen.drainDelegateCalls()
    }

    /// An order that names a field twice is a typed error naming the field.
    @Test func anOrderNamingAFieldTwiceIsATypedError() {
        #expect(throws: FormScreenError.fieldListedTwiceInOrder("a")) {
            try FormScreen(fields: [F.field("a", y: 10), F.field("b", y: 50)], order: ["a", "b", "a"])
        }
        #expect(FormScreenError.fieldListedTwiceInOrder("a").description == "the order lists field “a” twice")
    }

    /// A field an explicit order leaves out is outside the chain: its bar has nothing to go to, Next
    /// resigns and Done resigns it.
    @Test func aFieldTheOrderLeavesOutIsOutsideTheChain() throws {
        let fields = ["a", "b", "c"].enumerated().map { index, id in
            F.field(id, y: 100 + CGFloat(index) * 60) { $0.showsAccessoryBar = true }
        }
        var screen = try FormScreen(fields: fields, order: ["a", "b"])
        try screen.focus("c")
        #expect(screen.accessoryBar == AccessoryBar(isPreviousEnabled: false, isNextEnabled: false, title: "C"))
        #expect(screen.focusNext() == false)
        #expect(screen.pressReturn() == .resign(resigned: true))
        try screen.focus("c")
        let done = screen.done()
        #expect(done)
        #expect(screen.firstResponder == nil)
    }
}
