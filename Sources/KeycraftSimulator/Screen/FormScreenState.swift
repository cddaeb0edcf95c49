import Foundation
import KeycraftForms
import KeycraftText

/// What a ``FormScreen`` shares with its fields' responders, as UIKit's views share their window: the
/// editing sessions, the first responder, and the shipped `FieldChainController` over the responders.
/// ``FormScreen`` copies it before changing it when another screen value still holds it.
@MainActor
final class FormScreenState {
    let fields: [FormField]
    /// One editing session per field, in the order of ``fields``.
    var sessions: [FieldSession]
    /// Index into ``fields`` of the first responder.
    var firstResponderIndex: Int?
    /// The chain's order: indices into ``fields``, explicit or reading order.
    let order: [Int]
    /// One responder per field, in the order of ``fields``.
    private(set) var responders: [FieldResponder] = []
    /// The shipped previous / next / done and return-key chain, over the responders in ``order``.
    private(set) var chain = FieldChainController(fields: [], order: .asListed)

    init(fields: [FormField], sessions: [FieldSession], firstResponderIndex: Int?, order: [Int]) {
        self.fields = fields
        self.sessions = sessions
        self.firstResponderIndex = firstResponderIndex
        self.order = order
        responders = fields.indices.map { FieldResponder(state: self, index: $0) }
        chain.fields = order.map { responders[$0] }
    }

    /// A state of its own with the same sessions and first responder (the sessions' delegates are shared).
    func copy() -> FormScreenState {
        FormScreenState(fields: fields, sessions: sessions, firstResponderIndex: firstResponderIndex, order: order)
    }

    /// Makes the field first responder, resigning the current one first. False when a veto kept focus
    /// elsewhere (or nowhere), or the field is hidden, disabled or read-only.
    func focus(_ index: Int) -> Bool {
        if firstResponderIndex == index { return true }
        guard fields[index].canBecomeFirstResponder else { return false }
        guard resignFirstResponder() else { return false }
        guard sessions[index].becomeFirstResponder() else { return false }
        firstResponderIndex = index
        return true
    }

    /// The first responder resigns through its rules and delegate; true when nothing is first responder.
    func resignFirstResponder() -> Bool {
        guard let index = firstResponderIndex else { return true }
        guard sessions[index].resignFirstResponder() else { return false }
        firstResponderIndex = nil
        return true
    }
}
