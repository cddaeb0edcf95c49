import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Typing through `FormScreen` edits the document in place: no keystroke copies the whole text (the
/// session is moved out of its enum case while it is edited, so its text's storage stays unique).
@Suite @MainActor struct TypingWithoutCopyingTests {
    static func storageAddress(_ screen: FormScreen) -> UInt? {
        screen.sessions[0].text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
    }

    @Test(arguments: [FieldKind.textField, .textView])
    func keystrokesEditTheDocumentInPlace(kind: FieldKind) throws {
        let document = String(repeating: "한글 text 👩‍👩‍👧 ", count: 2_000)
        var screen = try FormScreen(fields: [FormField(id: "doc", kind: kind, frame: CGRect(x: 0, y: 0, width: 300, height: 300), text: document)])
        try screen.focus("doc")
        // The first keystroke may grow the buffer; from then on, with room to spare, it stays put.
        _ = try screen.type("a")
        let before = Self.storageAddress(screen)
        #expect(before != nil)
        for _ in 0..<20 { _ = try screen.type("b") }
        #expect(Self.storageAddress(screen) == before)
        #expect(screen.sessions[0].text.hasSuffix("a" + String(repeating: "b", count: 20)))
    }
}
