import Foundation

/// A position on Earth in degrees, as `CLLocationCoordinate2D` holds it.
public struct LocationCoordinate: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The coordinate as a keyboard inserts it: ` (lat, lng)` with five decimals (about a metre),
    /// always with a full stop as the decimal separator.
    public var insertionText: String {
        " (" + String(format: "%.5f", latitude) + ", " + String(format: "%.5f", longitude) + ")"
    }
}
