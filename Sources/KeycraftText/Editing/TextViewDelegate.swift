import Foundation

/// How the user is interacting with a link, mirroring `UITextItemInteraction`.
public enum TextItemInteraction: Int, Sendable, Codable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}

/// A text view's delegate, mirroring `UITextViewDelegate`. "Should" questions default to true.
public protocol TextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: TextViewSession) -> Bool
    func textViewDidBeginEditing(_ textView: TextViewSession)
    func textView(_ textView: TextViewSession, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChangeSelection(_ textView: TextViewSession)
    func textViewDidChange(_ textView: TextViewSession)
    func textView(_ textView: TextViewSession, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool
    func textViewShouldEndEditing(_ textView: TextViewSession) -> Bool
    func textViewDidEndEditing(_ textView: TextViewSession)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextViewSession) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextViewSession) {}
    public func textView(_ textView: TextViewSession, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChangeSelection(_ textView: TextViewSession) {}
    public func textViewDidChange(_ textView: TextViewSession) {}
    public func textView(_ textView: TextViewSession, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: TextViewSession) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextViewSession) {}
}
