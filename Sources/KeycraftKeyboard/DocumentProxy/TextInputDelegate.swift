/// Told when the host changes the document or the selection outside the keyboard, mirroring
/// `UITextInputDelegate` (which `UIInputViewController` adopts).
///
/// ```swift
/// let document = InMemoryTextDocument("Hello")
/// let controller = KeyboardInputViewController(document: document)   // becomes its input delegate
/// try document.hostSetSelectedRange(NSRange(location: 0, length: 0))  // controller hears will/did change
/// ```
public protocol TextInputDelegate: AnyObject {
    /// The host is about to move the selection: a tap elsewhere in the field, or the app setting it.
    func selectionWillChange(_ proxy: any TextDocumentProxy)
    /// The host moved the selection; what the keyboard inserted last may no longer be before the caret.
    func selectionDidChange(_ proxy: any TextDocumentProxy)
    /// The host is about to change the text, or another field is about to take focus.
    func textWillChange(_ proxy: any TextDocumentProxy)
    /// The host changed the text, or another field took focus: re-read the traits, such as the appearance.
    func textDidChange(_ proxy: any TextDocumentProxy)
}
