// Stand-in for Combine, written from Apple's public documentation for the type-check of the
// Apple-only sources on Linux (AppleTypeCheckTests). Declarations only: never run.
@_exported import Foundation

/// https://developer.apple.com/documentation/combine/publisher
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension NotificationCenter {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher
    /// (Foundation's on Apple platforms; Linux's Foundation has no Combine.)
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
    }

    /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }
}
