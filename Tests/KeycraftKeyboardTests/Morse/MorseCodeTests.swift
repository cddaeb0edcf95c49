import Testing
import KeycraftKeyboard

@Suite struct MorseCodeTests {
    @Test func parsesAndPrintsDotsAndDashes() throws {
        let code = try #require(MorseCode("-.-."))
        #expect(code.elements == [.dash, .dot, .dash, .dot])
        #expect(code.count == 4)
        #expect(code.description == "-.-.")
        #expect(MorseCode("")?.isEmpty == true)
        #expect(MorseCode.empty.description == "")
    }

    @Test func rejectsOtherCharacters() {
        #expect(MorseCode("..x") == nil)
        #expect(MorseCode(". -") == nil)
        #expect(MorseCode("…") == nil)
    }

    @Test func appendsElementsAsAKeyboardWould() throws {
        var code = MorseCode.empty
        for element: MorseElement in [.dot, .dot, .dot, .dash] {
            code = try #require(code.appending(element))
        }
        #expect(code == MorseCode("...-"))
        #expect(MorseTable.itu.symbol(for: code) == .character("V"))
    }

    @Test func holdsUpToTheMaximumLengthAndNoMore() throws {
        let longest = try #require(MorseCode(String(repeating: "-", count: MorseCode.maximumLength)))
        #expect(longest.count == MorseCode.maximumLength)
        #expect(longest.elements.allSatisfy { $0 == .dash })
        #expect(longest.appending(.dot) == nil)
        #expect(MorseCode(String(repeating: ".", count: MorseCode.maximumLength + 1)) == nil)
    }

    @Test func distinguishesCodesThatDifferOnlyInLength() {
        #expect(MorseCode(".") != MorseCode(".."))
        #expect(MorseCode("-") != MorseCode("--"))
        #expect(MorseCode("") != MorseCode("."))
    }

    @Test func prefixes() throws {
        let sos = try #require(MorseCode("...---..."))
        #expect(sos.hasPrefix(.empty))
        #expect(sos.hasPrefix(MorseCode("...---")!))
        #expect(sos.hasPrefix(sos))
        #expect(!sos.hasPrefix(MorseCode("..--")!))
        #expect(!MorseCode("...")!.hasPrefix(sos))
    }
}
