#if canImport(UIKit)
import Foundation
import KeycraftForms
import UIKit

/// The six `UIResponder.keyboard…Notification`s from a notification center, delivered on the main queue.
@MainActor
public final class KeyboardNotificationCenterSource: KeyboardNotificationSource {
    /// The notification center observed (`.default` unless a test or an extension passes another).
    public let center: NotificationCenter

    /// A source observing `center`.
    public init(center: NotificationCenter = .default) { self.center = center }

    /// Observes the six keyboard notifications; cancelling the observation removes the observers.
    public func observeKeyboardNotifications(
        _ handler: @escaping @MainActor (_ name: String, _ userInfo: [AnyHashable: Any]) -> Void
    ) -> KeyboardObservation {
        let names: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        let observers = NotificationObservers(center: center)
        for name in names {
            observers.observe(name) { notification in
                let rawName = notification.name.rawValue
                // Delivered on the main queue: the user info never leaves it.
                nonisolated(unsafe) let userInfo = notification.userInfo ?? [:]
                MainActor.assumeIsolated { handler(rawName, userInfo) }
            }
        }
        return KeyboardObservation { observers.removeAll() }
    }
}
#endif
