import Foundation
import KeycraftText
@testable import KeycraftForms

/// Messages as a label would show them: every list shown, in order.
final class FieldsMessageRecorder: FieldMessageSink {
    private(set) var shown: [[ValidationFailure]] = []
    var current: [ValidationFailure] { shown.last ?? [] }
    func show(_ messages: [ValidationFailure]) { shown.append(messages) }
}

/// The app's own delegate: records every call (with the text it saw), answers as told.
final class FieldsAppDelegate: TextFieldDelegate, TextViewDelegate {
    var log: [String] = []
    var shouldBegin = true, shouldEnd = true, shouldReturn = true, shouldClear = true, shouldInteract = true
    /// The answer to "should change"; may act on the field through the handle (UIKit's formatting pattern).
    var shouldChange: (EditingHandle<TextFieldSession>, NSRange, String) -> Bool = { _, _, _ in true }

    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool { record("shouldBegin"); return shouldBegin }
    func textFieldDidBeginEditing(_ textField: TextFieldHandle) { record("didBegin") }
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        record("shouldChange {\(range.location),\(range.length)} \"\(string)\" in \"\(textField.text)\"")
        return shouldChange(textField, range, string)
    }
    func textFieldDidChangeSelection(_ textField: TextFieldHandle) { record("didChangeSelection \"\(textField.text)\"") }
    func textFieldEditingChanged(_ textField: TextFieldHandle) { record("delegate editingChanged") }
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool { record("shouldClear"); return shouldClear }
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { record("shouldReturn"); return shouldReturn }
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { record("shouldEnd"); return shouldEnd }
    func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) { record("didEnd \(reason)") }

    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { record("shouldBegin"); return shouldBegin }
    func textViewDidBeginEditing(_ textView: TextViewHandle) { record("didBegin") }
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        record("shouldChange {\(range.location),\(range.length)} \"\(text)\" in \"\(textView.text)\"")
        return true
    }
    func textViewDidChangeSelection(_ textView: TextViewHandle) { record("didChangeSelection \"\(textView.text)\"") }
    func textViewDidChange(_ textView: TextViewHandle) { record("didChange \"\(textView.text)\"") }
    func textView(_ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        record("shouldInteract \(url.absoluteString)")
        return shouldInteract
    }
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { record("shouldEnd"); return shouldEnd }
    func textViewDidEndEditing(_ textView: TextViewHandle) { record("didEnd") }

    func record(_ call: String) { log.append(call) }

    /// The calls since the last drain.
    func drain() -> [String] {
        defer { log = [] }
        return log
    }
}

/// A text field double wired to a controller as KeycraftUIKit wires a `UITextField`: the controller is the
/// delegate and the first `.editingChanged` target; the app's delegate and its own target come after.
struct FieldsTextFieldHarness {
    typealias Controller = TextFieldController<FieldsUIKitInputDouble, FieldsMessageRecorder>
    let field: FieldsUIKitInputDouble
    let controller: Controller
    let app = FieldsAppDelegate()
    let messages = FieldsMessageRecorder()

    init(text: String = "", rules: [ValidationRule] = [], formatter: (any TextFormatter)? = nil, pastePolicy: PastePolicy = .rejectWhole) {
        field = FieldsUIKitInputDouble(.textField, text: text)
        controller = Controller(input: field, messages: messages, validator: FieldValidator(rules, pastePolicy: pastePolicy), formatter: formatter)
        controller.delegate = app
        let (controller, app) = (controller, app)
        field.delegate = .init(
            shouldBeginEditing: { controller.textFieldShouldBeginEditing() },
            didBeginEditing: { controller.textFieldDidBeginEditing() },
            shouldChange: { controller.textField(shouldChangeCharactersIn: $0, replacementString: $1) },
            didChangeSelection: { controller.textFieldDidChangeSelection() },
            shouldEndEditing: { controller.textFieldShouldEndEditing() },
            didEndEditing: { controller.textFieldDidEndEditing(reason: .committed) },
            shouldClear: { controller.textFieldShouldClear() },
            shouldReturn: { controller.textFieldShouldReturn() })
        field.addEditingChangedTarget { controller.editingChanged() }
        field.addEditingChangedTarget { [unowned field] in app.record("editingChanged \"\(field.fieldText)\"") }
    }

    /// Begins editing and forgets the calls that took.
    func focused() -> Self {
        field.becomeFirstResponder()
        _ = app.drain()
        return self
    }
}

/// A text view double wired to a controller as KeycraftUIKit wires a `UITextView`.
struct FieldsTextViewHarness {
    typealias Controller = TextViewController<FieldsUIKitInputDouble, FieldsMessageRecorder>
    let view: FieldsUIKitInputDouble
    let controller: Controller
    let app = FieldsAppDelegate()
    let messages = FieldsMessageRecorder()

    init(text: String = "", rules: [ValidationRule] = [], formatter: (any TextFormatter)? = nil) {
        view = FieldsUIKitInputDouble(.textView, text: text)
        controller = Controller(input: view, messages: messages, validator: FieldValidator(rules), formatter: formatter)
        controller.delegate = app
        let controller = controller
        view.delegate = .init(
            shouldBeginEditing: { controller.textViewShouldBeginEditing() },
            didBeginEditing: { controller.textViewDidBeginEditing() },
            shouldChange: { controller.textView(shouldChangeTextIn: $0, replacementText: $1) },
            didChangeSelection: { controller.textViewDidChangeSelection() },
            didChange: { controller.textViewDidChange() },
            shouldEndEditing: { controller.textViewShouldEndEditing() },
            didEndEditing: { controller.textViewDidEndEditing() })
    }
}
