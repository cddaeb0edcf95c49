import Foundation
import KeycraftText

/// Heights of the system keyboard in one orientation, in points.
public struct KeyboardHeights: Hashable, Sendable {
    /// The letter keyboard (default, email, URL, …) without the predictive (QuickType) bar.
    public var letters: CGFloat
    /// The number and phone pads; on iPhone these never show the predictive bar.
    public var numberPad: CGFloat
    /// The predictive bar above the keys (on iPad it is the shortcuts bar with predictions).
    public var predictiveBar: CGFloat

    /// Heights in points for one orientation.
    public init(letters: CGFloat, numberPad: CGFloat, predictiveBar: CGFloat) {
        self.letters = letters
        self.numberPad = numberPad
        self.predictiveBar = predictiveBar
    }
}

extension KeyboardType {
    /// The number, phone and decimal pads, which replace the letter keyboard on iPhone.
    public var isNumericPad: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch: false
        }
    }
}
