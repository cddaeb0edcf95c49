import Foundation
import Testing
@testable import KeycraftText

/// The text-handling guides' form, end to end: a name of at most 10 characters, an age of 1...100 in
/// digits, a gender of "M" or "F", and an e-mail address checked when editing ends. Return moves on.
@Suite struct GuideFormTests {
    /// The screen's part of the story (KeycraftForms does this for real): return resigns the field and
    /// focuses the next one.
    struct Form {
        var fields: [TextFieldSession]
        var focused: Int?

        init() {
            fields = [
                TextFieldSession(validator: FieldValidator([.maxLength(10)]), placeholder: "Name"),
                TextFieldSession(
                    traits: TextInputTraits(keyboardType: .numberPad),
                    validator: FieldValidator([.allowedCharacters(.decimalDigits), .integerRange(1...100)]),
                    placeholder: "Age"
                ),
                TextFieldSession(validator: FieldValidator([.oneOf(["M", "F"], uppercased: true)]), placeholder: "Gender"),
                TextFieldSession(
                    traits: TextInputTraits(keyboardType: .emailAddress, returnKeyType: .done),
                    validator: FieldValidator([.email]),
                    placeholder: "E-mail"
                ),
            ]
            focused = 0
            _ = fields[0].becomeFirstResponder()
        }

        mutating func type(_ text: String) {
            guard let focused else { return }
            for character in text { fields[focused].insertText(String(character), source: .hardwareKeyboard) }
        }

        mutating func pressReturn() {
            guard let current = focused, fields[current].pressReturn(), fields[current].resignFirstResponder() else { return }
            let next = current + 1
            focused = next < fields.count && fields[next].becomeFirstResponder() ? next : nil
        }
    }

    @Test func fillingInTheForm() {
        var form = Form()
        form.type("Gildong Hong")           // 12 letters: only 10 fit
        #expect(form.fields[0].text == "Gildong Ho")
        form.pressReturn()
        #expect(form.focused == 1)

        form.type("abc0")                   // a hardware keyboard can type letters into a number pad
        #expect(form.fields[1].text == "")
        form.type("101")                    // "1", "10" are valid prefixes; "101" is over 100
        #expect(form.fields[1].text == "10")
        form.pressReturn()

        form.type("m")                      // forced upper case
        #expect(form.fields[2].text == "M")
        form.type("F")                      // one character only
        #expect(form.fields[2].text == "M")
        form.pressReturn()

        form.type("gildong@example")
        form.type("..com")
        form.pressReturn()                  // invalid: editing can't end, a message shows
        #expect(form.focused == 3)
        #expect(form.fields[3].messages.count == 1)
        form.fields[3].deleteBackward()
        for _ in 0..<4 { form.fields[3].deleteBackward() }
        form.type(".com")
        #expect(form.fields[3].text == "gildong@example.com")
        form.pressReturn()
        #expect(form.focused == nil)
        #expect(form.fields.allSatisfy { !$0.isEditing && $0.messages.isEmpty })
    }

    @Test func pastingIntoTheAgeFieldIsCheckedToo() {
        var form = Form()
        form.pressReturn()
        let mixed = form.fields[1].paste("4a2")
        #expect(!mixed.wasApplied && form.fields[1].text.isEmpty)
        let digits = form.fields[1].paste("42")
        #expect(digits == .applied)
    }
}
