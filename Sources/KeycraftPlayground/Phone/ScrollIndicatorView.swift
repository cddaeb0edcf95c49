import Foundation
import KeycraftForms

/// A scroll view's vertical indicator in one column: the track runs down to the indicator's bottom
/// inset (so it stops above the keyboard, as the avoidance guide asks), the thumb shows what is visible.
enum ScrollIndicatorView {
    static func draw(_ geometry: ScrollViewGeometry, scale: PointScale, column: Int, top: Int, theme: Theme,
                     on canvas: inout Canvas) {
        let height = geometry.frameInWindow.height
        let insets = geometry.state.verticalScrollIndicatorInsets
        let trackRows = max(1, scale.rows(height - insets.bottom - geometry.safeAreaInsets.bottom))
        let contentHeight = max(geometry.contentSize.height, 1)
        let visible = geometry.visibleContentRect
        let thumbStart = Int((Double(max(0, visible.minY)) / Double(contentHeight) * Double(trackRows)).rounded(.down))
        let thumbRows = max(1, Int((Double(visible.height) / Double(contentHeight) * Double(trackRows)).rounded()))
        for offset in 0..<trackRows {
            let isThumb = offset >= thumbStart && offset < thumbStart + thumbRows
            canvas.grid.write(isThumb ? "┃" : "│", column: column, row: top + offset,
                              style: isThumb ? theme.screen : theme.secondaryText)
        }
    }
}
