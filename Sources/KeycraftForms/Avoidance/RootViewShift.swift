import Foundation

/// What to apply to a screen that does not scroll.
public struct RootViewShiftPlan: Hashable, Sendable {
    /// How far to move the root view up (a transform or frame origin of -shift).
    public var shift: CGFloat
    /// What `UIKeyboardLayoutGuide` would measure: the covered part of the view's bottom, and never less
    /// than the bottom safe-area inset (the guide's resting height). A constraint from the content's bottom
    /// to the view's bottom takes this as its constant.
    public var keyboardLayoutGuideHeight: CGFloat
    /// The keyboard's duration and curve, so the view moves with it.
    public var animation: KeyboardAnimation

    /// A plan to shift the root view up by `shift` points with `animation`.
    public init(shift: CGFloat, keyboardLayoutGuideHeight: CGFloat, animation: KeyboardAnimation) {
        self.shift = shift
        self.keyboardLayoutGuideHeight = keyboardLayoutGuideHeight
        self.animation = animation
    }
}

/// The non-scrolling strategy: shift the whole root view up just enough.
///
/// ```swift
/// let plan = RootViewShift.plan(
///     viewSize: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34), overlap: 336,
///     field: CGRect(x: 16, y: 700, width: 361, height: 44), animation: .none)
/// // plan.shift == 238: the field's bottom 10 points above the keyboard
/// ```
public enum RootViewShift {
    /// The least shift that shows the active field above a keyboard covering `overlap` points.
    ///
    /// The shift brings the field's bottom `padding` above the keyboard, but never so far that the field's
    /// top passes the top safe-area inset: a field taller than the room above the keyboard keeps its top in view.
    ///
    /// - Parameters:
    ///   - viewSize: the root view's size (its frame in the window gives `overlap`).
    ///   - safeAreaInsets: the root view's safe-area insets; the top one bounds the shift.
    ///   - overlap: how much of the view's bottom the keyboard covers (``KeyboardOverlap``).
    ///   - field: the active field in the root view's (unshifted) coordinates.
    ///   - padding: space to keep between the field and the keyboard.
    ///   - animation: the keyboard's animation, passed through to the plan.
    public static func plan(
        viewSize: CGSize, safeAreaInsets: EdgeInsets, overlap: CGFloat, field: CGRect?,
        padding: CGFloat = ScrollViewAvoidance.defaultPadding, animation: KeyboardAnimation
    ) -> RootViewShiftPlan {
        let guide = max(overlap, safeAreaInsets.bottom)
        guard overlap > 0, let field else {
            return RootViewShiftPlan(shift: 0, keyboardLayoutGuideHeight: guide, animation: animation)
        }
        let needed = field.maxY + padding - (viewSize.height - overlap)
        let room = field.minY - safeAreaInsets.top
        let shift = max(0, min(needed, room))
        return RootViewShiftPlan(shift: shift, keyboardLayoutGuideHeight: guide, animation: animation)
    }
}
