import KeycraftText

/// What the return key does in a return-key chain: ``FocusChain`` (SwiftUI), ``FieldChainController``
/// (UIKit) and the simulator's screen all decide it with ``init(returnKeyType:next:)``.
public enum FocusChainStep<ID: Hashable>: Hashable {
    /// Focus moves to this field (a Next key with a field after it).
    case focus(ID)
    /// Editing ends and the keyboard goes away (Done, Next on the last field, default, continue …).
    case resign
    /// The form is submitted (go, search, send, join, route …).
    case submit

    /// The one return-key decision: what return does on a text field showing `returnKeyType` (after
    /// `textFieldShouldReturn` said yes), whose chain continues with the focusable field `next` (nil on the
    /// last). By ``ReturnKeyAction``: Next focuses `next`, a submit key submits, the rest resign.
    ///
    /// ```swift
    /// FocusChainStep(returnKeyType: .next, next: 2)    // .focus(2)
    /// FocusChainStep(returnKeyType: .next, next: nil)  // .resign
    /// FocusChainStep(returnKeyType: .go, next: 2)      // .submit
    /// ```
    public init(returnKeyType: ReturnKeyType, next: ID?) {
        switch ReturnKeyAction.action(for: returnKeyType, hasNext: next != nil) {
        case .focusNext: self = next.map { .focus($0) } ?? .resign
        case .submit: self = .submit
        case .resign: self = .resign
        }
    }
}

extension FocusChainStep: Sendable where ID: Sendable {}
