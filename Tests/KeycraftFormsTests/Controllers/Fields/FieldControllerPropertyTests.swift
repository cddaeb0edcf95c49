import Foundation
import KeycraftPhoneNumbers
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms

/// Random edits at random ranges — good and bad, pastes, deletions, Korean, emoji with joiners, combining
/// marks — through a UIKit-like field and its controller leave the text and selection a session leaves
/// for the same edits run directly; and the field's UIKit rules (no out-of-bounds edit applied) hold.
@Suite struct FieldControllerPropertyTests {
    static let pieces = ["a", "7", "42", "한", "ㅎ", "👩‍👩‍👧", "e\u{301}", "\u{301}", "😀", "", "+1 ", "12345678901234", "x y"]

    static func formatter(_ code: Int) -> (any TextFormatter)? {
        switch code {
        case 1: try? MaskFormatter(format: "+1 ([000]) [000]-[0000]")
        case 2: PaymentCardFormatter()
        case 3: try? PhoneNumberFormatter(regionCode: "KR")
        default: nil
        }
    }

    static func rules(_ code: Int) -> [ValidationRule] {
        switch code {
        case 1: [.maxLength(6)]
        case 2: [.allowedCharacters(.decimalDigits), .maxLength(12)]
        default: []
        }
    }

    @Test func editsThroughTheControllerMatchTheSessionRunDirectly() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.int(in: 0...100_000).array(of: 1...25), Gen.int(in: 0...1)
        ) { formatterCode, rulesCode, seeds, pastePolicyCode in
            let policy: PastePolicy = pastePolicyCode == 0 ? .rejectWhole : .keepAllowedPart
            let h = FieldsTextFieldHarness(rules: Self.rules(rulesCode), formatter: Self.formatter(formatterCode), pastePolicy: policy).focused()
            var session = TextFieldSession(validator: FieldValidator(Self.rules(rulesCode), pastePolicy: policy), formatter: Self.formatter(formatterCode))
            session.becomeFirstResponder()
            Self.check(seeds, on: h.field, messages: { h.controller.messages }, against: &session)
        }
    }

    @Test func editsThroughATextViewsControllerMatchTheSessionRunDirectly() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.int(in: 0...100_000).array(of: 1...25)) {
            formatterCode, rulesCode, seeds in
            let h = FieldsTextViewHarness(rules: Self.rules(rulesCode), formatter: Self.formatter(formatterCode))
            h.view.becomeFirstResponder()
            var session = TextViewSession(validator: FieldValidator(Self.rules(rulesCode)), formatter: Self.formatter(formatterCode))
            session.becomeFirstResponder()
            Self.check(seeds, on: h.view, messages: { h.controller.messages }, against: &session)
        }
    }

    /// Plays the edits `seeds` stand for on the UIKit-like input and on the session, comparing after each.
    static func check<Kind>(
        _ seeds: [Int], on input: FieldsUIKitInputDouble, messages: () -> [ValidationFailure], against session: inout EditingSession<Kind>
    ) {
        for seed in seeds {
            let length = session.text.utf16.count
            switch seed % 4 {
            case 0:
                // Any range, in bounds or not, on character boundaries or not.
                let range = NSRange(location: seed / 4 % (length + 3) - 1, length: seed / 64 % (length + 2))
                let piece = pieces[seed / 8 % pieces.count]
                input.edit(range, piece)
                _ = session.replace(range, with: piece, source: .proposed(replacement: piece))
            case 1:
                input.deleteBackward()
                if let range = session.content.rangeForDeleteBackward { _ = session.replace(range, with: "", source: .deletion) }
            case 2:
                let range = NSRange(location: seed / 4 % (length + 1), length: 0)
                guard (try? session.setSelectedRange(range)) != nil else { continue }
                input.select(range)
            default:
                let piece = pieces[seed / 4 % pieces.count]
                input.paste(piece)
                _ = session.replace(session.content.selectedRange, with: piece, source: .proposed(replacement: piece))
            }
            #expect(input.fieldText == session.text, "after \(seed)")
            #expect(input.fieldSelectedRange == session.content.selectedRange, "after \(seed)")
            #expect(messages() == session.messages, "after \(seed)")
        }
    }
}

/// Korean typed syllable by syllable on a composing keyboard into a length-limited field keeps exactly
/// the syllables that fit, whatever the syllables and the limit: nothing is cut while composing, every
/// commit is cut to fit, nothing stays marked.
@Suite struct FieldControllerCompositionPropertyTests {
    static let syllables = Array("안녕하세요가나다라마바사아자차카타파하한글값닭")

    @Test func koreanKeepsTheSyllablesThatFit() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...(Self.syllables.count - 1)).array(of: 1...12), Gen.int(in: 1...8)) { indices, limit in
            let text = String(indices.map { Self.syllables[$0] })
            let h = FieldsTextFieldHarness(rules: [.maxLength(limit)]).focused()
            h.field.fieldComposesText = true
            h.field.typeKorean(text)
            #expect(h.field.fieldText == String(text.prefix(limit)), "\(text) in \(limit)")
            #expect(h.field.fieldMarkedRange == nil)
            #expect(h.controller.text == h.field.fieldText)
        }
    }
}
