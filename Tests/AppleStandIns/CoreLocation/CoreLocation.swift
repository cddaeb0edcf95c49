// Stand-in for Core Location, written from Apple's public documentation for the type-check of the
// Apple-only samples on Linux (AppleTypeCheckTests). Declarations only: never run.
@_exported import Foundation
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/corelocation/cllocationdegrees
public typealias CLLocationDegrees = Double
/// https://developer.apple.com/documentation/corelocation/cllocationaccuracy
public typealias CLLocationAccuracy = Double
/// https://developer.apple.com/documentation/corelocation/kcllocationaccuracyhundredmeters
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100

/// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
}

/// https://developer.apple.com/documentation/corelocation/cllocation
open class CLLocation: ObjectiveC.NSObject, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D { fatalError() }
}

/// https://developer.apple.com/documentation/corelocation/clauthorizationstatus
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// https://developer.apple.com/documentation/corelocation/cllocationmanager
/// Not isolated to an actor: its delegate is called on the thread the manager was created on (a
/// run-loop thread, the main thread here).
open class CLLocationManager: ObjectiveC.NSObject {
    public override init() {}
    weak open var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = 0
    open var location: CLLocation? { fatalError() }
    /// https://developer.apple.com/documentation/corelocation/cllocationmanager/authorizationstatus
    open var authorizationStatus: CLAuthorizationStatus { fatalError() }
    open func requestWhenInUseAuthorization() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
}

/// https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate (every requirement
/// is optional: modelled as requirements with defaults, as UIKit's delegates are in the UIKit stand-in)
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}
