@testable import KeycraftKeyboard
import Testing

/// Precision first: words that are plausible though unknown are left as typed; slips still get fixed.
@Suite struct AutocorrectPrecisionTests {
    let autocorrector = Autocorrector(speller: DictionaryFixtures.englishSpeller)
    let mid = TypingContext(previousWord: "the", isSentenceStart: false)

    @Test func slipsAreStillFixed() {
        #expect(autocorrector.correction(for: "beleive", context: mid) == "believe")
        #expect(autocorrector.correction(for: "teh", context: mid) == "the")
        // A letter left out or doubled is one way to slip: cheaper than any other edit.
        #expect(autocorrector.correction(for: "th", context: mid) == "the")
        #expect(autocorrector.correction(for: "untill", context: mid) == "until")
        #expect(autocorrector.correction(for: "dodn't", context: mid) == "didn't")
    }

    @Test func possessivesAndContractionsOfKnownWordsOrNamesAreLeftAlone() {
        for word in ["whale's", "Anne's", "Queequeg's", "vow'd", "lady\u{2019}s"] {
            #expect(autocorrector.correction(for: word, context: mid) == nil, "\(word)")
        }
    }

    /// A word with an apostrophe the language model read in books is a word, though the dictionary
    /// lacks it and its stem is no word (ma'am, not madam); a slip the model never read is still fixed.
    @Test func wordsWithAnApostropheTheModelReadAreLeftAlone() {
        let withModel = Autocorrector(speller: DictionaryFixtures.englishSpeller, languageModel: LanguageModelTests.model)
        #expect(!withModel.speller.isKnown("ma'am") && !withModel.speller.isKnown("ma"))
        for word in ["ma'am", "ma\u{2019}am", "Ma'am"] {
            #expect(withModel.correction(for: word, context: mid) == nil, "\(word)")
        }
        #expect(withModel.correction(for: "dodn't", context: mid) == "didn't")
        #expect(withModel.correction(for: "dodn\u{2019}t", context: mid) != nil)
    }

    @Test func wordsAttachedToWhatPrecedesThemAreLeftAlone() {
        // An address (user@exmaple, http://exmaple), a compound's second half, an elision.
        for before in ["write to jon@", "see http://", "a well-", "tell '", "3"] {
            let context = TypingContext(textBefore: before)
            #expect(context.isAttachedToPrevious, "\(before)")
            #expect(autocorrector.correction(for: "exmaple", context: context) == nil, "\(before)")
        }
        // After a space or an opening quote the word is a word of its own.
        for before in ["see ", "he said \"", "("] {
            #expect(autocorrector.correction(for: "exmaple", context: TypingContext(textBefore: before)) == "example", "\(before)")
        }
    }

    @Test func camelCaseIsLeftAlone() {
        #expect(autocorrector.correction(for: "iPhnoe", context: mid) == nil)
        #expect(autocorrector.correction(for: "myVarible", context: mid) == nil)
        // Swapping its first two letters back makes no word: a name, kept.
        for word in ["iPhone", "eBay", "iPad", "mRNA", "oNwx"] {
            #expect(autocorrector.correction(for: word, context: mid) == nil, "\(word)")
        }
    }

    /// Shift pressed for the first letter, the first two letters swapped: the capitalised word it was.
    @Test func aCapitalWithItsFirstTwoLettersSwappedIsPutRight() {
        let start = TypingContext(textBefore: "")
        #expect(autocorrector.correction(for: "oNw", context: start) == "Now")
        #expect(autocorrector.correction(for: "nAd", context: start) == "And")
        #expect(autocorrector.correction(for: "hTe", context: mid) == "The")
        #expect(Autocorrector.capitalSwapped("uLcy") == "Lucy")
        #expect(Autocorrector.capitalSwapped("Now") == nil)
        #expect(Autocorrector.capitalSwapped("oNW") == nil)
        // Reverted once, not made again.
        var learning = autocorrector
        learning.reverted(typed: "oNw", correction: "Now")
        #expect(learning.correction(for: "oNw", context: start) == nil)
    }

    /// Mid-sentence, a slip in a name the dictionary has is put right when its best candidate leads
    /// by the capitalised margin; a name the language model read is left as typed.
    @Test func namesTheDictionaryHasAreFixedMidSentenceOthersKept() {
        let withModel = Autocorrector(speller: DictionaryFixtures.englishSpeller, languageModel: LanguageModelTests.model)
        #expect(CorrectionPolicy.standard.capitalisedMargin < Speller.costWeight * TypingErrorModel.standard.cheapestEdit)
        let context = TypingContext(textBefore: "\"Nor I,\" answered ")
        #expect(withModel.correction(for: "Marainne", context: context) == "Marianne")
        // A name the model read in books (capitalised there) though the dictionary lacks it.
        #expect(withModel.correction(for: "Knightley", context: TypingContext(textBefore: "said Mr ")) == nil)
        #expect(withModel.correction(for: "Knightley", context: TypingContext(textBefore: "said Mr ", textAfter: " to")) == nil)
        // At a sentence's start it is the capital of any word, and corrected as one.
        #expect(withModel.correction(for: "Knightly", context: TypingContext(textBefore: "")) == nil)
    }

    @Test func unlikelyOrUnclearCorrectionsAreNotMade() {
        // Real words the dictionary lacks, whose nearest words are rare or close to each other.
        for word in ["sucklings", "squilgee", "barouche"] {
            #expect(autocorrector.correction(for: word, context: mid) == nil, "\(word)")
        }
    }

    @Test func capitalisedPluralsOfNamesAreLeftAlone() {
        // The Eltons, the Churchills: a family's name, neither a possessive nor a slip.
        for start in [false, true] {
            let context = TypingContext(previousWord: start ? nil : "the", isSentenceStart: start)
            for word in ["Eltons", "Churchills", "Campbells"] {
                #expect(autocorrector.correction(for: word, context: context) == nil, "\(word)")
            }
        }
        // A word in lower case still gets its apostrophe, a capitalised slip its fix.
        #expect(autocorrector.correction(for: "dont", context: mid) == "don't")
        #expect(autocorrector.correction(for: "Teh", context: TypingContext(previousWord: nil, isSentenceStart: true)) == "The")
        #expect(Autocorrector.isPlural("Eltons", of: "Elton's"))
        #expect(Autocorrector.isPlural("Eltons", of: "Elton"))
        #expect(!Autocorrector.isPlural("Eltonz", of: "Elton"))
        #expect(!Autocorrector.isPlural("dont", of: "don't"))
    }

    @Test func singleLettersAreLeftAlone() {
        // An initial, a unit, or the m of a contraction split by the text ("I' m"): one keystroke is too
        // short to tell from a slip, while i still becomes I (a known word's capital).
        for letter in ["m", "d", "M", "x", "q"] {
            #expect(autocorrector.correction(for: letter, context: mid) == nil, "\(letter)")
            #expect(autocorrector.correction(for: letter, context: TypingContext(textBefore: "I' ")) == nil, "\(letter)")
        }
        #expect(autocorrector.correction(for: "i", context: mid) == "I")
        #expect(autocorrector.correction(for: "th", context: mid) == "the")
    }

    @Test func thePolicyDecidesWhetherToCorrect() {
        var strict = autocorrector
        strict.policy.leastScore = 0
        #expect(strict.correction(for: "beleive", context: mid) == nil)
        var unsure = autocorrector
        unsure.policy.leastMargin = .infinity
        #expect(unsure.correction(for: "beleive", context: mid) == nil)
        #expect(autocorrector.correction(for: "beleive", context: mid) == "believe")
    }

    /// A possessive learned from being typed twice doesn't turn the word itself into it.
    @Test func aWordIsNeverMadeItsOwnPossessive() {
        var learning = autocorrector
        for word in ["Falconroy's", "Falconroy's", "blorp\u{2019}s", "blorp\u{2019}s"] { learning.kept(word) }
        #expect(learning.isKnown("Falconroy's", userWords: learning.userWords(lexicon: .empty)))
        #expect(learning.correction(for: "Falconroy", context: mid) == nil)
        #expect(learning.correction(for: "blorp", context: mid) == nil)
        #expect(learning.correction(for: "teh", context: mid) == "the")
        #expect(Autocorrector.isPossessive("Falconroy's", of: "falconroy"))
        #expect(!Autocorrector.isPossessive("don't", of: "dont"))
        #expect(!Autocorrector.isPossessive("Falconroys", of: "Falconroy"))
    }

    @Test func wordsTypedTwiceOrRevertedAreLearned() {
        var autocorrector = self.autocorrector
        autocorrector.kept("Keycraft")
        autocorrector.kept("Keycraft")
        #expect(autocorrector.isKnown("Keycraft", userWords: autocorrector.userWords(lexicon: .empty)))
        autocorrector.reverted(typed: "teh", correction: "the")
        #expect(autocorrector.correction(for: "teh", context: mid) == nil)
    }
}
