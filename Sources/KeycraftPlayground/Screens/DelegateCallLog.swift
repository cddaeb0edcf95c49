import Foundation
import KeycraftText

/// The delegate calls of a form's fields, in the order UIKit's pipeline makes them.
///
/// A class because `TextFieldSession.delegate` is a weak object reference, as in UIKit; the screen
/// owns the log and one recorder per field.
final class DelegateCallLog {
    private(set) var calls: [String] = []

    func record(_ call: String) { calls.append(call) }
}

/// One field's delegate: records each call under the field's name and answers every "should" with yes,
/// so the only refusals come from the field's validation rules.
final class DelegateCallRecorder: TextFieldDelegate {
    let fieldName: String
    let log: DelegateCallLog

    init(fieldName: String, log: DelegateCallLog) {
        self.fieldName = fieldName
        self.log = log
    }

    private func record(_ method: String) { log.record("\(fieldName): \(method)") }

    func textFieldShouldBeginEditing(_ textField: TextFieldSession) -> Bool {
        record("shouldBeginEditing")
        return true
    }

    func textFieldDidBeginEditing(_ textField: TextFieldSession) { record("didBeginEditing") }

    func textField(_ textField: TextFieldSession, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Field names and ranges only: the typed text itself is not written down.
        record("shouldChangeCharactersIn {\(range.location), \(range.length)}")
        return true
    }

    func textFieldDidChangeSelection(_ textField: TextFieldSession) { record("didChangeSelection") }
    func textFieldEditingChanged(_ textField: TextFieldSession) { record("editingChanged") }

    func textFieldShouldReturn(_ textField: TextFieldSession) -> Bool {
        record("shouldReturn")
        return true
    }

    func textFieldShouldEndEditing(_ textField: TextFieldSession) -> Bool {
        record("shouldEndEditing")
        return true
    }

    func textFieldDidEndEditing(_ textField: TextFieldSession, reason: DidEndEditingReason) {
        record("didEndEditing(\(reason))")
    }
}
