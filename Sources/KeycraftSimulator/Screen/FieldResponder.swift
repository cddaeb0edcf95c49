import Foundation
import KeycraftForms
import KeycraftText

/// A screen's field as UIKit's responder chain sees it (a `UITextField` or `UITextView`): what the shipped
/// `FieldChainController` walks. Becoming and resigning first responder run the field's editing session,
/// so its rules and delegate may refuse, as a text field's delegate does.
@MainActor
final class FieldResponder: ChainedField {
    private unowned let state: FormScreenState
    /// The field's index in the screen's fields.
    let index: Int

    init(state: FormScreenState, index: Int) {
        self.state = state
        self.index = index
    }

    /// The field's frame in the screen's content coordinates (the screen is its own window).
    var keycraftFrameInWindow: CGRect { state.fields[index].frame }
    /// Hidden, disabled and read-only fields can't take focus.
    var keycraftIsFocusable: Bool { state.fields[index].canBecomeFirstResponder }
    var isFirstResponder: Bool { state.firstResponderIndex == index }
    var keycraftReturnKeyType: ReturnKeyType { state.sessions[index].traits.returnKeyType }
    var keycraftPlaceholder: String? { state.fields[index].placeholder }
    var keycraftReturnInsertsLineBreak: Bool { state.fields[index].kind == .textView }

    @discardableResult
    func becomeFirstResponder() -> Bool { state.focus(index) }

    @discardableResult
    func resignFirstResponder() -> Bool { isFirstResponder ? state.resignFirstResponder() : true }
}
