/// Why a keyboard notification could not be read; each case names the key (or name) at fault.
public enum KeyboardUserInfoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The notification name is none of the six keyboard notifications.
    case unknownNotificationName(String)
    /// The user info lacks a key UIKit always sends.
    case missingKey(KeyboardUserInfoKey)
    /// The key is there but its value is of the wrong kind; `found` describes what was there.
    case malformedValue(KeyboardUserInfoKey, expected: String, found: String)
    /// A frame with a NaN or infinite coordinate, or a negative size.
    case invalidFrame(KeyboardUserInfoKey, String)
    /// A negative or non-finite duration.
    case invalidDuration(Double)

    /// A message that names the key (or notification name) and the value at fault.
    public var description: String {
        switch self {
        case .unknownNotificationName(let name):
            "unknown keyboard notification name \"\(name)\""
        case .missingKey(let key):
            "keyboard user info is missing \(key.rawValue)"
        case .malformedValue(let key, let expected, let found):
            "\(key.rawValue): expected \(expected), found \(found)"
        case .invalidFrame(let key, let frame):
            "\(key.rawValue): invalid frame \(frame) (coordinates must be finite, sizes not negative)"
        case .invalidDuration(let seconds):
            "\(KeyboardUserInfoKey.animationDuration.rawValue): invalid duration \(seconds) (must be finite, not negative)"
        }
    }
}
