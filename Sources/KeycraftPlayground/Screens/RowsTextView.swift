import Foundation
import KeycraftSimulator

/// The keyboard notifications screen's text view as the virtual UIKit sees it: a scroll view that
/// always bounces vertically, whose caret is on the terminal row the screen lays it out on.
final class RowsTextView: VirtualScrollView {
    /// The caret's whole line, across the view, in content coordinates; nil while not editing.
    var caretLine: CGRect?

    init() {
        super.init(frame: .zero, contentSize: .zero)
        alwaysBounceVertical = true
    }

    /// The caret's line in window coordinates: what avoidance keeps above the keyboard.
    override var keycraftCaretRectInWindow: CGRect? {
        let frame = keycraftFrameInWindow
        return caretLine?.offsetBy(dx: frame.minX - contentOffset.x, dy: frame.minY - contentOffset.y)
    }

    /// Return types a line break in a text view.
    override var keycraftReturnInsertsLineBreak: Bool { true }
}
