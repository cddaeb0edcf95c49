import Foundation
import KeycraftForms

/// `NotificationCenter.default` for the six keyboard notifications, without UIKit: posts reach every
/// observer until its observation is cancelled.
///
/// ```swift
/// let center = VirtualNotificationCenter()
/// let avoidance = KeyboardAvoidanceController(host: host, notifications: center)
/// center.post(try simulator.send(.focus(KeyboardRequest())))
/// ```
@MainActor
public final class VirtualNotificationCenter: KeyboardNotificationSource {
    private var observers: [Int: @MainActor (String, [AnyHashable: Any]) -> Void] = [:]
    private var nextID = 0

    /// An empty center.
    public init() {}

    /// How many observations are live.
    public var observerCount: Int { observers.count }

    /// Delivers every keyboard notification to `handler` until the observation is cancelled.
    public func observeKeyboardNotifications(
        _ handler: @escaping @MainActor (String, [AnyHashable: Any]) -> Void
    ) -> KeyboardObservation {
        let id = nextID
        nextID += 1
        observers[id] = handler
        return KeyboardObservation { [weak self] in self?.observers[id] = nil }
    }

    /// Posts as UIKit does: the name's raw string and a user info of `NSValue`s and `NSNumber`s.
    public func post(_ notification: KeyboardNotification) {
        post(name: notification.name.rawValue, userInfo: notification.userInfo.dictionary)
    }

    /// Posts each notification in turn.
    public func post(_ notifications: [KeyboardNotification]) { notifications.forEach(post) }

    /// Posts a name and a user info as they come, readable or not.
    public func post(name: String, userInfo: [AnyHashable: Any]) {
        for handler in observers.values { handler(name, userInfo) }
    }
}
