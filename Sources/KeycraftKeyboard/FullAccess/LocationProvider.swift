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
    case notDetermined
    case restricted
    case denied
    case authorizedAlways
    case authorizedWhenInUse

    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// A provider that is always at one place: for tests and the playground.
public struct FixedLocationProvider: LocationProvider, Sendable {
    public var coordinate: LocationCoordinate
    public var authorizationStatus: LocationAuthorizationStatus

    public init(_ coordinate: LocationCoordinate, authorizationStatus: LocationAuthorizationStatus = .authorizedWhenInUse) {
        self.coordinate = coordinate
        self.authorizationStatus = authorizationStatus
    }

    public func currentCoordinate() -> LocationCoordinate? { coordinate }
}
