import Foundation
import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

@Suite struct DocumentProxyPropertyTests {
    enum Edit: CaseIterable { case insert, deleteBackward, moveLeft, moveRight, moveFar, mark, unmark }

    static let pieces = Gen.element(of: KeyboardSampleText.pieces).compactMap { $0 }

    /// Random edits through the proxy under random context limits never split a cluster: the context
    /// always joins up with the selection to the whole document around the caret, and every context
    /// is a valid run of whole characters.
    @Test func randomEditsWithRandomContextLimitsKeepClustersWhole() async {
        await propertyCheck(
            count: 200,
            input: Self.pieces.array(of: 0...12),
            Gen.int(in: 0...6),
            Gen.element(of: Edit.allCases).compactMap { $0 }.array(of: 1...40),
            Self.pieces.array(of: 40...40),
            Gen.int(in: -5...5)
        ) { initial, limit, edits, insertions, offset in
            let contextLimit = DocumentContextLimit(stopsAtNewline: limit % 2 == 0, maximumCharacters: limit == 0 ? nil : limit)
            let document = InMemoryTextDocument(initial.joined(), contextLimit: contextLimit)
            for (edit, piece) in zip(edits, insertions) {
                switch edit {
                case .insert: document.insertText(piece)
                case .deleteBackward: document.deleteBackward()
                case .moveLeft: document.adjustTextPosition(byCharacterOffset: -1)
                case .moveRight: document.adjustTextPosition(byCharacterOffset: 1)
                case .moveFar: document.adjustTextPosition(byCharacterOffset: offset)
                case .mark: document.setMarkedText(piece, selectedRange: NSRange(location: piece.utf16.count, length: 0))
                case .unmark: document.unmarkText()
                }
                let before = document.documentContextBeforeInput ?? ""
                let after = document.documentContextAfterInput ?? ""
                let around = before + (document.selectedText ?? "") + after
                #expect(around.isEmpty || document.text.contains(around))
                // Whole clusters: the pieces count the same alone as inside the document.
                #expect(before.count + (document.selectedText ?? "").count + after.count == around.count)
                if let maximum = contextLimit.maximumCharacters {
                    #expect(before.count <= maximum && after.count <= maximum)
                }
                if contextLimit.stopsAtNewline {
                    let newlineInside = before.dropFirst().contains { $0.isNewline } || after.dropLast().contains { $0.isNewline }
                    #expect(!newlineInside)
                }
                #expect((try? document.content.range(of: document.content.selectedRange)) != nil)
            }
        }
    }

    @Test func deleteBackwardAlwaysRemovesExactlyOneCharacter() async {
        await propertyCheck(count: 200, input: Self.pieces.array(of: 1...20)) { pieces in
            let document = InMemoryTextDocument(pieces.joined())
            let count = document.text.count
            document.deleteBackward()
            #expect(document.text.count == count - 1)
            #expect(pieces.joined().hasPrefix(document.text))
        }
    }
}
