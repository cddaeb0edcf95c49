import Foundation
import KeycraftForms

/// The notifications iOS posts when the keyboard goes from one presence to another.
///
/// The order is always will-change-frame, will-show/hide, did-change-frame, did-show/hide (the order
/// observed on devices since iOS 7). Rules, from documented observations of UIKit:
/// - hidden → docked: the show quartet; the begin frame is the end frame's size just below the screen.
/// - docked → docked: the show quartet again. UIKit re-posts it every time focus moves to another field
///   (even when the frame does not change, begin == end) and when the frame changes while shown.
/// - docked → hidden: the hide quartet; the end frame is below the screen.
/// - docked → undocked / split / floating: the hide quartet, whose end frame is the detached keyboard;
///   detached → docked: the show quartet. While detached only frame changes are posted.
/// - hidden → hidden (e.g. a hardware keyboard on iPhone without accessory): nothing.
///
/// Sources of these facts (observations, not Apple documentation): Rultech, "Keyboard on iOS" (2014), for
/// the order, the hardware-keyboard case and undocked keyboards; the Stack Overflow question "Why is
/// UIKeyboardWillShowNotification called every time another TextField is selected?" for re-posting on focus
/// moves; themainthread.com, "The iPad Split-Keyboard and (Missing) Notifications" (2012), for undock/split.
///
/// ```swift
/// let layout = KeyboardLayout(device: .iPhone15Pro, orientation: .portrait)
/// let shown = layout.presence(for: KeyboardRequest())
/// KeyboardTransition().notifications(from: .hidden, to: shown, in: layout, repost: true).map(\.name)
/// // [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
/// ```
public struct KeyboardTransition: Sendable {
    /// The `UIKeyboardAnimationDurationUserInfoKey` of every notification; 0.25 seconds on devices.
    public var animationDuration: TimeInterval
    /// The `UIKeyboardAnimationCurveUserInfoKey` of every notification: the keyboard's private curve, 7.
    public var animationCurve: KeyboardAnimationCurve
    /// The `UIKeyboardIsLocalUserInfoKey`: false when the keyboard belongs to another app in Split View or Slide Over.
    public var isLocal: Bool

    /// The values a device posts: 0.25 seconds, curve 7, the app's own keyboard.
    public init(animationDuration: TimeInterval = 0.25, animationCurve: KeyboardAnimationCurve = .keyboard, isLocal: Bool = true) {
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
    }

    /// The notifications for one change, in the order iOS posts them; empty when none are posted.
    ///
    /// - Parameters:
    ///   - old: The keyboard before the change.
    ///   - new: The keyboard after it.
    ///   - layout: The layout, which says where a hidden keyboard's frame sits (just below the screen).
    ///   - repost: true when focus moved, which re-posts even for an unchanged frame.
    public func notifications(
        from old: KeyboardPresence, to new: KeyboardPresence, in layout: KeyboardLayout, repost: Bool
    ) -> [KeyboardNotification] {
        switch (old, new) {
        case (.hidden, .hidden):
            return []
        case (.hidden, .docked(let end)):
            return quartet(.willShow, .didShow, begin: layout.offscreen(end), end: end)
        case (.hidden, .detached(let end)):
            return pair(begin: layout.offscreen(end), end: end)
        case (.docked(let begin), .docked(let end)):
            return begin == end && !repost ? [] : quartet(.willShow, .didShow, begin: begin, end: end)
        case (.detached(let begin), .docked(let end)):
            return quartet(.willShow, .didShow, begin: begin, end: end)
        case (.docked(let begin), .hidden):
            return quartet(.willHide, .didHide, begin: begin, end: layout.offscreen(begin))
        case (.docked(let begin), .detached(let end)):
            return quartet(.willHide, .didHide, begin: begin, end: end)
        case (.detached(let begin), .detached(let end)):
            return begin == end && !repost ? [] : pair(begin: begin, end: end)
        case (.detached(let begin), .hidden):
            return pair(begin: begin, end: layout.offscreen(begin))
        }
    }

    private func info(_ begin: CGRect, _ end: CGRect) -> KeyboardUserInfo {
        KeyboardUserInfo(frameBegin: begin, frameEnd: end, animationDuration: animationDuration, animationCurve: animationCurve, isLocal: isLocal)
    }

    private func quartet(_ will: KeyboardNotificationName, _ did: KeyboardNotificationName, begin: CGRect, end: CGRect) -> [KeyboardNotification] {
        let info = info(begin, end)
        return [.willChangeFrame, will, .didChangeFrame, did].map { KeyboardNotification(name: $0, userInfo: info) }
    }

    private func pair(begin: CGRect, end: CGRect) -> [KeyboardNotification] {
        let info = info(begin, end)
        return [.willChangeFrame, .didChangeFrame].map { KeyboardNotification(name: $0, userInfo: info) }
    }
}
