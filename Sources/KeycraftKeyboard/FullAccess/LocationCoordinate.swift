import Foundation

/// A position on Earth in degrees, as `CLLocationCoordinate2D` holds it.
///
/// ```swift
/// LocationCoordinate(latitude: 37.33182, longitude: -122.03118).insertionText   // " (37.33182, -122.03118)"
/// ```
public struct LocationCoordinate: Hashable, Sendable {
    /// Degrees north of the equator; negative to the south.
    public var latitude: Double
    /// Degrees east of Greenwich; negative to the west.
    public var longitude: Double

    /// A coordinate in degrees.
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
