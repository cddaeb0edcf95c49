#if canImport(UIKit)
import Foundation
import KeycraftForms
import KeycraftText
import UIKit

/// The app's `UITextFieldDelegate` hearing the controller's calls: each goes to the app with the real
/// field. `.editingChanged` is not a delegate call: the app's targets hear it from the field itself.
@MainActor
final class UITextFieldDelegateBridge: @preconcurrency EditingEventReceiver {
    weak var textField: UITextField?
    weak var target: (any UITextFieldDelegate)?

    init(textField: UITextField) { self.textField = textField }

    func receive(_ event: EditingEvent) -> Bool {
        guard let field = textField, let target else { return true }
        switch event {
        case .shouldBeginEditing: return target.textFieldShouldBeginEditing?(field) ?? true
        case .didBeginEditing: target.textFieldDidBeginEditing?(field)
        case .shouldChange(let range, let replacement):
            return target.textField?(field, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        case .didChangeSelection: target.textFieldDidChangeSelection?(field)
        case .didChange, .shouldInteract: break
        case .shouldClear: return target.textFieldShouldClear?(field) ?? true
        case .shouldReturn: return target.textFieldShouldReturn?(field) ?? true
        case .shouldEndEditing: return target.textFieldShouldEndEditing?(field) ?? true
        case .didEndEditing(let reason):
            // UIKit's preference: the reason variant when the app implements it, the plain one otherwise.
            let uikitReason = UITextField.DidEndEditingReason(rawValue: reason.rawValue) ?? .committed
            if target.textFieldDidEndEditing?(field, reason: uikitReason) == nil { target.textFieldDidEndEditing?(field) }
        }
        return true
    }
}

/// The app's `UITextViewDelegate` hearing the controller's calls, with the real text view.
@MainActor
final class UITextViewDelegateBridge: @preconcurrency EditingEventReceiver {
    weak var textView: UITextView?
    weak var target: (any UITextViewDelegate)?

    init(textView: UITextView) { self.textView = textView }

    func receive(_ event: EditingEvent) -> Bool {
        guard let view = textView, let target else { return true }
        switch event {
        case .shouldBeginEditing: return target.textViewShouldBeginEditing?(view) ?? true
        case .didBeginEditing: target.textViewDidBeginEditing?(view)
        case .shouldChange(let range, let replacement):
            return target.textView?(view, shouldChangeTextIn: range, replacementText: replacement) ?? true
        case .didChangeSelection: target.textViewDidChangeSelection?(view)
        case .didChange: target.textViewDidChange?(view)
        case .shouldClear, .shouldReturn: break
        case .shouldEndEditing: return target.textViewShouldEndEditing?(view) ?? true
        case .didEndEditing: target.textViewDidEndEditing?(view)
        case .shouldInteract(let url, let range, let interaction):
            return (self as any LinkInteractionAsking).ask(target, view, url: url, range: range, interaction: interaction)
        }
        return true
    }
}

/// UIKit's URL interaction call, deprecated in iOS 17 yet still sent to the delegates that implement it:
/// asked through this protocol so the bridge that forwards it doesn't carry the deprecation.
@MainActor
private protocol LinkInteractionAsking {
    func ask(
        _ target: any UITextViewDelegate, _ view: UITextView, url: URL, range: NSRange, interaction: TextItemInteraction
    ) -> Bool
}

extension UITextViewDelegateBridge: LinkInteractionAsking {
    @available(iOS, deprecated: 17.0, message: "UIKit's URL interaction call; newer apps use text item actions")
    fileprivate func ask(
        _ target: any UITextViewDelegate, _ view: UITextView, url: URL, range: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        let uikitInteraction = UITextItemInteraction(rawValue: interaction.rawValue) ?? .invokeDefaultAction
        return target.textView?(view, shouldInteractWith: url, in: range, interaction: uikitInteraction) ?? true
    }
}
#endif
