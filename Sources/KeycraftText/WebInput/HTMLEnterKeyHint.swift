/// The `enterkeyhint` keywords of an HTML element (HTML Living Standard › Input modalities).
public enum HTMLEnterKeyHint: String, CaseIterable, Sendable {
    /// A new line: UIKit's default return key.
    case enter
    /// "Done": nothing more to enter.
    case done
    /// "Go": take the user to the target of what they typed.
    case go
    /// "Next": move to the next field.
    case next
    /// "Previous": move to the previous field (iOS has no such key, so it counts as absent).
    case previous
    /// "Search".
    case search
    /// "Send": deliver the text.
    case send

    /// ASCII case-insensitive; an unknown keyword is the same as no attribute.
    public init?(attributeValue: String?) {
        guard let value = attributeValue, let hint = HTMLEnterKeyHint(rawValue: value.lowercased()) else { return nil }
        self = hint
    }

    /// The nearest hint for a UIKit return key. UIKit's return keys with no HTML keyword take the one
    /// a user reads the same way: `google` and `yahoo` → `search`; `join` and `route` → `go`;
    /// `continue` → `next`; `emergencyCall` → `send` (it places the call).
    public init(_ returnKey: ReturnKeyType) {
        switch returnKey {
        case .default: self = .enter
        case .go, .join, .route: self = .go
        case .google, .yahoo, .search: self = .search
        case .next, .continue: self = .next
        case .send, .emergencyCall: self = .send
        case .done: self = .done
        }
    }

    /// The return key WebKit shows for the hint. `previous` has no UIKit return key, so WebKit treats
    /// it as no hint (`nil`): the type-based choice applies.
    public var returnKeyType: ReturnKeyType? {
        switch self {
        case .enter: .default
        case .done: .done
        case .go: .go
        case .next: .next
        case .previous: nil
        case .search: .search
        case .send: .send
        }
    }
}
