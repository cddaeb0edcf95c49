import Foundation
import KeycraftText

/// What a keyboard can see of the host's document: the context around the caret, the selection, the
/// document's identifier and the field's traits.
///
/// ``KeyboardExtensionController`` keeps the state its own last edit left, to tell a change the host
/// made from a `textDidChange(_:)` that changed nothing: UIKit also sends it for the keyboard's own
/// edits, on caret moves, and for text inputs inside the keyboard (with a nil argument), and treating
/// those as host changes would commit a Hangul syllable mid-composition and lose backspace-to-revert.
struct HostDocumentState: Equatable {
    let contextBefore: String?
    let contextAfter: String?
    let selectedText: String?
    let documentIdentifier: UUID?
    let traits: TextInputTraits

    init(_ proxy: some TextDocumentProxy) {
        contextBefore = proxy.documentContextBeforeInput
        contextAfter = proxy.documentContextAfterInput
        selectedText = proxy.selectedText
        documentIdentifier = proxy.documentIdentifier
        traits = proxy.traits
    }
}
