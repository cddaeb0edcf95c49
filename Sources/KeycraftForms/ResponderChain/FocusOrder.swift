import Foundation

/// The direction text and layout run in; right-to-left mirrors the leading→trailing order.
public enum LayoutDirection: String, Sendable, Codable {
    /// Left to right (`UIUserInterfaceLayoutDirection.leftToRight`), or right to left, as in Arabic and Hebrew.
    case leftToRight, rightToLeft
}

/// The order next / previous walk: explicit, or reading order of the frames.
///
/// ```swift
/// let frames = [CGRect(x: 200, y: 100, width: 100, height: 30), CGRect(x: 20, y: 100, width: 100, height: 30)]
/// FocusOrder.readingOrder(of: frames, direction: .leftToRight)   // [1, 0]
/// FocusOrder.readingOrder(of: frames, direction: .rightToLeft)   // [0, 1]
/// ```
public enum FocusOrder {
    /// Reading order: top to bottom (by the frames' top edges), then leading to trailing (left edges in
    /// left-to-right layouts, right edges from the right in right-to-left ones); ties keep the given order.
    /// O(n log n) in the number of frames.
    public static func readingOrder(of frames: [CGRect], direction: LayoutDirection) -> [Int] {
        frames.indices.sorted { a, b in
            let (fa, fb) = (frames[a], frames[b])
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            switch direction {
            case .leftToRight: if fa.minX != fb.minX { return fa.minX < fb.minX }
            case .rightToLeft: if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
            }
            return a < b
        }
    }

    /// The first entry of `order` after `position` (`step` 1) or before it (-1) that can take focus;
    /// nil at the end of the chain. Passes only the entries `isFocusable` turns down. `order` may be a range
    /// (`fields.indices`) when the order is the fields' own, so walking it allocates nothing.
    public static func neighbour<Order: RandomAccessCollection<Int>>(
        from position: Int, in order: Order, step: Int, isFocusable: (Int) -> Bool
    ) -> Int? where Order.Index == Int {
        var position = position + step
        while order.indices.contains(position) {
            if isFocusable(order[position]) { return order[position] }
            position += step
        }
        return nil
    }
}
