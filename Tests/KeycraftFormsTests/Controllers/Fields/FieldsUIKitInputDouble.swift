import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms

/// A `UITextField` or `UITextView` as UIKit behaves, for the field controllers' tests.
///
/// - A user edit asks the delegate's "should change" with the range and the replacement, and makes the
///   edit only when it answers true; then the selection-change call, then `.editingChanged` to the targets
///   (a text field) or `textViewDidChange` (a text view).
/// - Setting the text (`setFieldText`) moves the caret to the end, ends any composition and sends
///   nothing; setting the selection sends `didChangeSelection` only when
///   `notifiesProgrammaticSelection` is set (the tests run both ways).
/// - Marked text: `setMarkedText` asks "should change" for the marked range (or the selection) and marks
///   the replacement; `unmarkText` commits it asking no delegate and sends `.editingChanged`;
///   `insertText` while text is marked replaces it and commits.
/// - Like UIKit, it would raise on an out-of-bounds range it was allowed to apply: the test fails then.
final class FieldsUIKitInputDouble: TextFieldInput {
    enum Kind { case textField, textView }

    /// The delegate calls UIKit makes, to whichever controller is the delegate.
    struct Delegate {
        var shouldBeginEditing: () -> Bool = { true }
        var didBeginEditing: () -> Void = {}
        var shouldChange: (NSRange, String) -> Bool = { _, _ in true }
        var didChangeSelection: () -> Void = {}
        var didChange: () -> Void = {}
        var shouldEndEditing: () -> Bool = { true }
        var didEndEditing: () -> Void = {}
        var shouldClear: () -> Bool = { true }
        var shouldReturn: () -> Bool = { true }
    }

    let kind: Kind
    var delegate = Delegate()
    private(set) var fieldText: String
    private(set) var fieldSelectedRange: NSRange
    private(set) var fieldMarkedRange: NSRange?
    private(set) var isEditing = false
    var notifiesProgrammaticSelection = false
    /// A Korean, Japanese or Chinese keyboard is active (`textInputMode`'s language).
    var fieldComposesText = false
    private var editingChangedTargets: [() -> Void] = []

    init(_ kind: Kind, text: String = "") {
        self.kind = kind
        fieldText = text
        fieldSelectedRange = NSRange(location: text.utf16.count, length: 0)
    }

    /// `addTarget(_:action:for: .editingChanged)`.
    func addEditingChangedTarget(_ action: @escaping () -> Void) { editingChangedTargets.append(action) }

    // MARK: FieldTextInput (programmatic, as assigning `text` and `selectedTextRange`)

    func setFieldText(_ text: String) {
        fieldText = text
        fieldMarkedRange = nil
        fieldSelectedRange = NSRange(location: text.utf16.count, length: 0)
    }

    func setFieldSelectedRange(_ range: NSRange) {
        guard fits(range) else {
            Issue.record("UIKit would raise: selection \(range) in a text of \(fieldText.utf16.count)")
            return
        }
        fieldSelectedRange = range
        if notifiesProgrammaticSelection { delegate.didChangeSelection() }
    }

    func sendEditingChanged() { editingChangedTargets.forEach { $0() } }

    // MARK: The user

    @discardableResult
    func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard delegate.shouldBeginEditing() else { return false }
        isEditing = true
        fieldSelectedRange = NSRange(location: fieldText.utf16.count, length: 0)
        delegate.didBeginEditing()
        return true
    }

    /// Resigning commits a composition first; a refusal keeps editing. `force` (`endEditing(true)`) asks
    /// but ends anyway.
    @discardableResult
    func resignFirstResponder(force: Bool = false) -> Bool {
        guard isEditing else { return true }
        unmarkText()
        guard delegate.shouldEndEditing() || force else { return false }
        isEditing = false
        delegate.didEndEditing()
        return true
    }

    /// The one way a user changes the text: asked first, applied only on true.
    @discardableResult
    func edit(_ range: NSRange, _ replacement: String, marking: Bool = false) -> Bool {
        guard isEditing, delegate.shouldChange(range, replacement) else { return false }
        guard fits(range) else {
            Issue.record("UIKit would raise: edit \(range) in a text of \(fieldText.utf16.count)")
            return false
        }
        fieldText = (fieldText as NSString).replacingCharacters(in: range, with: replacement)
        let inserted = replacement.utf16.count
        fieldMarkedRange = marking && inserted > 0 ? NSRange(location: range.location, length: inserted) : nil
        fieldSelectedRange = NSRange(location: range.location + inserted, length: 0)
        announce()
        return true
    }

    /// Keys, one character each, as the keyboard sends them.
    func type(_ text: String) {
        for character in text { edit(fieldMarkedRange ?? fieldSelectedRange, String(character)) }
    }

    @discardableResult
    func paste(_ text: String) -> Bool { edit(fieldSelectedRange, text) }

    /// Backspace: the selection, or the character (grapheme cluster) before the caret.
    @discardableResult
    func deleteBackward() -> Bool {
        if fieldSelectedRange.length > 0 { return edit(fieldSelectedRange, "") }
        guard let shown = try? EditableText(fieldText, selectedRange: fieldSelectedRange),
            let range = shown.rangeForDeleteBackward
        else { return false }
        return edit(range, "")
    }

    /// The user moves the caret or selects.
    func select(_ range: NSRange) {
        fieldSelectedRange = range
        delegate.didChangeSelection()
    }

    @discardableResult
    func setMarkedText(_ text: String) -> Bool { edit(fieldMarkedRange ?? fieldSelectedRange, text, marking: true) }

    func unmarkText() {
        guard let marked = fieldMarkedRange else { return }
        fieldMarkedRange = nil
        fieldSelectedRange = NSRange(location: NSMaxRange(marked), length: 0)
        if kind == .textField { sendEditingChanged() } else { delegate.didChange() }
    }

    /// An input method's operations (`HangulComposer`, `KanaKanjiComposer`), as UIKit's text input
    /// system delivers them.
    func apply(_ operations: [CompositionOperation]) {
        for operation in operations {
            switch operation {
            case .setMarkedText(let text): setMarkedText(text)
            case .unmarkText: unmarkText()
            case .insertText(let text): edit(fieldMarkedRange ?? fieldSelectedRange, text)
            case .deleteBackward: deleteBackward()
            }
        }
    }

    /// Types Korean on the two-set keyboard: jamo compose, anything else commits and is typed.
    func typeKorean(_ text: String) {
        var composer = HangulComposer()
        for scalar in text.unicodeScalars {
            for key in HangulKeystrokes.keys(for: scalar) ?? [Character(scalar)] { apply(composer.type(key)) }
        }
        apply(composer.commit())
    }

    @discardableResult
    func tapClearButton() -> Bool {
        guard delegate.shouldClear() else { return false }
        fieldText = ""
        fieldMarkedRange = nil
        fieldSelectedRange = NSRange(location: 0, length: 0)
        sendEditingChanged()
        return true
    }

    func pressReturn() -> Bool { delegate.shouldReturn() }

    private func announce() {
        delegate.didChangeSelection()
        if kind == .textField { sendEditingChanged() } else { delegate.didChange() }
    }

    private func fits(_ range: NSRange) -> Bool {
        range.location != NSNotFound && range.location >= 0 && range.length >= 0
            && range.location <= fieldText.utf16.count - range.length
    }
}
