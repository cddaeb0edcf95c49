/// Where cut and copy put text and paste takes it from — a side effect at the edge. On iOS it is
/// `UIPasteboard.general`; tests and the playground use an ``InMemoryPasteboard``.
public protocol Pasteboard: AnyObject {
    /// The text on the pasteboard, nil when it holds none.
    var string: String? { get set }
}

/// A pasteboard in memory, for tests and anything that runs without a system pasteboard.
///
/// ```swift
/// let pasteboard = InMemoryPasteboard(string: "Gildong")
/// var field = TextFieldSession()
/// field.becomeFirstResponder()
/// field.paste(from: pasteboard)
/// ```
public final class InMemoryPasteboard: Pasteboard {
    public var string: String?

    /// A pasteboard holding `string`, or nothing.
    public init(string: String? = nil) {
        self.string = string
    }
}
