import KeycraftText

/// Where a field controller shows its messages: why a keystroke was refused, why editing can't end.
/// An empty list clears what was shown. KeycraftUIKit makes `UILabel` one; ``FieldMessageHandler``
/// passes them to a closure.
public protocol FieldMessageSink {
    func show(_ messages: [ValidationFailure])
}

/// Messages to a closure, e.g. `FieldMessageHandler { label.text = $0.first?.message.defaultValue }`.
public struct FieldMessageHandler: FieldMessageSink {
    public let handler: ([ValidationFailure]) -> Void

    public init(_ handler: @escaping ([ValidationFailure]) -> Void) {
        self.handler = handler
    }

    public func show(_ messages: [ValidationFailure]) { handler(messages) }
}
