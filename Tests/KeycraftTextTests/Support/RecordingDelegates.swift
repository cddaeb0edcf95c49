import Foundation
import KeycraftText

/// Records every text-field delegate call, in order, and answers "should" questions as configured.
final class RecordingTextFieldDelegate: TextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true, allowChange = true, allowClear = true, allowReturn = true, allowEnd = true

    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool { calls.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: TextFieldHandle) { calls.append("didBegin") }
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return allowChange
    }
    func textFieldDidChangeSelection(_ textField: TextFieldHandle) { calls.append("didChangeSelection") }
    func textFieldEditingChanged(_ textField: TextFieldHandle) { calls.append("editingChanged \"\(textField.text)\"") }
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool { calls.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { calls.append("shouldReturn"); return allowReturn }
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { calls.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) { calls.append("didEnd \(reason)") }
}

/// Records every text-view delegate call, in order.
final class RecordingTextViewDelegate: TextViewDelegate {
    var calls: [String] = []
    var allowChange = true, allowInteraction = true

    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: TextViewHandle) { calls.append("didBegin") }
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
        return allowChange
    }
    func textViewDidChangeSelection(_ textView: TextViewHandle) { calls.append("didChangeSelection") }
    func textViewDidChange(_ textView: TextViewHandle) { calls.append("didChange \"\(textView.text)\"") }
    func textView(_ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        calls.append("shouldInteract \(url.absoluteString) {\(characterRange.location), \(characterRange.length)} \(interaction)")
        return allowInteraction
    }
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: TextViewHandle) { calls.append("didEnd") }
}
