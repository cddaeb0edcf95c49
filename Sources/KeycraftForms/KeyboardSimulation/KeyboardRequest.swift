import Foundation
import KeycraftText

/// What a field that becomes first responder asks of the keyboard.
public struct KeyboardRequest: Hashable, Sendable, Codable {
    public var keyboardType: KeyboardType
    /// Whether the predictive (QuickType) bar shows: autocorrection / spell checking on, not secure.
    public var showsPredictiveBar: Bool
    /// A custom `inputView` shown instead of the system keyboard, by its height.
    public var inputViewHeight: CGFloat?
    /// An `inputAccessoryView` shown above the keyboard (or alone above a hardware keyboard), by its height.
    public var accessoryViewHeight: CGFloat?

    public init(
        keyboardType: KeyboardType = .default, showsPredictiveBar: Bool = true,
        inputViewHeight: CGFloat? = nil, accessoryViewHeight: CGFloat? = nil
    ) {
        self.keyboardType = keyboardType
        self.showsPredictiveBar = showsPredictiveBar
        self.inputViewHeight = inputViewHeight
        self.accessoryViewHeight = accessoryViewHeight
    }
}
