import Foundation
@testable import KeycraftKeyboard
import KeycraftText
import Testing

/// Hyphenated compounds: each part is corrected as a word of its own when the compound ends, short
/// parts (co-op, e-mail) and compounds attached to what precedes them (addresses) are left alone.
@Suite struct HyphenatedCompoundTests {
    @Test func theCompoundEndingAtTheCursorIsFoundWithItsParts() {
        #expect(HyphenatedCompound(endingWith: "hannd", textBefore: "he stood bhind-")?.parts == ["bhind", "hannd"])
        #expect(HyphenatedCompound(endingWith: "waer", textBefore: "\"redy-to-")?.parts == ["redy", "to", "waer"])
        #expect(HyphenatedCompound(endingWith: "knwon", textBefore: "well-")?.parts == ["well", "knwon"])
        #expect(HyphenatedCompound(endingWith: "hannd", textBefore: "안녕 👩‍👩‍👧 bhind-")?.parts == ["bhind", "hannd"])
    }

    @Test(arguments: [
        ("exmaple", "write to jon@my-"),      // an address
        ("exmaple", "see http://www.my-"),    // a link
        ("dya", "3-"),                        // digits
        ("dya", "a 3rd-"),
        ("hannd", "bhind--"),                 // a dash, not a hyphen
        ("hannd", "he stood "),               // no hyphen at all
        ("hannd", "'bhind-"),                 // a quote mark is no part of a word
        ("hannd", "x_y-"),
    ])
    func notACompoundOfProse(word: String, before: String) {
        #expect(HyphenatedCompound(endingWith: word, textBefore: before) == nil, "\(before)\(word)")
    }

    struct Typist {
        let document = InMemoryTextDocument("")
        let controller: KeyboardInputViewController
        var entry: KeyboardTextEntry

        init(store: (any LearnedWordStore)? = nil) {
            controller = KeyboardInputViewController(document: document)
            entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: DictionaryFixtures.englishSpeller, store: store,
                                                                   languageModel: LanguageModelTests.model))
        }

        mutating func type(_ text: String) {
            for character in text { entry.insertText(String(character), in: controller) }
        }
    }

    @Test(arguments: [
        ("a well-knwon man ", "a well-known man "),
        ("a welll-known man ", "a well-known man "),
        ("she was good-natred, ", "she was good-natured, "),
        ("a hlf-hearted smile.", "a half-hearted smile."),
        ("\"Well-knwon!\" ", "\"Well-known!\" "),
    ])
    func eachPartIsCorrectedWhenTheCompoundEnds(typed: String, expected: String) {
        var typist = Typist()
        typist.type(typed)
        #expect(typist.document.text == expected)
    }

    @Test func shortPartsAndKnownCompoundsAreLeftAlone() {
        var typist = Typist()
        typist.type("the co-op sent an e-mail to my x-ray doctor, re-enter it ")
        #expect(typist.document.text == "the co-op sent an e-mail to my x-ray doctor, re-enter it ")
        // A short part is left as typed, a long one next to it is still corrected.
        var slipped = Typist()
        slipped.type("send an e-mial ")
        #expect(slipped.document.text == "send an e-mail ")
    }

    @Test func addressesAndCodeStayAsTyped() {
        var typist = Typist()
        typist.type("write to jon@my-exmaple.com or see http://www.my-exmaple.org and 3-dya ")
        #expect(typist.document.text == "write to jon@my-exmaple.com or see http://www.my-exmaple.org and 3-dya ")
    }

    @Test func utf16RangesStayRightNextToKoreanEmojiAndCombiningMarks() {
        var typist = Typist()
        typist.type("안녕 👩‍👩‍👧 a well-knwon café ")
        #expect(typist.document.text == "안녕 👩‍👩‍👧 a well-known café ")
        #expect(typist.document.text.utf16.count == "안녕 👩‍👩‍👧 a well-known café ".utf16.count)
        var marks = Typist()
        marks.type("e\u{301} well-knwon 👍🏽 ")
        #expect(marks.document.text == "e\u{301} well-known 👍🏽 ")
    }

    @Test func backspaceRevertsTheWholeCompoundAndItIsNotCorrectedAgain() {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(store: store)
        typist.type("a well-knwon ")
        #expect(typist.document.text == "a well-known ")
        typist.entry.deleteBackward(in: typist.controller)
        #expect(typist.document.text == "a well-knwon")
        typist.type(" and well-knwon ")
        #expect(typist.document.text == "a well-knwon and well-knwon ")
        #expect(store.vocabulary.words == ["well-knwon"])
    }
}
