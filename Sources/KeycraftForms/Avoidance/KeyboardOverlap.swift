import Foundation

/// How much of a view's bottom the keyboard covers: the overlap, never the keyboard's height.
///
/// ```swift
/// let window = WindowPlacement.fullScreen(.iPhone15Pro, .portrait)
/// let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
/// KeyboardOverlap.height(keyboardFrame: keyboard, window: window,
///                        viewFrameInWindow: CGRect(x: 0, y: 100, width: 393, height: 500))   // 84
/// ```
public enum KeyboardOverlap {
    /// The distance from the top of the keyboard's intersection with the view to the view's bottom edge.
    ///
    /// The keyboard's end frame (screen coordinates) is converted through the window's frame on screen
    /// into the view's coordinates (`viewFrameInWindow`; views are assumed untransformed). Overlap is 0
    /// when the frame is below the screen (hiding), when it misses the view (a Stage Manager window above
    /// the keyboard, a hardware-keyboard bar under another pane), and when the keyboard does not reach
    /// the bottom of the window (floating, undocked, split) unless `followsFloatingKeyboard` opts in.
    public static func height(
        keyboardFrame: CGRect, window: WindowPlacement, viewFrameInWindow: CGRect, followsFloatingKeyboard: Bool = false
    ) -> CGFloat {
        guard keyboardFrame.height > 0, keyboardFrame.width > 0, keyboardFrame.minY < window.screenBounds.maxY else { return 0 }
        let inWindow = window.convertFromScreen(keyboardFrame)
        // Half a point of slack: frames computed in floating point may land a hair above the edge.
        let reachesBottom = inWindow.maxY >= window.frameOnScreen.height - 0.5
        guard reachesBottom || followsFloatingKeyboard else { return 0 }
        let inView = inWindow.offsetBy(dx: -viewFrameInWindow.minX, dy: -viewFrameInWindow.minY)
        let bounds = CGRect(origin: .zero, size: viewFrameInWindow.size)
        let covered = bounds.intersection(inView)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
        return bounds.maxY - covered.minY
    }
}
