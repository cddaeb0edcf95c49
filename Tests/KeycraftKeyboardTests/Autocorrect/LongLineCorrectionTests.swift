import Foundation
@testable import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

/// Correcting a long line (`keycraft correct` on a paragraph with no line break, a keyboard typing a
/// long message) does bounded work per word: the document shares only a window around the caret, as a
/// host does, and the text after a word is cut to the same window. Measured by what is handed over,
/// not by a clock.
@Suite struct LongLineCorrectionTests {
    /// A document proxy that counts what it hands the keyboard: each context read and its length.
    final class CountingDocument: TextDocumentProxy {
        let base: InMemoryTextDocument
        private(set) var reads = 0
        private(set) var charactersHandedOver = 0
        private(set) var longestContext = 0

        init(_ base: InMemoryTextDocument) { self.base = base }

        private func handOver(_ context: String?) -> String? {
            reads += 1
            let count = context?.count ?? 0
            charactersHandedOver += count
            longestContext = max(longestContext, count)
            return context
        }

        var documentContextBeforeInput: String? { handOver(base.documentContextBeforeInput) }
        var documentContextAfterInput: String? { handOver(base.documentContextAfterInput) }
        var selectedText: String? { base.selectedText }
        var hasText: Bool { base.hasText }
        var documentIdentifier: UUID? { base.documentIdentifier }
        var traits: TextInputTraits { base.traits }
        func insertText(_ text: String) { base.insertText(text) }
        func deleteBackward() { base.deleteBackward() }
        func adjustTextPosition(byCharacterOffset offset: Int) { base.adjustTextPosition(byCharacterOffset: offset) }
        func setMarkedText(_ markedText: String, selectedRange: NSRange) { base.setMarkedText(markedText, selectedRange: selectedRange) }
        func unmarkText() { base.unmarkText() }
    }

    /// Corrects two slips and records the token after each word it is asked about.
    struct RecordingCorrector: SuggestionService {
        var following: [PredictionContext.Token?] = []

        func correction(for word: String, context: TypingContext, lexicon: Lexicon) -> String? {
            ["teh": "the", "whle": "whale"][word]
        }

        func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon) -> SuggestionBar { SuggestionBar() }

        mutating func ended(_ word: String, context: TypingContext) { following.append(context.following) }
    }

    /// One stretch of the long line: slips, Hangul, a ZWJ family, combining marks, punctuation.
    static let stretch = "teh whle swam by 안녕하세요 👩‍👩‍👧 and the cafe\u{301} e\u{301}clair, \"teh\" sea; "

    /// A line of about 200 KB (UTF-8) with no line break.
    static let longLine: String = {
        let count = 200_000 / stretch.utf8.count + 1
        return String(repeating: stretch, count: count)
    }()

    @Test func aLongLineIsCorrectedWithBoundedContextPerWord() throws {
        let document = CountingDocument(InMemoryTextDocument(""))
        let controller = KeyboardInputViewController(textDocumentProxy: document)
        var entry = KeyboardTextEntry(suggestionService: RecordingCorrector())
        entry.type(Self.longLine, in: controller, seeingWhatFollows: true)

        let fixed = Self.stretch.replacingOccurrences(of: "teh", with: "the").replacingOccurrences(of: "whle", with: "whale")
        #expect(document.base.text == String(repeating: fixed, count: Self.longLine.utf8.count / Self.stretch.utf8.count))
        let maximum = try #require(DocumentContextLimit.typical.maximumCharacters)
        // No read hands over more than the window, however far the line has grown …
        #expect(document.longestContext <= maximum)
        // … and there are a bounded number of reads per word ended: the work is linear in the line.
        let terminators = Self.longLine.filter { WordTerminator.endsWord(String($0)) }.count
        #expect(document.reads <= 4 * terminators)
        #expect(document.charactersHandedOver <= 4 * maximum * terminators)
    }

    @Test func theWordAfterIsReadFromABoundedPrefixOfTheRest() throws {
        let rest = Substring(Self.longLine)
        let after = KeyboardTextEntry.textAfter(" ", upcoming: rest)
        let maximum = try #require(DocumentContextLimit.typical.maximumCharacters)
        #expect(after.count == 1 + maximum)
        // Cut between whole characters: the window is the line's own beginning.
        #expect(rest.hasPrefix(after.dropFirst()))
        // The token after the word is the one the whole rest would give.
        #expect(TypingContext.firstToken(of: after) == TypingContext.firstToken(of: " " + rest))
        // It stops at a line break, as a host's context does.
        #expect(KeyboardTextEntry.textAfter(",", upcoming: "next\nline") == ",next\n")
    }

    /// Whatever follows a word (Hangul, emoji, combining marks, quotes, line breaks, long or short),
    /// the cut rest gives the token the whole rest would.
    @Test func theCutRestGivesTheSameFollowingToken() async {
        let pieces = Gen.element(of: KeyboardSampleText.pieces + ["the", "whale", " ", "\"", "-", "—", ". ", "don't", "--"]).compactMap { $0 }
        let terminators = Gen.element(of: [" ", ",", ".", "\n", "\"", "-", ";"]).compactMap { $0 }
        await propertyCheck(count: 200, input: terminators, pieces.array(of: 0...400)) { terminator, rest in
            let upcoming = Substring(rest.joined())
            let after = KeyboardTextEntry.textAfter(terminator, upcoming: upcoming)
            #expect(after.count <= 1 + DocumentContextLimit.typical.maximumCharacters!)
            #expect(TypingContext.firstToken(of: after) == TypingContext.firstToken(of: terminator + upcoming), "\(terminator + upcoming)")
        }
    }

    /// Within a line the window changes nothing a correction depends on (the two words before, the one
    /// after): the shipped autocorrector gives the same text through the typical window as through an
    /// unlimited one, whatever is typed. (After a line break the window shows the line alone, as a host
    /// does, so a word there reads as a sentence's first.)
    @Test func theWindowCorrectsAsTheWholeDocumentDoes() async {
        let autocorrector = Autocorrector(speller: DictionaryFixtures.englishSpeller, languageModel: LanguageModelTests.model)
        let words = Gen.element(of: [
            "the", "whale", "was", "known", "well", "house", "she", "said", "teh", "whle", "knwon", "hosue", "sayd",
            "안녕", "사랑해", "👩‍👩‍👧", "e\u{301}", "café", "Jonh", "beleive", "exmaple",
        ]).compactMap { $0 }
        let separators = Gen.element(of: [" ", " ", " ", ", ", "-", ". ", " \"", "\" ", "; "]).compactMap { $0 }
        await propertyCheck(count: 30, input: words.array(of: 40...80), separators.array(of: 80), Gen.bool) { picked, between, whole in
            let text = zip(picked, between).map { $0 + $1 }.joined()
            func corrected(_ limit: DocumentContextLimit) -> String {
                let document = InMemoryTextDocument("", contextLimit: limit)
                var entry = KeyboardTextEntry(autocorrector: autocorrector)
                entry.type(text, in: KeyboardInputViewController(document: document), seeingWhatFollows: whole)
                return document.text
            }
            #expect(corrected(.typical) == corrected(.unlimited), "\(text)")
        }
    }
}
