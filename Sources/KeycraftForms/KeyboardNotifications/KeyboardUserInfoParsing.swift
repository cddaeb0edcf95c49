import Foundation

extension KeyboardUserInfo {
    /// Reads a notification's user info as UIKit posts it.
    ///
    /// Frames may be `CGRect`, an `NSValue` boxing a `CGRect`, or `NSStringFromCGRect` text
    /// (`{{0, 520}, {390, 324}}`, as logs and recorded scenarios show them). Numbers may be `NSNumber`,
    /// `Double`, `Int` or `Bool`. A missing or malformed key is a typed error naming the key.
    public init(_ userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) {
        self.init(
            frameBegin: try Self.frame(.frameBegin, in: userInfo),
            frameEnd: try Self.frame(.frameEnd, in: userInfo),
            animationDuration: try Self.duration(in: userInfo),
            animationCurve: KeyboardAnimationCurve(rawValue: try Self.integer(.animationCurve, in: userInfo)),
            isLocal: try Self.boolean(.isLocal, in: userInfo)
        )
    }

    /// The dictionary UIKit would post: frames boxed in `NSValue`, numbers in `NSNumber`.
    public var dictionary: [AnyHashable: Any] {
        [
            KeyboardUserInfoKey.frameBegin.rawValue: NSValue.boxing(frameBegin),
            KeyboardUserInfoKey.frameEnd.rawValue: NSValue.boxing(frameEnd),
            KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: animationDuration),
            KeyboardUserInfoKey.animationCurve.rawValue: NSNumber(value: animationCurve.rawValue),
            KeyboardUserInfoKey.isLocal.rawValue: NSNumber(value: isLocal),
        ]
    }

    private static func value(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) -> Any {
        guard let value = userInfo[key.rawValue] else { throw .missingKey(key) }
        return value
    }

    private static func frame(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) -> CGRect {
        let raw = try value(key, in: userInfo)
        let rect: CGRect
        if let direct = raw as? CGRect {
            rect = direct
        } else if let boxed = raw as? NSValue, !(raw is NSNumber), isRectEncoding(boxed.objCType) {
            rect = boxed.boxedRect
        } else if let text = raw as? String {
            guard let parsed = parseRect(text) else {
                throw .malformedValue(key, expected: "a rectangle like {{x, y}, {width, height}}", found: "\"\(text)\"")
            }
            rect = parsed
        } else {
            throw .malformedValue(key, expected: "a CGRect", found: describeType(raw))
        }
        let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard numbers.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
            throw .invalidFrame(key, rect.stringFromCGRect)
        }
        return rect
    }

    private static func duration(in userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) -> TimeInterval {
        let key = KeyboardUserInfoKey.animationDuration
        let raw = try value(key, in: userInfo)
        guard type(of: raw) != Bool.self, let number = numberValue(raw) else {
            throw .malformedValue(key, expected: "a number of seconds", found: describeType(raw))
        }
        let seconds = number.doubleValue
        guard seconds.isFinite, seconds >= 0 else { throw .invalidDuration(seconds) }
        return seconds
    }

    private static func integer(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) -> Int {
        let raw = try value(key, in: userInfo)
        guard type(of: raw) != Bool.self, let number = numberValue(raw) else {
            throw .malformedValue(key, expected: "an integer", found: describeType(raw))
        }
        let double = number.doubleValue
        guard double.isFinite, double == double.rounded(), abs(double) <= Double(Int32.max) else {
            throw .malformedValue(key, expected: "an integer", found: "\(double)")
        }
        return Int(double)
    }

    private static func boolean(_ key: KeyboardUserInfoKey, in userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) -> Bool {
        let raw = try value(key, in: userInfo)
        if let flag = raw as? Bool, type(of: raw) == Bool.self { return flag }
        if let number = numberValue(raw), number.doubleValue == 0 || number.doubleValue == 1 {
            return number.doubleValue == 1
        }
        throw .malformedValue(key, expected: "a Boolean", found: describeType(raw))
    }

    /// `Double`, `Int`, `Bool` and `NSNumber` all arrive as numbers; text never does.
    private static func numberValue(_ raw: Any) -> NSNumber? {
        switch raw {
        case let number as NSNumber: number
        case let double as Double: NSNumber(value: double)
        case let int as Int: NSNumber(value: int)
        case let float as CGFloat: NSNumber(value: Double(float))
        default: nil
        }
    }

    private static func isRectEncoding(_ objCType: UnsafePointer<CChar>) -> Bool {
        let encoding = String(cString: objCType)
        return encoding.hasPrefix("{CGRect") || encoding.hasPrefix("{_NSRect") || encoding.hasPrefix("{NSRect")
    }

    private static func describeType(_ raw: Any) -> String {
        if let boxed = raw as? NSValue, !(raw is NSNumber) {
            return "NSValue of \(String(cString: boxed.objCType))"
        }
        return "\(type(of: raw)) \(String(describing: raw).prefix(40))"
    }

    /// Reads `{{x, y}, {width, height}}`; nil for anything else.
    private static func parseRect(_ text: String) -> CGRect? {
        let parts = text.split(whereSeparator: { "{}, ".contains($0) })
        guard parts.count == 4, text.filter({ $0 == "{" }).count == 3, text.filter({ $0 == "}" }).count == 3 else {
            return nil
        }
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
