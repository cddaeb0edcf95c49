/// Inserts the user's coordinates after the word "sos" is ended by a space — a feature that needs
/// full access (the location is network-derived data) and the location permission.
///
/// ```swift
/// var entry = KeyboardTextEntry(sosLocation: SOSLocationInsertion(provider: here))
/// for character in "sos " { entry.insertText(String(character), in: controller) }
/// // with full access: "sos (37.33182, -122.03118) "; without: "sos "
/// ```
public struct SOSLocationInsertion {
    /// Where the location comes from: Core Location on a device.
    public var provider: any LocationProvider
    /// The trigger word, matched ignoring case.
    public static let triggerWord = "sos"

    /// The SOS feature reading the location from `provider`.
    public init(provider: any LocationProvider) {
        self.provider = provider
    }

    /// The text to insert after `word` ended by `terminator`, or nil. Without full access the provider
    /// is not consulted at all; without permission the location is not requested.
    func insertion(afterWord word: String, endedBy terminator: String, hasFullAccess: Bool) -> String? {
        guard terminator == " ", word.lowercased() == Self.triggerWord, hasFullAccess,
              provider.authorizationStatus.isAuthorized,
              let coordinate = provider.currentCoordinate()
        else { return nil }
        return coordinate.insertionText
    }
}
