/// The state of a custom keyboard's `UIInputViewController`, without the views.
///
/// It owns the connection to the host's document, knows whether the globe key must be shown and
/// whether the user granted full access, follows the host's text and selection changes, and picks
/// the colour scheme from the host field's appearance each time the text did change, as the
/// custom-keyboard guide does. What the controller asks of the system is emitted as `KeyboardEvent`s.
///
/// ```swift
/// let document = InMemoryTextDocument(traits: TextInputTraits(keyboardAppearance: .dark))
/// let controller = KeyboardInputViewController(document: document, hasFullAccess: false) { event in
///     if case .advanceToNextInputMode = event { /* advanceToNextInputMode() */ }
/// }
/// controller.colorScheme   // .dark
/// ```
public final class KeyboardInputViewController: TextInputDelegate {
    /// The host's document, as `UIInputViewController.textDocumentProxy` gives it.
    public let textDocumentProxy: any TextDocumentProxy
    /// Whether the keyboard must show its own next-keyboard key: false when the system already shows
    /// one (devices with a globe key below the keyboard), true otherwise.
    public var needsInputModeSwitchKey: Bool
    /// Whether the user turned on "Allow Full Access" for this keyboard in Settings.
    public var hasFullAccess: Bool
    /// The scheme the view draws with; chosen from the proxy's appearance.
    public private(set) var colorScheme: KeyboardColorScheme
    /// Receives every event, in order.
    public var eventHandler: ((KeyboardEvent) -> Void)?
    /// Counts the host's own changes to the text or selection, so a keyboard can tell that what it
    /// put in the document last (a tentative character) may no longer be before the caret.
    public private(set) var hostChangeCount = 0

    /// A controller over any document proxy; the caller wires the proxy's host changes to it.
    public init(
        textDocumentProxy: any TextDocumentProxy,
        needsInputModeSwitchKey: Bool = true,
        hasFullAccess: Bool = false,
        eventHandler: ((KeyboardEvent) -> Void)? = nil
    ) {
        self.textDocumentProxy = textDocumentProxy
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
        self.hasFullAccess = hasFullAccess
        self.colorScheme = KeyboardColorScheme(textDocumentProxy.keyboardAppearance)
        self.eventHandler = eventHandler
    }

    /// A controller listening to an in-memory document's host changes.
    public convenience init(
        document: InMemoryTextDocument,
        needsInputModeSwitchKey: Bool = true,
        hasFullAccess: Bool = false,
        eventHandler: ((KeyboardEvent) -> Void)? = nil
    ) {
        self.init(
            textDocumentProxy: document, needsInputModeSwitchKey: needsInputModeSwitchKey,
            hasFullAccess: hasFullAccess, eventHandler: eventHandler)
        document.inputDelegate = self
    }

    /// Whether the view shows the next-keyboard key.
    public var showsInputModeSwitchKey: Bool { needsInputModeSwitchKey }

    /// The user touched the next-keyboard key: a tap switches keyboards, a long press lists them.
    /// Ignored when the key isn't shown.
    public func handleInputModeSwitchKey(_ gesture: InputModeSwitchGesture) {
        guard showsInputModeSwitchKey else { return }
        switch gesture {
        case .tap: emit(.advanceToNextInputMode)
        case .longPress: emit(.handleInputModeList)
        }
    }

    // MARK: TextInputDelegate

    /// Announces ``KeyboardEvent/selectionWillChange``.
    public func selectionWillChange(_ proxy: any TextDocumentProxy) {
        emit(.selectionWillChange)
    }

    /// Counts a host change and announces ``KeyboardEvent/selectionDidChange``.
    public func selectionDidChange(_ proxy: any TextDocumentProxy) {
        hostChangeCount += 1
        emit(.selectionDidChange)
    }

    /// Announces ``KeyboardEvent/textWillChange``.
    public func textWillChange(_ proxy: any TextDocumentProxy) {
        emit(.textWillChange)
    }

    /// Re-reads the field's appearance (the field may be a new one) and announces a scheme change.
    public func textDidChange(_ proxy: any TextDocumentProxy) {
        hostChangeCount += 1
        emit(.textDidChange)
        let scheme = KeyboardColorScheme(textDocumentProxy.keyboardAppearance)
        if scheme != colorScheme {
            colorScheme = scheme
            emit(.colorSchemeDidChange(scheme))
        }
    }

    private func emit(_ event: KeyboardEvent) {
        eventHandler?(event)
    }
}
