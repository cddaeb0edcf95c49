import Foundation
import KeycraftSimulator
import PropertyBased
import Testing
@testable import KeycraftForms
import KeycraftText

/// The return-key chain over `@FocusState` ids follows the screen's rules (``ReturnKeyAction``).
@Suite struct FocusChainTests {
    enum Field: Hashable, CaseIterable { case name, email, phone, password }

    @Test func everyFieldSaysNextAndTheLastSaysDone() {
        let chain = FocusChain(order: Field.allCases)
        #expect(Field.allCases.map(chain.returnKeyType(for:)) == [.next, .next, .next, .done])
        #expect(chain.step(onReturnFrom: .name) == .focus(.email))
        #expect(chain.step(onReturnFrom: .password) == .resign)
        #expect(Field.allCases.map { SubmitLabelName(chain.returnKeyType(for: $0)) } == [.next, .next, .next, .done])
    }

    /// The one decision every chain makes: Next moves on (resigns on the last), submit keys submit
    /// wherever they are, the rest resign.
    @Test func theReturnKeyDecisionForEveryReturnKeyType() {
        let submitting: Set<ReturnKeyType> = [.go, .google, .join, .route, .search, .send, .yahoo]
        for type in ReturnKeyType.allCases {
            let middle = FocusChainStep(returnKeyType: type, next: Field.email)
            let last = FocusChainStep<Field>(returnKeyType: type, next: nil)
            if type == .next {
                #expect(middle == .focus(.email))
                #expect(last == .resign)
            } else {
                #expect(middle == (submitting.contains(type) ? .submit : .resign), "\(type)")
                #expect(last == middle, "\(type)")
            }
        }
    }

    @Test func aSubmitKeyOnTheLastFieldSubmits() {
        let chain = FocusChain(order: Field.allCases, returnKeyTypes: [.password: .go])
        #expect(chain.returnKeyType(for: .password) == .go)
        #expect(chain.step(onReturnFrom: .password) == .submit)
        #expect(chain.focus(afterReturnFrom: .password).focus == nil, "the keyboard goes before the form is sent")
    }

    @Test func doneInTheMiddleResignsAndSearchSubmits() {
        let chain = FocusChain(order: Field.allCases, returnKeyTypes: [.email: .done, .name: .search])
        #expect(chain.step(onReturnFrom: .email) == .resign)
        #expect(chain.step(onReturnFrom: .name) == .submit)
    }

    @Test func unfocusableFieldsArePassedOver() {
        let chain = FocusChain(order: Field.allCases, unfocusable: [.phone, .password])
        #expect(chain.next(after: .email) == nil)
        #expect(chain.returnKeyType(for: .email) == .done, "the last focusable field says Done")
        #expect(chain.step(onReturnFrom: .email) == .resign)
        #expect(chain.previous(before: .email) == .name)
        #expect(chain.next(after: .phone) == nil, "an unfocusable field has no place in the chain")
    }

    @Test func aFieldThatFailsItsEndOfEditingRulesKeepsFocus() {
        let chain = FocusChain(order: Field.allCases)
        let kept = chain.focus(afterReturnFrom: .email, canResign: false)
        #expect(kept.focus == .email)
        #expect(kept.step == nil)
        #expect(chain.focus(afterReturnFrom: .email).focus == .phone)
    }

    @Test func idsNotInTheChainAndRepeatedIdsAreHandled() {
        let chain = FocusChain(order: [Field.name, .email, .name])
        #expect(chain.focusableOrder == [.name, .email])
        #expect(chain.next(after: .phone) == nil)
        #expect(chain.step(onReturnFrom: .phone) == .resign)
        #expect(FocusChain<Field>(order: []).returnKeyType(for: .name) == .done)
    }

    @Test func readingOrderComesFromTheFrames() {
        let frames: [(id: Field, frame: CGRect)] = [
            (.password, CGRect(x: 16, y: 300, width: 200, height: 34)), (.phone, CGRect(x: 200, y: 100, width: 100, height: 34)),
            (.email, CGRect(x: 16, y: 100, width: 100, height: 34)), (.name, CGRect(x: 16, y: 20, width: 200, height: 34)),
        ]
        #expect(FocusChain(readingOrderOf: frames).order == [.name, .email, .phone, .password])
        #expect(FocusChain(readingOrderOf: frames, direction: .rightToLeft).order == [.name, .phone, .email, .password])
    }

    @Test func everyReturnKeyTypeHasASubmitLabel() {
        #expect(ReturnKeyType.allCases.map { SubmitLabelName($0).rawValue } == [
            "return", "go", "search", "join", "next", "route", "search", "send", "search", "done", "return", "continue",
        ])
    }

    /// Random orders, unfocusable sets and key choices: return from each focusable field moves along the
    /// focusable fields in order, ends on the last (or submits), and never lands on an unfocusable field —
    /// the same walk the screen makes over the same fields.
    @MainActor @Test func returnWalksTheFocusableFieldsInOrderLikeTheScreen() async throws {
        let keyTypes = Gen.int(in: 0...(ReturnKeyType.allCases.count + 3)).array(of: 6)
        await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 0...6), Gen.bool.array(of: 6), keyTypes) { order, focusable, keys in
            var seen = Set<Int>()
            let unique = order.filter { seen.insert($0).inserted }
            let unfocusable = Set((0..<6).filter { !focusable[$0] })
            var returnKeyTypes: [Int: ReturnKeyType] = [:]
            for (id, key) in keys.enumerated() where key < ReturnKeyType.allCases.count { returnKeyTypes[id] = ReturnKeyType.allCases[key] }
            let chain = FocusChain(order: order, returnKeyTypes: returnKeyTypes, unfocusable: unfocusable)
            let expected = unique.filter { !unfocusable.contains($0) }
            #expect(chain.focusableOrder == expected)
            // The screen's chain over the same fields, as FormFields with the same traits.
            let fields = (0..<6).map { id in
                FormField(
                    id: "\(id)", frame: CGRect(x: 0, y: CGFloat(id) * 50, width: 100, height: 30),
                    traits: TextInputTraits(returnKeyType: chain.returnKeyType(for: id)), isHidden: unfocusable.contains(id))
            }
            guard var screen = try? FormScreen(fields: fields, order: unique.map { "\($0)" }) else { return }
            for (position, id) in expected.enumerated() {
                let step = chain.step(onReturnFrom: id)
                if case .focus(let next) = step {
                    #expect(next == expected[position + 1])
                    #expect(!unfocusable.contains(next))
                } else if position + 1 < expected.count {
                    #expect(chain.returnKeyType(for: id) != .next, "only a non-Next key stops the chain early")
                }
                guard (try? screen.focus("\(id)")) == true else { continue }
                switch (screen.pressReturn(), step) {
                case (.movedFocus(let to), .focus(let next)): #expect(to == "\(next)")
                case (.resign, .resign), (.submitted, .submit): break
                case (let outcome, let step): Issue.record("screen \(outcome), chain \(step) from \(id) in \(order)")
                }
            }
        }
    }
}
