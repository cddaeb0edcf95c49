import Foundation
import KeycraftForms
import KeycraftText

/// A SwiftUI `TextField` bound to a `String` with a reconciler writing back in `.onChange`, as the
/// documented behaviour goes: each key changes the binding once, to the field's whole text — Korean
/// composition included, as if committed (the binding has no marked text). A write-back sets the field's
/// text as `UITextField.text` does: the caret goes to the end and the input method's composition ends.
struct SwiftUIBindingFieldDouble {
    var reconciler: TextBindingReconciler
    /// What the binding (and the field) holds.
    private(set) var text: String
    /// The caret, UTF-16.
    private(set) var caret: Int
    private(set) var messages: [ValidationFailure] = []
    private(set) var writeBacks = 0
    /// The Korean input method, and the committed part of the text before its marked syllable.
    private var composer = HangulComposer()
    private var marked = ""

    init(_ reconciler: TextBindingReconciler) {
        self.reconciler = reconciler
        text = reconciler.text
        caret = text.utf16.count
    }

    /// The binding reports `newText` (with the caret where the field put it); the reconciler answers.
    @discardableResult
    mutating func bindingChanged(to newText: String, caret newCaret: Int, selectionBefore: NSRange? = nil) -> BindingReconciliation {
        text = newText
        caret = newCaret
        let step = reconciler.reconcile(newText, selection: selectionBefore)
        messages = step.messages
        if step.needsWriteBack {
            writeBacks += 1
            text = step.text
            caret = text.utf16.count
            composer = HangulComposer()
            marked = ""
        }
        return step
    }

    /// A key on the keyboard: inserted at the caret (letters, digits, emoji — one cluster).
    @discardableResult
    mutating func type(_ key: String) -> BindingReconciliation {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: caret)
        let selection = NSRange(location: caret, length: 0)
        return bindingChanged(to: String(text[..<index]) + key + String(text[index...]), caret: caret + key.utf16.count, selectionBefore: selection)
    }

    mutating func typeEach(_ keys: String) {
        for key in keys { type(String(key)) }
    }

    /// Backspace at the caret: the cluster before it goes.
    @discardableResult
    mutating func backspace() -> BindingReconciliation? {
        var content = EditableText(text)
        guard (try? content.setSelectedRange(NSRange(location: caret, length: 0))) != nil,
            let range = content.rangeForDeleteBackward else { return nil }
        try? content.replaceCharacters(in: range, with: "")
        return bindingChanged(to: content.text, caret: range.location, selectionBefore: NSRange(location: caret, length: 0))
    }

    /// Pastes (or AutoFills, or dictates) `pasted` over the whole text.
    @discardableResult
    mutating func replaceAll(with pasted: String) -> BindingReconciliation {
        bindingChanged(to: pasted, caret: pasted.utf16.count, selectionBefore: NSRange(location: 0, length: text.utf16.count))
    }

    /// A key on the Korean two-set keyboard, at the end of the text: the composer's operations, then
    /// one binding update with the committed text and the syllable being composed.
    mutating func typeKorean(_ key: Character) {
        let committed = String(text.utf16.dropLast(marked.utf16.count))!
        var done = committed
        for operation in composer.type(key) {
            switch operation {
            case .setMarkedText(let syllable): marked = syllable
            case .unmarkText:
                done += marked
                marked = ""
            case .insertText(let inserted):
                done += inserted
                marked = ""
            case .deleteBackward: if !done.isEmpty { done.removeLast() }
            }
        }
        let whole = done + marked
        bindingChanged(to: whole, caret: whole.utf16.count, selectionBefore: NSRange(location: text.utf16.count, length: 0))
    }

    mutating func typeKorean(_ syllables: String) {
        for scalar in syllables.unicodeScalars {
            for key in HangulKeystrokes.keys(for: scalar) ?? [Character(scalar)] { typeKorean(key) }
        }
    }
}
