import Foundation

/// Delivers keyboard notifications as they are posted: the notification's name and its user info.
///
/// KeycraftUIKit's source observes the six `UIResponder.keyboard…Notification`s on
/// `NotificationCenter.default`; tests post dictionaries built with ``KeyboardUserInfo/dictionary``.
@MainActor
public protocol KeyboardNotificationSource: AnyObject {
    /// Starts delivering to `handler` until the returned observation is cancelled.
    func observeKeyboardNotifications(
        _ handler: @escaping @MainActor (_ name: String, _ userInfo: [AnyHashable: Any]) -> Void
    ) -> KeyboardObservation
}

/// An observation a ``KeyboardNotificationSource`` started: cancelling it stops the deliveries.
@MainActor
public final class KeyboardObservation {
    private var onCancel: (() -> Void)?

    /// - Parameter cancel: what stops the deliveries; it runs once, on the first ``cancel()``.
    public init(cancel: @escaping () -> Void) { onCancel = cancel }

    /// Whether ``cancel()`` has run.
    public var isCancelled: Bool { onCancel == nil }

    /// Stops the deliveries. Calling it again does nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }
}
