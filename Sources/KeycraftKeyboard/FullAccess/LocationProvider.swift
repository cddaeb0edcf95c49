/// Where the keyboard's location comes from: Core Location on a device, a fixed place in tests and the
/// playground. The keyboard reads `authorizationStatus` only with full access, and asks for the
/// location only once both are granted.
public protocol LocationProvider {
    /// Whether the user allowed this keyboard to use the location.
    var authorizationStatus: LocationAuthorizationStatus { get }
    /// The current coordinate, or nil when it is unknown.
    func currentCoordinate() -> LocationCoordinate?
}

/// The user's location permission, mirroring `CLAuthorizationStatus`.
public enum LocationAuthorizationStatus: Sendable, Hashable, CaseIterable {
    /// The user hasn't been asked yet.
    case notDetermined
    /// Parental controls or a profile forbid location use.
    case restricted
    /// The user said no.
    case denied
    /// Allowed, also in the background.
    case authorizedAlways
    /// Allowed while in use.
    case authorizedWhenInUse

    /// Whether the keyboard may ask for the location.
    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// A provider that is always at one place: for tests and the playground.
///
/// ```swift
/// let here = FixedLocationProvider(LocationCoordinate(latitude: 37.33182, longitude: -122.03118))
/// let sos = SOSLocationInsertion(provider: here)
/// ```
public struct FixedLocationProvider: LocationProvider, Sendable {
    /// The place the provider always reports.
    public var coordinate: LocationCoordinate
    /// The permission the provider reports; authorized when in use by default.
    public var authorizationStatus: LocationAuthorizationStatus

    /// A provider at `coordinate` with the given permission.
    public init(_ coordinate: LocationCoordinate, authorizationStatus: LocationAuthorizationStatus = .authorizedWhenInUse) {
        self.coordinate = coordinate
        self.authorizationStatus = authorizationStatus
    }

    /// The fixed coordinate.
    public func currentCoordinate() -> LocationCoordinate? { coordinate }
}
