import Foundation
import KeycraftText

/// What a field that becomes first responder asks of the keyboard.
///
/// A ``FormField`` makes its own (``FormField/keyboardRequest``):
/// ```swift
/// let field = FormField(id: "pin", frame: .zero, traits: TextInputTraits(keyboardType: .numberPad))
/// var simulator = KeyboardSimulator(device: .iPhone15Pro)
/// _ = try simulator.send(.focus(field.keyboardRequest))
/// ```
public struct KeyboardRequest: Hashable, Sendable, Codable {
    /// The field's keyboard type: number pads are shorter than the letter keyboard on iPhone.
    public var keyboardType: KeyboardType
    /// Whether the predictive (QuickType) bar shows: autocorrection / spell checking on, not secure.
    public var showsPredictiveBar: Bool
    /// A custom `inputView` shown instead of the system keyboard, by its height.
    public var inputViewHeight: CGFloat?
    /// An `inputAccessoryView` shown above the keyboard (or alone above a hardware keyboard), by its height.
    public var accessoryViewHeight: CGFloat?

    /// A request for the default keyboard with the predictive bar, unless said otherwise.
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
