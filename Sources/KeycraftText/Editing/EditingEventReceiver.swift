import Foundation

/// What hears a session's delegate calls in place of a delegate: the package's forwarders, which
/// `switch` over every call. Held weakly, as a delegate is.
package protocol EditingEventReceiver: AnyObject {
    /// The answer to a "should" question; news is answered `true` and the answer ignored.
    func receive(_ event: EditingEvent) -> Bool
}
