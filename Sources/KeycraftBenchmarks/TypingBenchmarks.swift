import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Typing at the end of a long document, through `FormScreen` (the responder chain, the editing
/// pipeline with its rules and delegates), for a text view (with its line layout kept up to date) and
/// a text field. Each keystroke should cost what the edit costs, not what the document costs: the
/// table prints each size against 100 characters, and ours against the naive approach.
///
/// Text view, naive: lay the whole document out again after every keystroke (what the simulator's
/// text view and the playground's rows did). Text field, naive: a copy of the document per keystroke
/// (what an enum-wrapped session that is copied out, edited and written back costs).
@MainActor
enum TypingBenchmarks {
    static let keystrokes = 200

    static func run() {
        let sizes = [("100 characters", 100), ("1 MB", 1_000_000)]
        var viewRows: [Comparison] = []
        var fieldRows: [Comparison] = []
        for (name, size) in sizes {
            let document = Self.document(utf8Count: size)
            let ours = measure("ours", operations: keystrokes, setUp: { textView(document) }) { typeIntoTextView(&$0, naive: false) }
            // Laying out a megabyte takes about half a second: a few keystrokes are enough to time it.
            let naiveKeystrokes = size > 1_000 ? 4 : keystrokes
            let naive = measure("naive", operations: naiveKeystrokes, rounds: size > 1_000 ? 1 : 5, setUp: { textView(document) }) {
                typeIntoTextView(&$0, naive: true, keystrokes: naiveKeystrokes)
            }
            viewRows.append(Comparison(workload: "text view, end of \(name)", ours: ours, naive: naive))
            let field = Self.document(utf8Count: size, paragraphs: false)
            let fieldOurs = measure("ours", operations: keystrokes, setUp: { textField(field) }) { typeIntoTextField(&$0, naive: false) }
            let fieldNaive = measure("naive", operations: keystrokes, rounds: size > 1_000 ? 2 : 5, setUp: { textField(field) }) {
                typeIntoTextField(&$0, naive: true)
            }
            fieldRows.append(Comparison(workload: "text field, end of \(name)", ours: fieldOurs, naive: fieldNaive))
        }
        printComparisonTable(title: "typing: time per keystroke through FormScreen (text view: with its line layout)", viewRows + fieldRows)
        printTable(
            title: "typing: 1 MB ÷ 100 characters, per keystroke (the goal: ours within 3×)",
            header: ["field", "ours", "naive"],
            rows: [("text view", viewRows), ("text field", fieldRows)].map { name, rows in
                [name, ratio(rows[1].ours, rows[0].ours), ratio(rows[1].naive, rows[0].naive)]
            })
    }

    private static func ratio(_ a: Measurement, _ b: Measurement) -> String {
        String(format: "%.2f×", a.nanosecondsPerOperation / b.nanosecondsPerOperation)
    }

    /// Prose with Hangul, an emoji and a combining mark in every line; paragraphs of about 600 bytes
    /// (or one line, for a text field), cut to `utf8Count` bytes at a character boundary.
    static func document(utf8Count: Int, paragraphs: Bool = true) -> String {
        let sentence = "The quick brown fox jumps over the lazy dog; 키보드가 나타나면 👩‍👩‍👧 café. "
        var text = ""
        var paragraph = 0
        while text.utf8.count < utf8Count {
            text += sentence
            paragraph += sentence.utf8.count
            if paragraphs, paragraph > 600 {
                text += "\n"
                paragraph = 0
            }
        }
        while text.utf8.count > utf8Count { text.removeLast() }
        return text
    }

    struct TextViewState {
        var screen: FormScreen
        var layout: TextLayout
    }

    static func textView(_ document: String) -> TextViewState {
        let field = FormField(id: "notes", kind: .textView, frame: CGRect(x: 0, y: 0, width: 393, height: 852), text: document)
        var screen = try! FormScreen(fields: [field])
        _ = try! screen.focus("notes")
        var layout = TextLayout(viewWidth: 393)
        layout.update(to: screen.sessions[0].content)
        return TextViewState(screen: screen, layout: layout)
    }

    static func typeIntoTextView(_ state: inout TextViewState, naive: Bool, keystrokes: Int = keystrokes) {
        for index in 0..<keystrokes {
            _ = try! state.screen.type(index % 8 == 7 ? " " : "a")
            if naive {
                state.layout.relayOut(text: state.screen.sessions[0].text)
            } else {
                state.layout.update(to: state.screen.sessions[0].content)
            }
            blackHole(state.layout.contentHeight)
        }
        _ = state.screen.drainDelegateCalls()
    }

    static func textField(_ document: String) -> FormScreen {
        var screen = try! FormScreen(fields: [FormField(id: "name", frame: CGRect(x: 0, y: 0, width: 300, height: 34), text: document)])
        _ = try! screen.focus("name")
        return screen
    }

    static func typeIntoTextField(_ screen: inout FormScreen, naive: Bool) {
        for _ in 0..<keystrokes {
            _ = try! screen.type("a")
            if naive {
                // The copy a session written back into its enum case costs: the document, duplicated.
                var copy = screen.sessions[0].text
                copy.append("")
                copy.reserveCapacity(copy.utf8.count + 1)
                blackHole(copy)
            }
        }
        _ = screen.drainDelegateCalls()
    }
}
