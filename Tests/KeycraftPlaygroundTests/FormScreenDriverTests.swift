import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText
import Testing
@testable import KeycraftPlayground

/// The driver indexes fields as the form does, text views included, and keeps a bounded call log.
@Suite @MainActor struct FormScreenDriverTests {
    static let numberPad = TextInputTraits(keyboardType: .numberPad)

    /// A text view first, so the form's indices and the text fields' positions differ.
    static func driver() throws -> FormScreenDriver {
        let form = try FormScreen(fields: [
            FormField(id: "Notes", kind: .textView, frame: FormScreenDriver.frame(row: 0), validator: FieldValidator([.email])),
            FormField(id: "Age", frame: FormScreenDriver.frame(row: 1), traits: numberPad),
        ])
        return FormScreenDriver(form: form, labels: ["Notes", "Age"])
    }

    @Test func theFocusedFieldsKeyboardIsItsOwnWhenATextViewComesFirst() throws {
        var driver = try Self.driver()
        #expect(driver.textFields.map(\.index) == [1])
        _ = driver.handle(.tap(.field(1)))
        #expect(driver.form.firstResponder?.id == "Age")
        #expect(driver.dockedHeight == KeyboardView(traits: Self.numberPad, isReturnKeyEnabled: true).height)
        _ = driver.handle(.key(.character("7")))
        #expect(driver.fields.map(\.text) == ["7"])
    }

    @Test func aTextViewsMessageIsTheAlertItsOwnIndexPointsAt() throws {
        var driver = try Self.driver()
        _ = try driver.form.focus("Notes")
        _ = try driver.form.type("not an address")
        let resigned = driver.form.resignFirstResponder()
        #expect(!resigned)
        var canvas = Canvas(width: 80, height: 24)
        driver.draw(title: "T", panel: [], layout: PhoneLayout(width: 80, height: 24), style: .light, on: &canvas)
        #expect(canvas.grid.text.contains("e-mail") || canvas.grid.text.contains("E-mail"))
    }

    @Test func theDelegateCallLogKeepsOnlyTheLatestCalls() throws {
        var driver = try Self.driver()
        _ = driver.handle(.tap(.field(1)))
        for _ in 0..<300 { _ = driver.handle(.key(.character("1"))) }
        #expect(driver.delegateCalls.count == FormScreenDriver.delegateCallCapacity)
        #expect(driver.delegateCalls.last == "editingChanged(Age)")
    }
}
