import Foundation

/// A delegate call as a kind receives it: opaque outside the package, whose two kinds are the only ones.
public struct DelegateCall {
    package let event: EditingEvent
    package init(_ event: EditingEvent) { self.event = event }
}
