import Foundation

/// What to keep visible for a text view's caret when the view that scrolls is not the text view itself.
public enum CaretReveal {
    /// The part of the text view to reveal in the enclosing scroll view: the caret's line across the text
    /// view, kept within the text view's frame (a text view scrolls its own text, so a caret beyond its
    /// edge shows once the text view's edge shows).
    ///
    /// - Parameters:
    ///   - caret: the caret's rectangle, in the same coordinates as `frame`.
    ///   - frame: the text view's frame in the enclosing scroll view's content coordinates.
    public static func rect(caret: CGRect, textViewFrame frame: CGRect) -> CGRect {
        let height = min(caret.height, frame.height)
        let y = max(frame.minY, min(caret.minY, frame.maxY - caret.height))
        return CGRect(x: frame.minX, y: y, width: frame.width, height: height)
    }
}
