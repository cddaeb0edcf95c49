/// Told when the host changes the document or the selection outside the keyboard, mirroring
/// `UITextInputDelegate` (which `UIInputViewController` adopts).
public protocol TextInputDelegate: AnyObject {
    func selectionWillChange(_ proxy: any TextDocumentProxy)
    func selectionDidChange(_ proxy: any TextDocumentProxy)
    func textWillChange(_ proxy: any TextDocumentProxy)
    func textDidChange(_ proxy: any TextDocumentProxy)
}
