import PropertyBased
import Testing
import KeycraftText

/// The current word and the word before the input, from the two halves of a document context.
@Suite struct CurrentWordTests {
    private func current(_ before: String?, _ after: String?) -> TextDocumentWord? {
        WordBoundaries.currentWord(documentContextBeforeInput: before, documentContextAfterInput: after)
    }

    @Test func wordBeingTypedAtTheEndOfTheContext() throws {
        let word = try #require(current("I said hello", nil))
        #expect(word == TextDocumentWord(text: "hello", rangeFromCursor: -5..<0))
        #expect(word.utf16CountBeforeCursor == 5)
        #expect(word.utf16CountAfterCursor == 0)
    }

    @Test func fragmentsBeforeAndAfterTheCursorAreJoined() throws {
        let word = try #require(current("hel", "lo world"))
        #expect(word == TextDocumentWord(text: "hello", rangeFromCursor: -3..<2))
        #expect(word.utf16CountBeforeCursor == 3)
        #expect(word.utf16CountAfterCursor == 2)
    }

    @Test func apostrophesInsideWords() {
        #expect(current("I don", "'t know")?.text == "don't")
        #expect(current("I don'", "t know")?.text == "don't")
        #expect(current("I don't", " know")?.text == "don't")
        #expect(current("l'hom", "me") == TextDocumentWord(text: "l'homme", rangeFromCursor: -5..<2))
        // A quote after a word, with no letter following, is not part of it.
        #expect(current("the dogs'", nil) == nil)
        #expect(current("the dogs", "' bowl") == TextDocumentWord(text: "dogs", rangeFromCursor: -4..<0))
    }

    @Test func hangul() {
        #expect(current("안녕하", "세요 세계") == TextDocumentWord(text: "안녕하세요", rangeFromCursor: -3..<2))
        #expect(current("안녕하세요 세계", nil) == TextDocumentWord(text: "세계", rangeFromCursor: -2..<0))
        #expect(current("안녕하세요 ", "세계") == TextDocumentWord(text: "세계", rangeFromCursor: 0..<2))
    }

    @Test func numbersWithSeparators() {
        #expect(current("pi is 3.", "14") == TextDocumentWord(text: "3.14", rangeFromCursor: -2..<2))
        #expect(current("pay 1,0", "00 now")?.text == "1,000")
        // A trailing period ends the sentence, not the number.
        #expect(current("it costs 1,000.", nil) == nil)
        #expect(current("it costs 1,000", ".")?.text == "1,000")
    }

    @Test func emojiAndCombiningMarks() {
        // UTF-16 counts: the family is 8 code units, "é" spelled with a combining mark is 2.
        #expect(current("👩‍👩‍👧 cafe\u{301}", nil) == TextDocumentWord(text: "cafe\u{301}", rangeFromCursor: -5..<0))
        #expect(current("hi 👩‍👩‍👧", nil) == nil)
        #expect(current("🇰🇷", "abc") == TextDocumentWord(text: "abc", rangeFromCursor: 0..<3))
        #expect(current("cafe", "\u{301} au lait") == TextDocumentWord(text: "cafe\u{301}", rangeFromCursor: -4..<1))
    }

    @Test func cursorAtTheStartOrEndOfTheContext() {
        #expect(current(nil, "hello world") == TextDocumentWord(text: "hello", rangeFromCursor: 0..<5))
        #expect(current("", "hello") == TextDocumentWord(text: "hello", rangeFromCursor: 0..<5))
        #expect(current("hello", "") == TextDocumentWord(text: "hello", rangeFromCursor: -5..<0))
    }

    @Test func noWordAtTheCursor() {
        #expect(current(nil, nil) == nil)
        #expect(current("", "") == nil)
        #expect(current("hello ", " world") == nil)
        #expect(current("what?!", nil) == nil)
    }

    @Test func theWordEndingAtTheCursorWinsOverTheOneStartingThere() {
        #expect(current("hello", ", world")?.text == "hello")
        #expect(current("hello ", "world")?.text == "world")
        #expect(current("😀", "hi")?.text == "hi")
    }

    @Test func wordBeforeInputSkipsSpacesAndPunctuation() {
        func before(_ text: String?, _ after: String? = nil) -> TextDocumentWord? {
            WordBoundaries.wordBeforeInput(documentContextBeforeInput: text, documentContextAfterInput: after)
        }
        #expect(before("Hello, world! ") == TextDocumentWord(text: "world", rangeFromCursor: -7..<(-2)))
        #expect(before("Hello, world! ")?.utf16CountBeforeCursor == 5)
        #expect(before("don't ") == TextDocumentWord(text: "don't", rangeFromCursor: -6..<(-1)))
        #expect(before("안녕하세요 세계 ") == TextDocumentWord(text: "세계", rangeFromCursor: -3..<(-1)))
        #expect(before("costs 3.14. ") == TextDocumentWord(text: "3.14", rangeFromCursor: -6..<(-2)))
        #expect(before("so 👩‍👩‍👧 ") == TextDocumentWord(text: "so", rangeFromCursor: -12..<(-10)))
        #expect(before("hello")?.text == "hello")
        #expect(before("one hel", "lo")?.text == "one")
        #expect(before("... ") == nil)
        #expect(before(nil) == nil)
        #expect(before("") == nil)
    }

    /// Whatever the split, the current word is the word of the whole text that contains or touches the
    /// cursor, and its offsets delete exactly it.
    @Test func currentWordIsAWordOfTheWholeText() async {
        let pieces = ["ab", "안녕", " ", "'", ".", "3", ",", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "!"]
        let input = Gen<String?>.element(of: pieces).array(of: 0...8).map { $0.compactMap { $0 } }
        await propertyCheck(count: 200, input: input, Gen.int(in: 0...8)) { pieces, cut in
            let split = min(cut, pieces.count)
            let before = pieces[..<split].joined(), after = pieces[split...].joined()
            let text = before + after, cursor = before.utf16.count
            let words = WordBoundaries.words(in: text)
            guard let word = current(before, after) else {
                #expect(!words.contains { $0.lowerBound <= cursor && cursor <= $0.upperBound })
                return
            }
            let range = (cursor + word.rangeFromCursor.lowerBound)..<(cursor + word.rangeFromCursor.upperBound)
            #expect(words.contains(range))
            #expect(range.contains(cursor) || range.upperBound == cursor || range.lowerBound == cursor)
            #expect(word.utf16CountBeforeCursor + word.utf16CountAfterCursor == word.text.utf16.count)
        }
    }
}
