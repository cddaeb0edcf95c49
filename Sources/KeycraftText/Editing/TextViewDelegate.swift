import Foundation

/// How the user is interacting with a link, mirroring `UITextItemInteraction`.
public enum TextItemInteraction: Int, Sendable, Codable {
    /// A tap: open the link.
    case invokeDefaultAction = 0
    /// A long press: show the link's action sheet.
    case presentActions = 1
    /// A preview (peek) of the link.
    case preview = 2
}

/// A text view's delegate, mirroring `UITextViewDelegate`. "Should" questions default to true.
///
/// The view passed in is a ``TextViewHandle``: as for a text field's delegate, a reference to the view for
/// the length of the call, through which the delegate may set the text and the selection.
public protocol TextViewDelegate: AnyObject {
    /// Whether the view may become the first responder.
    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool
    /// The view became the first responder; the keyboard is coming up.
    func textViewDidBeginEditing(_ textView: TextViewHandle)
    /// Whether to replace `range` (UTF-16) with `text`, asked after the view's rules accept the edit.
    /// Return false to refuse it — a chat view sends on return this way — or to apply your own change.
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: TextViewHandle)
    /// An edit changed the text.
    func textViewDidChange(_ textView: TextViewHandle)
    /// Whether a tap, long press or preview on the link to `url` over `characterRange` does its default.
    func textView(_ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool
    /// Whether the view may resign first responder, asked after its end-of-editing rules pass.
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool
    /// Editing ended; the keyboard is going down.
    func textViewDidEndEditing(_ textView: TextViewHandle)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextViewHandle) {}
    public func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChangeSelection(_ textView: TextViewHandle) {}
    public func textViewDidChange(_ textView: TextViewHandle) {}
    public func textView(_ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextViewHandle) {}
}
