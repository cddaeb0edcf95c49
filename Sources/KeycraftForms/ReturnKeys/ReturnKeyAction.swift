import KeycraftText

/// What pressing return does on a text field once `textFieldShouldReturn` said yes.
///
/// ```swift
/// ReturnKeyAction.action(for: .next, hasNext: true)    // .focusNext
/// ReturnKeyAction.action(for: .search, hasNext: true)  // .submit
/// ```
public enum ReturnKeyAction: String, Hashable, Sendable, Codable {
    /// `.next`: focus moves to the next field in the chain.
    case focusNext
    /// `.done`, `.default`, `.continue`, `.emergencyCall`, and `.next` on the last field: editing ends.
    case resign
    /// `.search`, `.google`, `.yahoo`, `.go`, `.send`, `.join`, `.route`: the screen's submit action runs.
    case submit

    /// The action for a return key type; `hasNext` says whether the chain continues after this field.
    public static func action(for type: ReturnKeyType, hasNext: Bool) -> ReturnKeyAction {
        switch type {
        case .next: hasNext ? .focusNext : .resign
        case .search, .google, .yahoo, .go, .send, .join, .route: .submit
        case .default, .done, .continue, .emergencyCall: .resign
        }
    }

    /// The guides' convention for a form: every field says Next, the last says Done.
    public static func defaultType(isLast: Bool) -> ReturnKeyType { isLast ? .done : .next }
}

/// What happened when return was pressed.
public enum ReturnKeyOutcome: Hashable, Sendable {
    /// Nothing is first responder.
    case noFirstResponder
    /// `enablesReturnKeyAutomatically` and the field is empty: the key is disabled.
    case disabled
    /// `textFieldShouldReturn` answered no.
    case vetoed
    /// A text view: return typed a line break.
    case insertedLineBreak
    /// `.next` with a field after this one: focus moved to the field with this identifier.
    case movedFocus(to: String)
    /// The field tried to resign; `resigned` is false when validation or the delegate kept it.
    case resign(resigned: Bool)
    /// A search-like key: the keyboard went down and the screen's submit action ran.
    case submitted(SubmitResult)
}
