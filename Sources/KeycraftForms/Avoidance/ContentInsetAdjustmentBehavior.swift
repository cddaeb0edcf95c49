/// How a scroll view adds its safe-area insets to its content inset, mirroring
/// `UIScrollView.ContentInsetAdjustmentBehavior` with UIKit's raw values.
public enum ContentInsetAdjustmentBehavior: Int, CaseIterable, Sendable, Codable {
    /// UIKit's default: as ``scrollableAxes``, and vertically always when the scroll view is the content
    /// view of a view controller a navigation or tab bar controller shows.
    case automatic = 0
    /// Top and bottom when the content is taller than the view (or it always bounces vertically); left
    /// and right when the content is wider than the view (or it always bounces horizontally).
    case scrollableAxes = 1
    /// The safe area is never added: content can sit under the status bar and the home indicator.
    case never = 2
    /// The safe area is always added, on every edge.
    case always = 3
}
