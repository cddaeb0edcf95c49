/// What the return key does in a ``FocusChain``.
public enum FocusChainStep<ID: Hashable>: Hashable {
    /// Focus moves to this field (a Next key with a field after it).
    case focus(ID)
    /// Editing ends and the keyboard goes away (Done, Next on the last field, default, continue …).
    case resign
    /// The form is submitted (go, search, send, join, route …).
    case submit
}

extension FocusChainStep: Sendable where ID: Sendable {}
