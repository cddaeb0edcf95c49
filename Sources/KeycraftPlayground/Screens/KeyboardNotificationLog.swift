import Foundation
import KeycraftForms

/// A keyboard notification as one short log line: its name without UIKit's prefix and suffix, and its
/// begin and end frames (screen coordinates, points) as `x,y w×h`.
enum KeyboardNotificationLog {
    static func line(_ notification: KeyboardNotification) -> String {
        let name = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
        let info = notification.userInfo
        return "\(name) \(frame(info.frameBegin)) → \(frame(info.frameEnd))"
    }

    static func frame(_ rect: CGRect) -> String {
        "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))"
    }
}
