import Foundation
import KeycraftForms

/// What a scenario run prints: one step per event (the first is the screen appearing).
public struct Transcript: Hashable, Sendable, Encodable {
    /// The device's name.
    public var device: String
    /// One step per event, the screen appearing first.
    public var steps: [TranscriptStep]
}

/// The state after one event, and what happened during it.
public struct TranscriptStep: Hashable, Sendable, Encodable {
    /// `appear` for the implicit first step, else the event's JSON path, e.g. `$.events[3]`.
    public var event: String
    /// The event's type as the scenario names it, such as `tapField` or `type`.
    public var type: String
    /// The delegate calls the event caused, in order, as `method(fieldID)`.
    public var delegateCalls: [String]
    /// The keyboard notifications posted, in order.
    public var notifications: [TranscriptNotification]
    /// Feedback asked of the system, such as the input click.
    public var feedback: [InputFeedback]
    /// For taps: `field:<id>`, `control:<id>` or `empty`.
    public var tapped: String?
    /// For return and done: what the key did (`movedFocus:<id>`, `resigned`, `kept`, `vetoed`, `disabled`, …).
    public var returnKey: String?
    /// The search URL, or the submitted form's texts.
    public var submitted: TranscriptSubmission?
    /// The interface orientation after the event.
    public var orientation: String
    /// The window's frame in screen coordinates.
    public var window: TranscriptRect
    /// The first responder's identifier; nil when the keyboard is down.
    public var firstResponder: String?
    /// The keyboard's frame in screen coordinates; nil when hidden.
    public var keyboardFrame: TranscriptRect?
    /// The accessory bar over the keyboard, if the first responder shows one.
    public var accessoryBar: AccessoryBar?
    /// Every field's state.
    public var fields: [TranscriptField]
    /// Scroll view screens only.
    public var contentInset: EdgeInsets?
    /// The content inset plus the safe area the behaviour adds: what the content really keeps clear of.
    public var adjustedContentInset: EdgeInsets?
    /// The vertical scroll indicator's insets.
    public var indicatorInset: EdgeInsets?
    /// The scroll view's content offset.
    public var contentOffset: TranscriptPoint?
    /// Screens without a scroll view: how far the root view is shifted up, and the keyboard layout guide's height.
    public var rootViewShift: CGFloat?
    /// What `UIKeyboardLayoutGuide` measures: the covered part of the view's bottom.
    public var keyboardLayoutGuideHeight: CGFloat?
    /// Whether the active field (a text view: its caret) is entirely on screen and clear of the keyboard;
    /// nil when nothing is first responder.
    public var activeFieldFullyVisible: Bool?
}

/// One field's state in a step.
public struct TranscriptField: Hashable, Sendable, Encodable {
    /// The field's identifier.
    public var id: String
    /// The field's text.
    public var text: String
    /// The selection in UTF-16 units.
    public var selection: TranscriptRange
    /// The marked text's range while an input method composes; absent otherwise.
    public var marked: TranscriptRange?
    /// The validation messages shown.
    public var messages: [String]
    /// Fields with a formatter (`mask`, `phone`): the caret (UTF-16), the value the app stores (a mask's
    /// extracted value, a phone number's digits), and whether it is complete.
    public var caret: Int? = nil
    /// The value the app stores: a mask's extracted value, a phone number's digits.
    public var value: String? = nil
    /// Whether the formatted value is complete.
    public var complete: Bool? = nil
}

/// An `NSRange` as JSON: UTF-16 location and length.
public struct TranscriptRange: Hashable, Sendable, Encodable {
    /// The start, in UTF-16 units.
    public var location: Int
    /// The length, in UTF-16 units.
    public var length: Int

    init(_ range: NSRange) {
        location = range.location
        length = range.length
    }
}

/// A `CGRect` as JSON.
public struct TranscriptRect: Hashable, Sendable, Encodable {
    /// The origin and size, in points.
    public var x, y, width, height: CGFloat

    init(_ rect: CGRect) {
        (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height)
    }
}

/// A `CGPoint` as JSON.
public struct TranscriptPoint: Hashable, Sendable, Encodable {
    /// The coordinates, in points.
    public var x, y: CGFloat

    init(_ point: CGPoint) {
        (x, y) = (point.x, point.y)
    }
}

/// A notification with its user info under UIKit's key strings; frames in `NSStringFromCGRect` notation.
public struct TranscriptNotification: Hashable, Sendable, Encodable {
    /// UIKit's notification name, such as `UIKeyboardWillShowNotification`.
    public var name: String
    /// The user info under UIKit's key strings.
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

/// A user-info value as JSON: a string, a number or a Boolean.
public enum TranscriptValue: Hashable, Sendable, Encodable {
    /// A frame in `NSStringFromCGRect` notation, a duration or curve, or the is-local flag.
    case string(String), number(Double), bool(Bool)

    /// Writes the bare value, without a case name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }
}

/// What a submit produced, as JSON.
public enum TranscriptSubmission: Hashable, Sendable, Encodable {
    /// The search URL.
    case url(String)
    /// Every field's text, by identifier.
    case form([String: String])

    /// Writes `{"url": …}` or `{"form": {…}}`.
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
