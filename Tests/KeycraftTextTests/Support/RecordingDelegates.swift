import Foundation
import KeycraftText

/// Records every text-field delegate call, in order, and answers "should" questions as configured.
final class RecordingTextFieldDelegate: TextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true, allowChange = true, allowClear = true, allowReturn = true, allowEnd = true

    func textFieldShouldBeginEditing(_ textField: TextFieldSession) -> Bool { calls.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: TextFieldSession) { calls.append("didBegin") }
    func textField(_ textField: TextFieldSession, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return allowChange
    }
    func textFieldDidChangeSelection(_ textField: TextFieldSession) { calls.append("didChangeSelection") }
    func textFieldEditingChanged(_ textField: TextFieldSession) { calls.append("editingChanged \"\(textField.text)\"") }
    func textFieldShouldClear(_ textField: TextFieldSession) -> Bool { calls.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: TextFieldSession) -> Bool { calls.append("shouldReturn"); return allowReturn }
    func textFieldShouldEndEditing(_ textField: TextFieldSession) -> Bool { calls.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: TextFieldSession, reason: DidEndEditingReason) { calls.append("didEnd \(reason)") }
}

/// Records every text-view delegate call, in order.
final class RecordingTextViewDelegate: TextViewDelegate {
    var calls: [String] = []
    var allowChange = true, allowInteraction = true

    func textViewShouldBeginEditing(_ textView: TextViewSession) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: TextViewSession) { calls.append("didBegin") }
    func textView(_ textView: TextViewSession, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
        return allowChange
    }
    func textViewDidChangeSelection(_ textView: TextViewSession) { calls.append("didChangeSelection") }
    func textViewDidChange(_ textView: TextViewSession) { calls.append("didChange \"\(textView.text)\"") }
    func textView(_ textView: TextViewSession, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        calls.append("shouldInteract \(url.absoluteString) {\(characterRange.location), \(characterRange.length)} \(interaction)")
        return allowInteraction
    }
    func textViewShouldEndEditing(_ textView: TextViewSession) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: TextViewSession) { calls.append("didEnd") }
}
