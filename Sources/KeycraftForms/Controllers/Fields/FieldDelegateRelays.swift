import Foundation
import KeycraftText

/// A field session's delegate inside a ``TextFieldController``: passes every call to the app's delegate,
/// except the did-change news the pipeline sends while it runs — UIKit sends that itself once it applies
/// the edit, and the controller sends it when it writes the edit. `.editingChanged` never goes through
/// here: it is a control event the app hears from the field.
final class TextFieldDelegateRelay: TextFieldDelegate {
    weak var target: (any TextFieldDelegate)?
    let news: NewsGate

    init(news: NewsGate) { self.news = news }

    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool { target?.textFieldShouldBeginEditing(textField) ?? true }
    func textFieldDidBeginEditing(_ textField: TextFieldHandle) { target?.textFieldDidBeginEditing(textField) }
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        target?.textField(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }
    func textFieldDidChangeSelection(_ textField: TextFieldHandle) {
        if news.isOpen { target?.textFieldDidChangeSelection(textField) }
    }
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool { target?.textFieldShouldClear(textField) ?? true }
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { target?.textFieldShouldReturn(textField) ?? true }
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { target?.textFieldShouldEndEditing(textField) ?? true }
    func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) {
        target?.textFieldDidEndEditing(textField, reason: reason)
    }
}

/// A text view session's delegate inside a ``TextViewController``: as ``TextFieldDelegateRelay``.
final class TextViewDelegateRelay: TextViewDelegate {
    weak var target: (any TextViewDelegate)?
    let news: NewsGate

    init(news: NewsGate) { self.news = news }

    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { target?.textViewShouldBeginEditing(textView) ?? true }
    func textViewDidBeginEditing(_ textView: TextViewHandle) { target?.textViewDidBeginEditing(textView) }
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        target?.textView(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }
    func textViewDidChangeSelection(_ textView: TextViewHandle) {
        if news.isOpen { target?.textViewDidChangeSelection(textView) }
    }
    func textViewDidChange(_ textView: TextViewHandle) {
        if news.isOpen { target?.textViewDidChange(textView) }
    }
    func textView(
        _ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        target?.textView(textView, shouldInteractWith: url, in: characterRange, interaction: interaction) ?? true
    }
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { target?.textViewShouldEndEditing(textView) ?? true }
    func textViewDidEndEditing(_ textView: TextViewHandle) { target?.textViewDidEndEditing(textView) }
}
