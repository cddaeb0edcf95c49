import Foundation

/// What a scenario run prints: one step per event (the first is the screen appearing).
public struct Transcript: Hashable, Sendable, Encodable {
    public var device: String
    public var steps: [TranscriptStep]
}

/// The state after one event, and what happened during it.
public struct TranscriptStep: Hashable, Sendable, Encodable {
    /// `appear` for the implicit first step, else the event's JSON path, e.g. `$.events[3]`.
    public var event: String
    public var type: String
    public var delegateCalls: [String]
    public var notifications: [TranscriptNotification]
    public var feedback: [InputFeedback]
    /// For taps: `field:<id>`, `control:<id>` or `empty`.
    public var tapped: String?
    /// For return and done: what the key did (`movedFocus:<id>`, `resigned`, `kept`, `vetoed`, `disabled`, …).
    public var returnKey: String?
    /// The search URL, or the submitted form's texts.
    public var submitted: TranscriptSubmission?
    public var orientation: String
    public var window: TranscriptRect
    public var firstResponder: String?
    public var keyboardFrame: TranscriptRect?
    public var accessoryBar: AccessoryBar?
    public var fields: [TranscriptField]
    /// Scroll view screens only.
    public var contentInset: EdgeInsets?
    /// The content inset plus the safe area the behaviour adds: what the content really keeps clear of.
    public var adjustedContentInset: EdgeInsets?
    public var indicatorInset: EdgeInsets?
    public var contentOffset: TranscriptPoint?
    /// Screens without a scroll view: how far the root view is shifted up, and the keyboard layout guide's height.
    public var rootViewShift: CGFloat?
    public var keyboardLayoutGuideHeight: CGFloat?
    /// Whether the active field (a text view: its caret) is entirely on screen and clear of the keyboard;
    /// nil when nothing is first responder.
    public var activeFieldFullyVisible: Bool?
}

public struct TranscriptField: Hashable, Sendable, Encodable {
    public var id: String
    public var text: String
    public var selection: TranscriptRange
    /// The marked text's range while an input method composes; absent otherwise.
    public var marked: TranscriptRange?
    public var messages: [String]
    /// Fields with a formatter (`mask`, `phone`): the caret (UTF-16), the value the app stores (a mask's
    /// extracted value, a phone number's digits), and whether it is complete.
    public var caret: Int? = nil
    public var value: String? = nil
    public var complete: Bool? = nil
}

public struct TranscriptRange: Hashable, Sendable, Encodable {
    public var location: Int
    public var length: Int

    init(_ range: NSRange) {
        location = range.location
        length = range.length
    }
}

public struct TranscriptRect: Hashable, Sendable, Encodable {
    public var x, y, width, height: CGFloat

    init(_ rect: CGRect) {
        (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
    }
}

public struct TranscriptPoint: Hashable, Sendable, Encodable {
    public var x, y: CGFloat

    init(_ point: CGPoint) {
        (x, y) = (point.x, point.y)
    }
}

/// A notification with its user info under UIKit's key strings; frames in `NSStringFromCGRect` notation.
public struct TranscriptNotification: Hashable, Sendable, Encodable {
    public var name: String
    public var userInfo: [String: TranscriptValue]

    init(_ notification: KeyboardNotification) {
        name = notification.name.rawValue
        let info = notification.userInfo
        userInfo = [
            KeyboardUserInfoKey.frameBegin.rawValue: .string(info.frameBegin.stringFromCGRect),
            KeyboardUserInfoKey.frameEnd.rawValue: .string(info.frameEnd.stringFromCGRect),
            KeyboardUserInfoKey.animationDuration.rawValue: .number(info.animationDuration),
            KeyboardUserInfoKey.animationCurve.rawValue: .number(Double(info.animationCurve.rawValue)),
            KeyboardUserInfoKey.isLocal.rawValue: .bool(info.isLocal),
        ]
    }
}

public enum TranscriptValue: Hashable, Sendable, Encodable {
    case string(String), number(Double), bool(Bool)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }
}

public enum TranscriptSubmission: Hashable, Sendable, Encodable {
    case url(String)
    case form([String: String])

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .url(let url): try container.encode(["url": url])
        case .form(let texts): try container.encode(["form": texts])
        }
    }
}

extension Transcript {
    /// Pretty-printed JSON with sorted keys: stable enough to diff and to keep as a golden file.
    /// Throws only for a number JSON cannot hold (infinite or NaN geometry).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
