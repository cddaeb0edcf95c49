import Foundation
import KeycraftForms

/// Keyboard notifications as log lines: each name without UIKit's prefix and suffix, and its begin and
/// end frames (screen coordinates, points) as `x,y w×h`.
enum KeyboardNotificationLog {
    static func line(_ notification: KeyboardNotification) -> String {
        "\(name(notification)) \(frames(notification))"
    }

    /// The newest notifications that fit in `height` rows of `width` columns: one line each where it
    /// fits, otherwise the name on one line and the frames indented on the next.
    static func lines(_ notifications: [KeyboardNotification], width: Int, height: Int) -> [String] {
        var lines: [String] = []
        for notification in notifications.reversed() {
            let oneLine = line(notification)
            let entry = DisplayWidth.of(oneLine) <= width ? [oneLine] : [name(notification), "  " + frames(notification)]
            guard lines.count + entry.count <= height else { break }
            lines.insert(contentsOf: entry, at: 0)
        }
        return lines
    }

    static func name(_ notification: KeyboardNotification) -> String {
        notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
    }

    static func frames(_ notification: KeyboardNotification) -> String {
        "\(frame(notification.userInfo.frameBegin)) → \(frame(notification.userInfo.frameEnd))"
    }

    static func frame(_ rect: CGRect) -> String {
        "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))"
    }
}
