import KeycraftText

/// The name of SwiftUI's `SubmitLabel` for a return key type. SwiftUI offers nine labels; UIKit's three
/// others show as the nearest: Google and Yahoo as `search` (they are search keys), Emergency Call as
/// `return` (SwiftUI has no call label; the key still resigns). Raw values are the labels' names.
public enum SubmitLabelName: String, CaseIterable, Hashable, Sendable {
    case `continue`, done, go, join, next, `return`, route, search, send

    /// The label for a return key type.
    public init(_ type: ReturnKeyType) {
        switch type {
        case .default, .emergencyCall: self = .return
        case .go: self = .go
        case .google, .yahoo, .search: self = .search
        case .join: self = .join
        case .next: self = .next
        case .route: self = .route
        case .send: self = .send
        case .done: self = .done
        case .continue: self = .continue
        }
    }
}
