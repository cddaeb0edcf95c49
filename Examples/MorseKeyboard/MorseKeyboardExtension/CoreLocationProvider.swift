import CoreLocation
import KeycraftKeyboardUIKit

/// Core Location as Keycraft's `LocationProvider`, for SOS. Keycraft reads it only under full access,
/// and asks for the coordinate only once the user allowed location.
///
/// The manager's delegate hears the user's answer to the permission prompt: updates start then, while
/// the keyboard shows, not the next time it appears (so "sos" typed right after allowing gets a place).
final class CoreLocationProvider: NSObject, LocationProvider, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    /// Between `start()` and `stop()`: the keyboard is showing and wants a fresh location.
    private var isStarted = false

    override init() {
        super.init()
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.delegate = self
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
        isStarted = true
        if manager.authorizationStatus == .notDetermined {
            manager.requestWhenInUseAuthorization()
        } else if authorizationStatus.isAuthorized {
            manager.startUpdatingLocation()
        }
    }

    func stop() {
        isStarted = false
        manager.stopUpdatingLocation()
    }

    /// The user answered the prompt (or changed the permission in Settings): start or stop updating.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        guard isStarted else { return }
        if authorizationStatus.isAuthorized {
            manager.startUpdatingLocation()
        } else {
            manager.stopUpdatingLocation()
        }
    }
}
