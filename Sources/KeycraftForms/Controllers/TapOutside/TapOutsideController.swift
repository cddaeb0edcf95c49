import Foundation

/// Tap outside to dismiss: a tap on empty space ends editing; a tap on a text input or a control is
/// left alone (it is neither stolen nor turned into a dismissal), as the guides' scroll-view recognizer
/// behaves.
///
/// KeycraftUIKit installs a `UITapGestureRecognizer` with `cancelsTouchesInView = false` whose delegate
/// asks ``shouldReceiveTouch(on:)`` and whose action calls ``tapRecognized(on:)``:
///
/// ```swift
/// let tapOutside = TapOutsideController(isEditing: { view.firstResponder != nil },
///                                       endEditing: { view.endEditing(true) })
/// tapOutside.shouldReceiveTouch(on: touchedView)   // false on buttons and fields
/// tapOutside.tapRecognized(on: touchedView)        // true: editing ended
/// ```
@MainActor
public final class TapOutsideController {
    /// Whether something on the screen is first responder (nothing to dismiss otherwise).
    public var isEditing: @MainActor () -> Bool
    /// Ends editing on the screen (`view.endEditing(true)`); returns whether editing ended.
    public var endEditing: @MainActor () -> Bool
    /// Whether tapping is on; off, no touch is received.
    public var isEnabled = true

    /// A controller that asks `isEditing` before dismissing and dismisses with `endEditing`.
    public init(isEditing: @escaping @MainActor () -> Bool, endEditing: @escaping @MainActor () -> Bool) {
        self.isEditing = isEditing
        self.endEditing = endEditing
    }

    /// What a touch on `view` lands on: the nearest text input or control among it and its superviews,
    /// else empty space (a label inside a button is the button; a cell's background is empty).
    public func target(ofTouchOn view: any TapOutsideView) -> TapTarget {
        var current: (any TapOutsideView)? = view
        while let candidate = current {
            let target = candidate.keycraftTapTarget
            if target != .empty { return target }
            current = candidate.keycraftTapSuperview
        }
        return .empty
    }

    /// The gesture delegate's `gestureRecognizer(_:shouldReceive:)`: only touches on empty space, and
    /// only while editing, so controls and fields get their taps untouched.
    public func shouldReceiveTouch(on view: any TapOutsideView) -> Bool {
        isEnabled && isEditing() && target(ofTouchOn: view) == .empty
    }

    /// The recognizer fired: ends editing when the tap was on empty space. Returns whether editing ended.
    @discardableResult
    public func tapRecognized(on view: any TapOutsideView) -> Bool {
        guard shouldReceiveTouch(on: view) else { return false }
        return endEditing()
    }
}
