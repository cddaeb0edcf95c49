import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// A screen's fields take the app's own delegates; the recorder in front of each records and forwards.
@Suite @MainActor struct AppDelegateTests {
    /// Formats digits as "123-4567" by setting the text itself and returning false, UIKit style.
    final class LocalNumberDelegate: TextFieldDelegate {
        var began = 0
        func textFieldDidBeginEditing(_ textField: TextFieldHandle) { began += 1 }
        func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            let proposed = (textField.text as NSString).replacingCharacters(in: range, with: string)
            var digits = String(proposed.filter(\.isNumber).prefix(7))
            if digits.count > 3 { digits.insert("-", at: digits.index(digits.startIndex, offsetBy: 3)) }
            textField.text = digits
            return false
        }
        func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { textField.text.count == 8 }
    }

    final class NotesDelegate: TextViewDelegate {
        var ended = 0
        func textViewDidEndEditing(_ textView: TextViewHandle) { ended += 1 }
    }

    static func screen(phone: LocalNumberDelegate, notes: NotesDelegate) throws -> FormScreen {
        try FormScreen(
            fields: [
                FormScreenFixtures.field("phone", y: 100) { $0.traits.returnKeyType = .next },
                FormScreenFixtures.field("notes", y: 160) { $0.kind = .textView },
                FormScreenFixtures.field("plain", y: 220) { $0.delegateAnswers.shouldReturn = false },
            ],
            delegates: ["phone": .textField(phone), "notes": .textView(notes)])
    }

    @Test func theAppsDelegateActsAndTheRecorderStillLogs() throws {
        let phone = LocalNumberDelegate(), notes = NotesDelegate()
        var screen = try Self.screen(phone: phone, notes: notes)
        try screen.focus("phone")
        _ = screen.drainDelegateCalls()
        _ = try screen.type("5551x234")
        #expect(try screen.session("phone").text == "555-1234")
        #expect(phone.began == 1)
        // The app's delegate returned false each time: asked, never "changed" (programmatic text).
        #expect(screen.drainDelegateCalls() == Array(repeating: "textField:shouldChangeCharactersIn:replacementString:(phone)", count: 8))
        #expect(screen.pressReturn() == .movedFocus(to: "notes"))
    }

    @Test func fieldsWithoutAnAppDelegateKeepTheirFixedAnswers() throws {
        var screen = try Self.screen(phone: LocalNumberDelegate(), notes: NotesDelegate())
        try screen.focus("plain")
        #expect(screen.pressReturn() == .vetoed)
    }

    @Test func aForcedEndOfATextViewKeepsItsSelectionAndTellsTheAppsDelegate() throws {
        let notes = NotesDelegate()
        var screen = try FormScreen(
            fields: [FormScreenFixtures.field("notes", y: 100) { $0.kind = .textView; $0.validator = FieldValidator([.email]) }],
            delegates: ["notes": .textView(notes)])
        try screen.focus("notes")
        _ = try screen.type("not an address 👩‍👩‍👧")
        _ = try screen.editFirstResponder { session in
            guard case .textView(var view) = session else { return .notEditing }
            defer { session = .textView(view) }
            try? view.setSelectedRange(NSRange(location: 4, length: 2))
            return .applied
        }
        _ = screen.drainDelegateCalls()
        let resigned = screen.resignFirstResponder()
        #expect(!resigned)
        let ended = screen.endEditing(force: true)
        #expect(ended)
        #expect(screen.firstResponder == nil && notes.ended == 1)
        let session = try screen.session("notes")
        #expect(!session.isEditing && session.text == "not an address 👩‍👩‍👧")
        #expect(session.selectedRange == NSRange(location: 4, length: 2))
        #expect(screen.drainDelegateCalls() == ["textViewDidEndEditing(notes)"])
    }

    @Test func aDelegateForAnUnknownFieldOrTheWrongKindIsAnError() {
        let fields = [FormScreenFixtures.field("a", y: 100)]
        #expect(throws: FormScreenError.noSuchField("b")) {
            try FormScreen(fields: fields, delegates: ["b": .textField(LocalNumberDelegate())])
        }
        #expect(throws: FormScreenError.delegateKindMismatch(field: "a", fieldKind: .textField)) {
            try FormScreen(fields: fields, delegates: ["a": .textView(NotesDelegate())])
        }
    }

    @Test func theCallLogKeepsTheLatestThousandCallsWhenNobodyDrainsIt() throws {
        var screen = try FormScreenFixtures.threeFields()
        try screen.focus("a")
        _ = try screen.type(String(repeating: "x", count: 1_200))  // 3 calls a key
        let calls = screen.drainDelegateCalls()
        #expect(calls.count == 1_000)
        #expect(calls.last == "editingChanged(a)")
        #expect(screen.drainDelegateCalls().isEmpty)
    }
}
