import Foundation

/// How the user is interacting with a link, mirroring `UITextItemInteraction`.
public enum TextItemInteraction: Int, Sendable, Codable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}

/// A text view's delegate, mirroring `UITextViewDelegate`. "Should" questions default to true.
///
/// The view passed in is a ``TextViewHandle``: as for a text field's delegate, a reference to the view for
/// the length of the call, through which the delegate may set the text and the selection.
public protocol TextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool
    func textViewDidBeginEditing(_ textView: TextViewHandle)
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChangeSelection(_ textView: TextViewHandle)
    func textViewDidChange(_ textView: TextViewHandle)
    func textView(_ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool
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
