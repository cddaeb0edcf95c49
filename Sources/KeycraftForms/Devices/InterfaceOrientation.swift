/// The orientation of the app's interface, mirroring `UIInterfaceOrientation` with UIKit's raw values.
public enum InterfaceOrientation: Int, CaseIterable, Sendable, Codable {
    /// Upright, the home indicator (or button) at the bottom.
    case portrait = 1
    /// Upside down; Face ID iPhones don't offer it.
    case portraitUpsideDown = 2
    /// UIKit's landscapeLeft is the *device* rotated right (home indicator / button on the left).
    case landscapeLeft = 4
    /// UIKit's landscapeRight is the *device* rotated left (home indicator / button on the right).
    case landscapeRight = 3

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the interface is taller than wide.
    public var isPortrait: Bool { !isLandscape }
}
