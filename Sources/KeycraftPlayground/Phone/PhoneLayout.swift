/// Where the phone and the side panel sit in a terminal of a given size.
///
/// The phone is drawn at its real proportions where it can be: at most 48 columns wide (a phone's
/// width in a terminal cell grid), at least 34, half the terminal when there is more room. The rest
/// of the width is the side panel (help, delegate calls, notifications).
public struct PhoneLayout: Equatable, Sendable {
    public let terminal: Rect
    public let phone: Rect
    public let panel: Rect

    public init(width: Int, height: Int) {
        terminal = Rect(column: 0, row: 0, width: width, height: height)
        let phoneWidth = min(width, max(34, min(48, width / 2)))
        phone = Rect(column: 0, row: 0, width: phoneWidth, height: height)
        panel = Rect(column: phoneWidth + 1, row: 0, width: max(0, width - phoneWidth - 2), height: height)
    }

    /// Inside the phone's bezel.
    public var screen: Rect { phone.inset(by: 1) }
    public var navigationBar: Rect { Rect(column: screen.column, row: screen.row, width: screen.width, height: 1) }

    /// The area below the navigation bar and above whatever is docked at the bottom.
    public func content(dockedHeight: Int) -> Rect {
        Rect(column: screen.column, row: screen.row + 1, width: screen.width, height: screen.height - 1 - dockedHeight)
    }

    /// The bottom `height` rows of the screen, where the keyboard or an input view docks.
    public func docked(height: Int) -> Rect {
        Rect(column: screen.column, row: screen.maxRow - height, width: screen.width, height: height)
    }
}
