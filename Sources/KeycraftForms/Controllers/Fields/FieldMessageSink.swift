import KeycraftText

/// Where a field controller shows its messages: why a keystroke was refused, why editing can't end.
/// An empty list clears what was shown. KeycraftUIKit makes `UILabel` one; ``FieldMessageHandler``
/// passes them to a closure.
public protocol FieldMessageSink {
    /// Shows `messages` in place of what was shown; an empty list clears it.
    func show(_ messages: [ValidationFailure])
}

/// Messages to a closure, e.g. `FieldMessageHandler { label.text = $0.first?.message.defaultValue }`.
public struct FieldMessageHandler: FieldMessageSink {
    /// Called with the messages each time they change.
    public let handler: ([ValidationFailure]) -> Void

    /// Messages to `handler`.
    public init(_ handler: @escaping ([ValidationFailure]) -> Void) {
        self.handler = handler
    }

    /// Passes `messages` to the handler.
    public func show(_ messages: [ValidationFailure]) { handler(messages) }
}
