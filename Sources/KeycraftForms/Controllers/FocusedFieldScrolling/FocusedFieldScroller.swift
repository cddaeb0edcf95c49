import Foundation

/// Scrolls the focused field of a SwiftUI `ScrollView` into view where SwiftUI's own keyboard avoidance
/// falls short: a scroll view that ignores the keyboard's safe area, a sheet or a popover the keyboard
/// still covers, a field that wants space below it (``padding``), a field that scrolled away while
/// focused.
///
/// It remembers the keyboard's frame from the keyboard notifications (parsed by the core's
/// ``KeyboardNotification``), measures how much of the scroll view the keyboard covers with
/// ``KeyboardOverlap`` (the overlap, not the keyboard's height; floating, split and other windows' keyboards
/// don't count), and answers with the anchor that brings the field into the part left visible with the
/// least scroll — or nil when the field already shows and nothing should move. Frames are in window
/// coordinates (SwiftUI's global coordinate space); the keyboard's in screen coordinates, as UIKit posts it.
///
/// ```swift
/// var scroller = FocusedFieldScroller()
/// scroller.handle(notification)                        // keyboardWillChangeFrame …
/// if let scroll = scroller.scroll(revealing: fieldFrame, in: scrollViewFrame, window: window) {
///     withAnimation { proxy.scrollTo(field, anchor: UnitPoint(x: scroll.anchor.x, y: scroll.anchor.y)) }
/// }
/// ```
public struct FocusedFieldScroller: Hashable, Sendable {
    /// Space kept between the field and the keyboard, in points.
    public var padding: CGFloat
    /// Whether a keyboard that does not reach the window's bottom (floating, undocked, split) counts.
    public var followsFloatingKeyboard: Bool
    /// The keyboard's last end frame in screen coordinates; nil before any notification.
    public private(set) var keyboardFrame: CGRect?
    /// The last notification's animation: what a scroll it causes runs in.
    public private(set) var animation: KeyboardAnimation = .none

    /// A scroller that knows no keyboard yet; `padding` as keyboard avoidance's.
    public init(padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false) {
        self.padding = padding
        self.followsFloatingKeyboard = followsFloatingKeyboard
    }

    /// Takes the keyboard's end frame and animation from a will-notification (show, hide, change frame);
    /// did-notifications carry the same frame and are ignored.
    public mutating func handle(_ notification: KeyboardNotification) {
        guard notification.name.isBeforeAnimation else { return }
        keyboardFrame = notification.userInfo.frameEnd
        animation = KeyboardAnimation(notification.userInfo)
    }

    /// Parses a posted notification (its name and user info, as `NotificationCenter` delivers them) and
    /// takes it. A malformed one is a typed error naming the key, and changes nothing.
    public mutating func handle(name: String, userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) {
        handle(try KeyboardNotification(name: name, userInfo: userInfo))
    }

    /// How much of `container`'s bottom the keyboard covers now.
    public func coveredHeight(of container: CGRect, window: WindowPlacement) -> CGFloat {
        guard let keyboardFrame else { return 0 }
        return KeyboardOverlap.height(
            keyboardFrame: keyboardFrame, window: window, viewFrameInWindow: container,
            followsFloatingKeyboard: followsFloatingKeyboard)
    }

    /// The scroll that shows `field` (its frame, or a text view's caret rectangle) in `container` (the
    /// scroll view's frame), both in window coordinates; nil when it already shows.
    public func scroll(revealing field: CGRect, in container: CGRect, window: WindowPlacement) -> FocusedFieldScroll? {
        let covered = coveredHeight(of: container, window: window)
        guard let anchor = Self.anchor(revealing: field, in: container, coveredBottom: covered, padding: covered > 0 ? padding : 0)
        else { return nil }
        return FocusedFieldScroll(anchor: anchor, animation: animation)
    }

    /// The anchor that moves `field` the least so it lies in the part of `container` above
    /// `coveredBottom` (less `padding`), or nil when it lies there already. A field taller than that part
    /// shows from its top, as `scrollRectToVisible` shows a rectangle taller than the view. Horizontally
    /// the field keeps its place unless it sticks out of the container. Degenerate or non-finite
    /// geometry answers nil: nothing moves.
    public static func anchor(revealing field: CGRect, in container: CGRect, coveredBottom: CGFloat, padding: CGFloat) -> ScrollAnchor? {
        let numbers = [field.minX, field.minY, field.width, field.height, container.minX, container.minY, container.width,
                       container.height, coveredBottom, padding]
        guard numbers.allSatisfy(\.isFinite), !field.isNull, !container.isNull, container.height > 0, container.width > 0 else {
            return nil
        }
        let bottom = max(container.minY, container.maxY - max(0, coveredBottom) - max(0, padding))
        let top = container.minY
        let fitsVertically = field.minY >= top && field.maxY <= bottom
        let fitsHorizontally = field.minX >= container.minX && field.maxX <= container.maxX
        if fitsVertically && fitsHorizontally { return nil }
        // The least move: align the field's top with the top, or its bottom with the bottom of what shows.
        let targetY = field.height > bottom - top || field.minY < top ? top : min(field.minY, bottom - field.height)
        let targetX = min(max(field.minX, container.minX), max(container.minX, container.maxX - field.width))
        return ScrollAnchor(
            x: unit(targetX - container.minX, over: container.width - field.width),
            y: unit(targetY - container.minY, over: container.height - field.height))
    }

    /// `offset / span` in 0…1: the anchor that puts a view's edge `offset` from the container's. A view
    /// as large as the container or larger aligns at 0 (its top or leading edge).
    private static func unit(_ offset: CGFloat, over span: CGFloat) -> CGFloat {
        guard span > 0 else { return 0 }
        return min(max(offset / span, 0), 1)
    }
}
