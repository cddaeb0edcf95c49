import Foundation

/// IMF-fixdate, the HTTP date format (RFC 9110 §5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    static func string(from date: Date) -> String {
        formatter().string(from: date)
    }

    static func date(from text: String) -> Date? {
        formatter().date(from: text)
    }

    // A new formatter per call: DateFormatter isn't Sendable, and these run once per request.
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
