import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText
import Testing

/// The code of the article "Becoming and resigning first responder", run as it is shown.
@Suite @MainActor struct BecomingFirstResponderExamples {
    @Test func focusMovesThroughTheFieldsLifecycleAndRulesCanKeepIt() throws {
        let name = FormField(id: "name", frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        let email = FormField(
            id: "email", frame: CGRect(x: 20, y: 160, width: 350, height: 34),
            traits: TextInputTraits(keyboardType: .emailAddress), validator: FieldValidator([.email]))
        var screen = try FormScreen(fields: [name, email], autofocusField: "name")

        screen.appear()                                   // viewDidAppear: the autofocus field takes focus
        #expect(screen.firstResponder?.id == "name")

        try screen.focus("email")                         // "name" resigns first, then "email" is asked
        #expect(screen.drainDelegateCalls() == [
            "textFieldShouldBeginEditing(name)", "textFieldDidBeginEditing(name)",
            "textFieldShouldEndEditing(name)", "textFieldDidEndEditing:reason:committed(name)",
            "textFieldShouldBeginEditing(email)", "textFieldDidBeginEditing(email)",
        ])

        _ = try screen.type("user@")
        let resigned = screen.resignFirstResponder()      // the e-mail rule runs as editing ends…
        #expect(resigned == false)                        // …and keeps the keyboard up
        #expect(try screen.session("email").messages.map(\.rule) == ["email"])

        screen.endEditing(force: true)                    // endEditing(true): ends whatever the rules say
        #expect(screen.firstResponder == nil)
    }

    @Test func aDelegateCanRefuseToBeginEditing() throws {
        var code = FormField(id: "code", frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        code.delegateAnswers.shouldBeginEditing = false   // textFieldShouldBeginEditing(_:) answers no
        var screen = try FormScreen(fields: [code])

        let focused = try screen.focus("code")
        #expect(focused == false)
        #expect(screen.firstResponder == nil)
        #expect(screen.drainDelegateCalls() == ["textFieldShouldBeginEditing(code)"])
    }

    @Test func aTapOnEmptySpaceResignsAndATapOnAControlDoesNot() throws {
        let field = FormField(id: "name", frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        let save = ScreenControl(id: "save", frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        var screen = try FormScreen(fields: [field], controls: [save])
        try screen.focus("name")

        #expect(screen.tap(at: CGPoint(x: 50, y: 220)) == .control("save"))
        #expect(screen.firstResponder?.id == "name")      // controls take their own taps
        #expect(screen.tap(at: CGPoint(x: 200, y: 600)) == .empty)
        #expect(screen.firstResponder == nil)             // the guides' tap-to-dismiss
    }

    @Test func hiddenDisabledAndReadOnlyFieldsNeverTakeFocus() throws {
        var notes = FormField(id: "notes", kind: .textView, frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        notes.isEditable = false
        #expect(notes.canBecomeFirstResponder == false)
        var screen = try FormScreen(fields: [notes])
        let focused = try screen.focus("notes")
        #expect(focused == false)
    }

    @Test func anUnknownFieldIsATypedError() throws {
        var screen = try FormScreen(fields: [FormField(id: "name", frame: .zero)])
        #expect(throws: FormScreenError.noSuchField("nmae")) { try screen.focus("nmae") }
    }
}
