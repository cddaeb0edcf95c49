import Testing
@testable import KeycraftText

/// `UITextField.ViewMode` as UIKit documents it, written out as a table rather than derived:
/// - overlay views (`leftViewMode`, `rightViewMode`): `never` never shows, `whileEditing` "only while
///   text is being edited", `unlessEditing` "only when text is not being edited", `always` always;
/// - the clear button (`clearButtonMode`) follows the same mode, and shows only when the field has
///   text to clear.
@Suite struct TextFieldViewModeTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let mode: TextFieldViewMode, isEditing: Bool, isEmpty: Bool, overlay: Bool, clearButton: Bool
        var testDescription: String { "\(mode) editing:\(isEditing) empty:\(isEmpty)" }
    }

    static let table: [Row] = [
        Row(mode: .never, isEditing: false, isEmpty: false, overlay: false, clearButton: false),
        Row(mode: .never, isEditing: false, isEmpty: true, overlay: false, clearButton: false),
        Row(mode: .never, isEditing: true, isEmpty: false, overlay: false, clearButton: false),
        Row(mode: .never, isEditing: true, isEmpty: true, overlay: false, clearButton: false),
        Row(mode: .whileEditing, isEditing: false, isEmpty: false, overlay: false, clearButton: false),
        Row(mode: .whileEditing, isEditing: false, isEmpty: true, overlay: false, clearButton: false),
        Row(mode: .whileEditing, isEditing: true, isEmpty: false, overlay: true, clearButton: true),
        Row(mode: .whileEditing, isEditing: true, isEmpty: true, overlay: true, clearButton: false),
        Row(mode: .unlessEditing, isEditing: false, isEmpty: false, overlay: true, clearButton: true),
        Row(mode: .unlessEditing, isEditing: false, isEmpty: true, overlay: true, clearButton: false),
        Row(mode: .unlessEditing, isEditing: true, isEmpty: false, overlay: false, clearButton: false),
        Row(mode: .unlessEditing, isEditing: true, isEmpty: true, overlay: false, clearButton: false),
        Row(mode: .always, isEditing: false, isEmpty: false, overlay: true, clearButton: true),
        Row(mode: .always, isEditing: false, isEmpty: true, overlay: true, clearButton: false),
        Row(mode: .always, isEditing: true, isEmpty: false, overlay: true, clearButton: true),
        Row(mode: .always, isEditing: true, isEmpty: true, overlay: true, clearButton: false),
    ]

    @Test func theTableCoversEveryCombinationOnce() {
        #expect(Set(Self.table.map { "\($0.mode) \($0.isEditing) \($0.isEmpty)" }).count == 16)
    }

    @Test func rawValuesAreUIKits() {
        #expect(TextFieldViewMode.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(TextFieldViewMode.allCases.map { "\($0)" } == ["never", "whileEditing", "unlessEditing", "always"])
    }

    /// Through a real session: the modes set as an app sets them, the field focused and typed into.
    @Test(arguments: table)
    func aFieldShowsWhatUIKitDocuments(_ row: Row) {
        var field = TextFieldSession(text: "")
        field.leftViewMode = row.mode
        field.rightViewMode = row.mode
        field.clearButtonMode = row.mode
        _ = field.becomeFirstResponder()
        if !row.isEmpty { _ = field.insertText("한👩‍👩‍👧") }
        if !row.isEditing { field.forceEndEditing() }
        #expect(field.isEditing == row.isEditing && field.text.isEmpty == row.isEmpty)
        #expect(field.isLeftViewVisible == row.overlay)
        #expect(field.isRightViewVisible == row.overlay)
        #expect(field.isClearButtonVisible == row.clearButton)
        #expect(row.mode.showsOverlay(isEditing: row.isEditing) == row.overlay)
        #expect(row.mode.showsClearButton(isEditing: row.isEditing, isEmpty: row.isEmpty) == row.clearButton)
    }
}
