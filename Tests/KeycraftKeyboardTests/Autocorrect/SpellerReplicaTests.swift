@testable import KeycraftKeyboard
import Foundation
import KeycraftEnglishDictionary
import PropertyBased
import Testing

/// A replica (each thread's own speller in `keycraft suggest`) answers exactly as the speller it was
/// made from, holds objects of its own, and keeps working once that speller is gone.
@Suite struct SpellerReplicaTests {
    /// The English speller with its misspelling model, as `keycraft suggest` makes it.
    static let speller = Speller(dictionary: DictionaryFixtures.english, misspellings: try! MisspellingModel.english())

    /// Random English words with up to two random edits (letters, an apostrophe, é, a capital),
    /// after a previous word or none, at any limit and distance: the same candidates, in the same
    /// order, with the same distances, costs and scores.
    @Test func aReplicaAnswersAsItsSpeller() async {
        let speller = Self.speller, replica = speller.replica()
        let dictionary = DictionaryFixtures.english
        let letters = Array("abcdefghijklmnopqrstuvwxyz'éE")
        let edit = zip(Gen.int(in: 0...4), Gen.int(in: 0...100), Gen.element(of: letters).compactMap { $0 })
        let previous = Gen.element(of: ["", "the", "I", "of", "xyzzy"]).compactMap { $0 }
        await propertyCheck(
            count: 300, input: Gen.int(in: 0..<dictionary.wordCount), edit.array(of: 0...2), previous, Gen.int(in: 1...8), Gen.int(in: 0...2)
        ) { index, edits, previous, limit, maxDistance in
            var typo = Array(dictionary.word(at: index))
            for (kind, at, letter) in edits where !typo.isEmpty {
                let position = at % typo.count
                switch kind {
                case 0: typo.remove(at: position)
                case 1: typo.insert(letter, at: position)
                case 2: typo[position] = letter
                case 3: if position + 1 < typo.count { typo.swapAt(position, position + 1) }
                default: typo[position] = Character(typo[position].uppercased())
                }
            }
            let typed = String(typo), after = previous.isEmpty ? nil : previous
            let expected = speller.candidates(for: typed, previousWord: after, maxDistance: maxDistance, limit: limit)
            #expect(replica.candidates(for: typed, previousWord: after, maxDistance: maxDistance, limit: limit) == expected, "\(typed)")
        }
    }

    /// Korean (two-set keystrokes, no misspelling model) answers the same too.
    @Test func aKoreanReplicaAnswersAsItsSpeller() throws {
        let speller = Speller(dictionary: try DictionaryFixtures.dictionary(words: DictionaryFixtures.koreanWords)), replica = speller.replica()
        for typed in ["안녕하세여", "감사함니다", "사랑해오", "한구거", "오늘", "ㅇㄴ", "안녕"] {
            #expect(replica.candidates(for: typed) == speller.candidates(for: typed), "\(typed)")
        }
    }

    /// What a lookup retains at every word is the replica's own: the dictionary, the key layout and
    /// the misspelling model's channel buffers are other objects than the speller's.
    @Test func aReplicaHoldsObjectsOfItsOwn() {
        let replica = Self.speller.replica()
        #expect(replica.dictionary !== Self.speller.dictionary)
        #expect(replica.misspellings!.channelBuffers !== Self.speller.misspellings!.channelBuffers)
        #expect(replica.dictionary.wordCount == Self.speller.dictionary.wordCount)
    }

    /// An unshared copy has the same elements in storage of its own; a plain copy shares it.
    @Test func anUnsharedCopyHasStorageOfItsOwn() {
        for array in [[], [1.5], Array(repeating: 2.0, count: 1_000)] {
            let plain = array, unshared = array.unshared
            let address = { (a: [Double]) in a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
            #expect(unshared == array)
            #expect(address(plain) == address(array))
            if !array.isEmpty { #expect(address(unshared) != address(array)) }
        }
    }

    /// A replica made from a speller whose dictionary and tables only it held keeps them alive:
    /// it answers as before once the speller, and a replica of the replica's first speller, are gone.
    @Test func aReplicaOutlivesItsSpeller() throws {
        let table = try String(contentsOf: MisspellingModel.englishResourceURL!, encoding: .utf8)
        let words = "receive 900\nreceived 800\nbelieve 700\nbeleaguer 20\nthe 5000\nteh 1\ntech 300\nthey 400\n"
        let typed = ["recieve", "beleive", "teh", "thy", "recieved"]
        var speller: Speller? = Speller(dictionary: try DictionaryFixtures.dictionary(words: words),
                                        keyboard: KeyProximity(rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"], rowOffsets: [0, 0.5, 1.5]),
                                        misspellings: try MisspellingModel(table: table, name: "en-misspellings.tsv"))
        let expected = typed.map { speller!.candidates(for: $0) }
        var first: Speller? = speller!.replica()
        let replica = first!.replica()
        speller = nil
        first = nil
        #expect(typed.map { replica.candidates(for: $0) } == expected)
        #expect(expected.first?.first?.word == "receive")
    }
}
