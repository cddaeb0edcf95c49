import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

/// A phone-number delegate written the way UIKit apps write it: in `shouldChangeCharactersIn` it works
/// out the new text with `NSString`, keeps the digits, sets the formatted text and the caret through the
/// field, and returns false. Deleting a bracket, space or dash deletes the digit before it, too.
final class PhoneNumberDelegate: TextFieldDelegate {
    var editingChangedCount = 0

    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text as NSString
        var range = range
        if string.isEmpty, !current.substring(with: range).contains(where: \.isNumber) {
            var location = range.location
            while location > 0, !current.substring(with: NSRange(location: location - 1, length: 1)).contains(where: \.isNumber) {
                location -= 1
            }
            if location > 0 { range = NSRange(location: location - 1, length: NSMaxRange(range) - location + 1) }
        }
        let proposed = current.replacingCharacters(in: range, with: string) as NSString
        let caret = range.location + (string as NSString).length
        let digitsBeforeCaret = proposed.substring(to: caret).filter(\.isNumber).count
        let digits = String(String(proposed).filter(\.isNumber).prefix(10))
        textField.text = Self.format(digits)
        let caretOffset = (Self.format(String(digits.prefix(digitsBeforeCaret))) as NSString).length
        try? textField.setSelectedRange(NSRange(location: caretOffset, length: 0))
        return false
    }

    func textFieldEditingChanged(_ textField: TextFieldHandle) { editingChangedCount += 1 }

    /// "(555) 123-4567", as far as the digits go.
    static func format(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index == 0 { result += "(" }
            if index == 3 { result += ") " }
            if index == 6 { result += "-" }
            result.append(digit)
        }
        return result
    }
}

@Suite struct DelegateActsTests {
    static func phoneField(_ delegate: PhoneNumberDelegate) -> TextFieldSession {
        var field = TextFieldSession(traits: TextInputTraits(keyboardType: .phonePad))
        field.delegate = delegate
        field.becomeFirstResponder()
        return field
    }

    @Test func typingFormatsAsTheUserTypes() {
        let delegate = PhoneNumberDelegate()
        var field = Self.phoneField(delegate)
        var shown: [String] = []
        for key in "55512345678" {
            #expect(field.insertText(String(key)) == .vetoedByDelegate)
            shown.append(field.text)
        }
        #expect(shown == [
            "(5", "(55", "(555", "(555) 1", "(555) 12", "(555) 123", "(555) 123-4", "(555) 123-45", "(555) 123-456",
            "(555) 123-4567", "(555) 123-4567",
        ])
        #expect(field.selectedRange == NSRange(location: 14, length: 0))
        // Setting the text is programmatic: no editingChanged, as in UIKit.
        #expect(delegate.editingChangedCount == 0)
    }

    @Test func deletingAtTheEndAndInTheMiddle() throws {
        let delegate = PhoneNumberDelegate()
        var field = Self.phoneField(delegate)
        for key in "5551234567" { field.insertText(String(key)) }
        field.deleteBackward()
        #expect(field.text == "(555) 123-456" && field.selectedRange == NSRange(location: 13, length: 0))
        // Backspace just after the dash deletes the 3 before it; the caret stays after the 2.
        try field.setSelectedRange(NSRange(location: 10, length: 0))
        field.deleteBackward()
        #expect(field.text == "(555) 124-56")
        #expect(field.selectedRange == NSRange(location: 8, length: 0))
        // A selection across the brackets.
        try field.setSelectedRange(NSRange(location: 2, length: 5))  // "55) 1"
        field.deleteBackward()
        #expect(field.text == "(524) 56" && field.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func pastingInTheMiddle() throws {
        let delegate = PhoneNumberDelegate()
        var field = Self.phoneField(delegate)
        for key in "5554567" { field.insertText(String(key)) }
        #expect(field.text == "(555) 456-7")
        try field.setSelectedRange(NSRange(location: 6, length: 0))
        #expect(field.paste("1-2-3 (work)") == .vetoedByDelegate)
        #expect(field.text == "(555) 123-4567")
        #expect(field.selectedRange == NSRange(location: 9, length: 0))
    }

    @Test func theHandleReadsWhatTheDelegateSet() {
        final class Uppercaser: TextFieldDelegate {
            var seen: [String] = []
            func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                try? textField.replaceCharacters(in: range, with: string.uppercased())
                seen.append(textField.text)
                #expect(textField.isEditing && textField.traits.keyboardType == .default)
                return false
            }
        }
        let delegate = Uppercaser()
        var field = TextFieldSession()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("a")
        field.insertText("é")
        #expect(field.text == "AÉ" && delegate.seen == ["A", "AÉ"])
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aChangeMadeByADelegateThatAnswersTrueStandsAlone() {
        final class SetsAndAllows: TextFieldDelegate {
            func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                textField.text = "x"
                return true
            }
        }
        let delegate = SetsAndAllows()
        var field = TextFieldSession(text: "abc")
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(field.insertText("d") == .vetoedByDelegate)
        #expect(field.text == "x")
    }

    @Test func aBadRangeThroughTheHandleIsATypedErrorAndChangesNothing() {
        final class Probe: TextFieldDelegate {
            var errors: [TextRangeError] = []
            func textFieldDidBeginEditing(_ textField: TextFieldHandle) {
                do { try textField.setSelectedRange(NSRange(location: 1, length: 0)) } catch { errors.append(error) }
                do { try textField.replaceCharacters(in: NSRange(location: 0, length: 99), with: "") } catch { errors.append(error) }
            }
        }
        let probe = Probe()
        var field = TextFieldSession(text: SampleText.family)
        field.delegate = probe
        field.becomeFirstResponder()
        #expect(probe.errors.count == 2)
        #expect(probe.errors.last == .outOfBounds(.upper, offset: 99, textLength: 8))
        #expect(field.text == SampleText.family && field.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test func aTextViewDelegateCanActToo() {
        final class NoTabs: TextViewDelegate {
            func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                guard text.contains("\t") else { return true }
                try? textView.replaceCharacters(in: range, with: text.replacingOccurrences(of: "\t", with: "    "))
                return false
            }
        }
        let delegate = NoTabs()
        var view = TextViewSession()
        view.delegate = delegate
        view.becomeFirstResponder()
        view.insertText("a")
        view.paste("\tb")
        #expect(view.text == "a    b" && view.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test func aForcedEndKeepsATextViewsSelectionAndLinks() throws {
        let delegate = RecordingEditingDelegate()
        var view = TextViewSession(text: "see https://example.com", validator: FieldValidator([.email]))
        let link = TextViewSession.Link(range: NSRange(location: 4, length: 19), url: URL(string: "https://example.com")!)
        view.links = [link]
        view.delegate = delegate
        view.becomeFirstResponder()
        try view.setSelectedRange(NSRange(location: 4, length: 5))
        delegate.calls = []
        // Not an e-mail address, so resigning is refused…
        #expect(!view.resignFirstResponder() && view.isEditing)
        // …but a forced end ends it, with the text, selection and links as they were.
        view.forceEndEditing()
        #expect(!view.isEditing && view.messages.isEmpty)
        #expect(view.text == "see https://example.com")
        #expect(view.selectedRange == NSRange(location: 4, length: 5))
        #expect(view.links == [link])
        #expect(delegate.calls == ["didEnd"])
    }
}
