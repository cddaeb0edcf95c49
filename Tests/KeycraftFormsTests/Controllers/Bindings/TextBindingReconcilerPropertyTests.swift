import Foundation
import KeycraftPhoneNumbers
import PropertyBased
import Testing
@testable import KeycraftForms
import KeycraftText

/// Random binding changes: the reconciler answers what the core session answers for the inferred edit,
/// and a binding-driven field typed key by key ends with the text a UIKit field typed the same way shows.
@Suite struct TextBindingReconcilerPropertyTests {
    static let pieces = Gen.element(of: BindingsTestText.pieces).map { $0 ?? "" }.array(of: 0...7)
    static let validators: [FieldValidator] = [
        FieldValidator([]), FieldValidator([.maxLength(4)]), FieldValidator([.maxLength(3)], pastePolicy: .keepAllowedPart),
        FieldValidator([.allowedCharacters(.decimalDigits)], pastePolicy: .keepAllowedPart),
        FieldValidator([.forbiddenCharacters(.whitespaces), .maxLength(6)]),
    ]

    /// The binding's answer is the session's own, and never a text the rules refuse.
    @Test func theAnswerIsTheCoreSessionsAnswerForTheInferredEdit() async {
        await propertyCheck(count: 400, input: Self.pieces, Self.pieces, Gen.int(in: 0...(Self.validators.count - 1))) { a, b, rules in
            let old = a.joined(), new = b.joined(), validator = Self.validators[rules]
            var reconciler = TextBindingReconciler(text: old, validator: validator)
            let step = reconciler.reconcile(new)
            guard let edit = step.edit, let source = step.source else {
                #expect(Array(old.utf16) == Array(new.utf16))
                #expect(step.text == old)
                return
            }
            var session = TextFieldSession(text: old, validator: validator)
            session.becomeFirstResponder()
            let result = session.replace(edit.range, with: edit.replacement, source: source)
            #expect(step.result == result)
            #expect(Array(step.text.utf16) == Array(session.text.utf16))
            #expect(step.messages == session.messages)
            // Refused: the previous text; accepted as proposed: the new text, with nothing to write back.
            if case .rejected = result { #expect(Array(step.text.utf16) == Array(old.utf16)) }
            if result == .applied { #expect(!step.needsWriteBack) }
            #expect(!result.isInvalidRange, "the inferred range is always usable: \(old.debugDescription) → \(new.debugDescription)")
        }
    }

    /// Digits and backspaces at random places, typed into a phone field (Korean grouping) or a masked
    /// field through the binding, show what a UIKit field shows for the same keys.
    @Test func typingThroughTheBindingMatchesTypingIntoTheSession() async throws {
        let phone = try PhoneNumberFormatter(regionCode: "KR")
        let mask = try MaskFormatter(format: "{+1} ([000]) [000]-[00]-[00]")
        let formatters: [any TextFormatter] = [phone, mask]
        let keys = Gen.int(in: 0...12).array(of: 1...24)
        await propertyCheck(count: 150, input: keys, Gen.int(in: 0...1)) { keys, which in
            var field = SwiftUIBindingFieldDouble(TextBindingReconciler(formatter: formatters[which]))
            var session = TextFieldSession(formatter: formatters[which])
            session.becomeFirstResponder()
            for key in keys {
                if key >= 10 {
                    field.backspace()
                    session.deleteBackward()
                } else {
                    field.type(String(key))
                    session.insertText(String(key))
                }
                #expect(field.text == session.text, "keys \(keys)")
                // Both fields keep their carets at the end while typing at the end.
                guard field.text == session.text else { return }
            }
        }
    }
}

extension EditResult {
    var isInvalidRange: Bool {
        if case .invalidRange = self { return true }
        return false
    }
}
