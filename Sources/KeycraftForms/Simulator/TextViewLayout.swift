import Foundation

/// A text view's caret and content height under a simple line model: a fixed line height, lines broken
/// only at line breaks (no soft wrapping), and UIKit's default text container inset of 8 points top
/// and bottom. Enough to follow a caret that moves below the keyboard while typing.
public struct TextViewLayout: Hashable, Sendable {
    public static let defaultLineHeight: CGFloat = 22
    public static let textContainerInset: CGFloat = 8
    public var lineHeight: CGFloat

    public init(lineHeight: CGFloat = defaultLineHeight) {
        self.lineHeight = lineHeight
    }

    /// The caret rectangle for a UTF-16 caret offset, in the text view's content coordinates.
    public func caretRect(text: String, caretOffset: Int, width: CGFloat) -> CGRect {
        let line = text.utf16.prefix(caretOffset).reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        return CGRect(x: 0, y: Self.textContainerInset + CGFloat(line) * lineHeight, width: width, height: lineHeight)
    }

    /// The content height: every line plus the insets, never less than the view itself.
    public func contentHeight(text: String, viewHeight: CGFloat) -> CGFloat {
        let lines = text.utf16.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return max(viewHeight, CGFloat(lines) * lineHeight + 2 * Self.textContainerInset)
    }
}
