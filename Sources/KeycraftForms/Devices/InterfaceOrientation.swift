/// The orientation of the app's interface, mirroring `UIInterfaceOrientation` with UIKit's raw values.
public enum InterfaceOrientation: Int, CaseIterable, Sendable, Codable {
    case portrait = 1
    case portraitUpsideDown = 2
    /// UIKit's landscapeLeft is the *device* rotated right (home indicator / button on the left).
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { !isLandscape }
}
