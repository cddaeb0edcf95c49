#if canImport(UIKit)
import Foundation
import KeycraftForms
import KeycraftText
import UIKit

/// The app's `UITextFieldDelegate` as the controller's delegate: each call goes to the app with the real
/// field. `.editingChanged` is not a delegate call: the app's targets hear it from the field itself.
@MainActor
final class UITextFieldDelegateBridge: @preconcurrency TextFieldDelegate {
    weak var textField: UITextField?
    weak var target: (any UITextFieldDelegate)?

    init(textField: UITextField) { self.textField = textField }

    private func ask(_ question: (any UITextFieldDelegate, UITextField) -> Bool?) -> Bool {
        guard let textField, let target else { return true }
        return question(target, textField) ?? true
    }

    private func tell(_ news: (any UITextFieldDelegate, UITextField) -> Void) {
        guard let textField, let target else { return }
        news(target, textField)
    }

    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool { ask { $0.textFieldShouldBeginEditing?($1) } }
    func textFieldDidBeginEditing(_ textField: TextFieldHandle) { tell { $0.textFieldDidBeginEditing?($1) } }
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ask { $0.textField?($1, shouldChangeCharactersIn: range, replacementString: string) }
    }
    func textFieldDidChangeSelection(_ textField: TextFieldHandle) { tell { $0.textFieldDidChangeSelection?($1) } }
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool { ask { $0.textFieldShouldClear?($1) } }
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { ask { $0.textFieldShouldReturn?($1) } }
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { ask { $0.textFieldShouldEndEditing?($1) } }

    /// UIKit's preference: the reason variant when the app implements it, the plain one otherwise.
    func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) {
        let uikitReason = UITextField.DidEndEditingReason(rawValue: reason.rawValue) ?? .committed
        tell { target, field in
            if target.textFieldDidEndEditing?(field, reason: uikitReason) == nil { target.textFieldDidEndEditing?(field) }
        }
    }
}

/// The app's `UITextViewDelegate` as the controller's delegate.
@MainActor
final class UITextViewDelegateBridge: @preconcurrency TextViewDelegate {
    weak var textView: UITextView?
    weak var target: (any UITextViewDelegate)?

    init(textView: UITextView) { self.textView = textView }

    private func ask(_ question: (any UITextViewDelegate, UITextView) -> Bool?) -> Bool {
        guard let textView, let target else { return true }
        return question(target, textView) ?? true
    }

    private func tell(_ news: (any UITextViewDelegate, UITextView) -> Void) {
        guard let textView, let target else { return }
        news(target, textView)
    }

    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { ask { $0.textViewShouldBeginEditing?($1) } }
    func textViewDidBeginEditing(_ textView: TextViewHandle) { tell { $0.textViewDidBeginEditing?($1) } }
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ask { $0.textView?($1, shouldChangeTextIn: range, replacementText: text) }
    }
    func textViewDidChangeSelection(_ textView: TextViewHandle) { tell { $0.textViewDidChangeSelection?($1) } }
    func textViewDidChange(_ textView: TextViewHandle) { tell { $0.textViewDidChange?($1) } }
    @available(iOS, deprecated: 17.0, message: "UIKit's URL interaction call; newer apps use text item actions")
    func textView(
        _ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        let uikitInteraction = UITextItemInteraction(rawValue: interaction.rawValue) ?? .invokeDefaultAction
        return ask { $0.textView?($1, shouldInteractWith: url, in: characterRange, interaction: uikitInteraction) }
    }
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { ask { $0.textViewShouldEndEditing?($1) } }
    func textViewDidEndEditing(_ textView: TextViewHandle) { tell { $0.textViewDidEndEditing?($1) } }
}
#endif
