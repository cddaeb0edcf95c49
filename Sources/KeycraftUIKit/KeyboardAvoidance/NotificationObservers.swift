#if canImport(UIKit)
import Foundation

/// Block-based notification observers, removed from their center on ``removeAll()`` or when the owner
/// lets go of them (so a screen that goes away leaves no observers behind).
final class NotificationObservers: @unchecked Sendable {
    private let center: NotificationCenter
    // Only touched on the main queue (every observer is added there); removal is thread-safe in Foundation.
    private var tokens: [NSObjectProtocol] = []

    init(center: NotificationCenter) { self.center = center }

    /// Observes `name` on the main queue.
    func observe(_ name: Notification.Name, _ block: @escaping @Sendable (Notification) -> Void) {
        tokens.append(center.addObserver(forName: name, object: nil, queue: .main, using: block))
    }

    func removeAll() {
        for token in tokens { center.removeObserver(token) }
        tokens = []
    }

    deinit { removeAll() }
}
#endif
