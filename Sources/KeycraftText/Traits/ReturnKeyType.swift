/// The title and role of the return key, mirroring `UIReturnKeyType` with UIKit's raw values.
///
/// ```swift
/// let lastField = TextInputTraits(returnKeyType: .go, enablesReturnKeyAutomatically: true)
/// ReturnKeyType.next.rawValue                  // 4, as UIReturnKeyType.next
/// ```
public enum ReturnKeyType: Int, CaseIterable, Sendable, Codable {
    /// "return".
    case `default` = 0
    /// "Go": follow a link or submit.
    case go = 1
    /// "Google": search with Google.
    case google = 2
    /// "Join": sign up or join a network.
    case join = 3
    /// "Next": move to the next field.
    case next = 4
    /// "Route": find directions.
    case route = 5
    /// "Search".
    case search = 6
    /// "Send": send a message.
    case send = 7
    /// "Yahoo": search with Yahoo.
    case yahoo = 8
    /// "Done": finish and dismiss the keyboard.
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue" (iOS 9).
    case `continue` = 11
}
