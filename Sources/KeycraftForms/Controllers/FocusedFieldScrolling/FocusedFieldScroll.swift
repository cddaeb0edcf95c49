import Foundation

/// Where to scroll so the focused field shows: the anchor for `ScrollViewReader.scrollTo(_:anchor:)`,
/// and the animation to run it in (the keyboard's, when a keyboard notification caused it).
public struct FocusedFieldScroll: Hashable, Sendable {
    /// The anchor to pass to `scrollTo` with the field's id.
    public var anchor: ScrollAnchor
    /// The duration and curve of the last keyboard notification, so the scroll moves with the keyboard.
    public var animation: KeyboardAnimation

    /// A scroll to `anchor` in `animation`.
    public init(anchor: ScrollAnchor, animation: KeyboardAnimation) {
        self.anchor = anchor
        self.animation = animation
    }
}
