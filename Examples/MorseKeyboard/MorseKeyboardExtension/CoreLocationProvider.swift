import CoreLocation
import KeycraftKeyboardUIKit

/// Core Location as Keycraft's `LocationProvider`, for SOS. Keycraft reads it only under full access,
/// and asks for the coordinate only once the user allowed location.
final class CoreLocationProvider: LocationProvider {
    private let manager = CLLocationManager()

    init() {
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    var authorizationStatus: LocationAuthorizationStatus {
        switch manager.authorizationStatus {
        case .notDetermined: .notDetermined
        case .restricted: .restricted
        case .denied: .denied
        case .authorizedAlways: .authorizedAlways
        case .authorizedWhenInUse: .authorizedWhenInUse
        @unknown default: .denied
        }
    }

    func currentCoordinate() -> LocationCoordinate? {
        manager.location.map { LocationCoordinate(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude) }
    }

    /// Asks for permission the first time, then keeps the location fresh while the keyboard shows.
    func start() {
        if manager.authorizationStatus == .notDetermined {
            manager.requestWhenInUseAuthorization()
        } else if authorizationStatus.isAuthorized {
            manager.startUpdatingLocation()
        }
    }

    func stop() {
        manager.stopUpdatingLocation()
    }
}
