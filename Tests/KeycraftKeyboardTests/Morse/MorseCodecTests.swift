import Testing
import KeycraftKeyboard

@Suite struct MorseCodecTests {
    func encode(_ text: String) throws -> String { try MorseMessage(encoding: text).code }
    func decode(_ code: String) throws -> String { try MorseMessage(decoding: code).text }

    @Test func encodesLettersWithOneSpaceAndWordsWithASlash() throws {
        #expect(try encode("SOS HELP") == "... --- ... / .... . .-.. .--.")
        #expect(try encode("sos help") == "... --- ... / .... . .-.. .--.")
        #expect(try encode("E") == ".")
        #expect(try encode("") == "")
    }

    @Test func collapsesWhitespaceRunsToOneWordGap() throws {
        #expect(try encode("  SOS \t\n  HELP  ") == "... --- ... / .... . .-.. .--.")
        #expect(try encode("\n\n") == "")
    }

    @Test func encodesFiguresPunctuationAndAccentedE() throws {
        #expect(try encode("73 @ ÉTÉ?") == "--... ...-- / .--.-. / ..-.. - ..-.. ..--..")
        #expect(try encode("(A+B)=C/2, \"OK\" - 'X': 5.") ==
            "-.--. .- .-.-. -... -.--.- -...- -.-. -..-. ..--- --..-- / .-..-. --- -.- .-..-. / -....- / .----. -..- .----. ---... / ..... .-.-.-")
    }

    @Test func combiningAcuteEncodesAsÉ() throws {
        #expect(try encode("e\u{301}") == "..-..")
        #expect(try MorseMessage(encoding: "cafe\u{301}").text == "CAFÉ")
    }

    @Test func multiplicationSignIsSentAsX() throws {
        #expect(try encode("2×3") == "..--- -..- ...--")
        #expect(try MorseMessage(encoding: "2×3").text == "2X3")
    }

    @Test func decodesToUpperCaseWithOneSpaceBetweenWords() throws {
        #expect(try decode("... --- ... / .... . .-.. .--.") == "SOS HELP")
        #expect(try decode("..-.. - ..-..") == "ÉTÉ")
        #expect(try decode("") == "")
    }

    @Test func decodingAcceptsExtraSpacesAndSlashes() throws {
        #expect(try decode("   ...   ---  ...  /   .... .  ") == "SOS HE")
        #expect(try decode("...  ---  .../....") == "SOS H")
        #expect(try decode("/ ... // / --- /") == "S O")
        #expect(try decode("...\n---\t...") == "SOS")
    }

    @Test func signalsAreOneRunWithoutLetterGaps() throws {
        #expect(try encode("<SOS>") == "...---...")
        #expect(try encode("<SN> <HH> <AS> <SK> <CT>") == "...-. / ........ / .-... / ...-.- / -.-.-")
        #expect(try encode("<sk>") == "...-.-")
        #expect(try encode("QRT<SK>") == "--.- .-. - ...-.-")
    }

    @Test func signalsDecodeInAngleBrackets() throws {
        #expect(try decode("...---...") == "<SOS>")
        #expect(try decode("... --- ...") == "SOS")
        #expect(try decode("-.-.- / .... .. / ...-.-") == "<CT> HI <SK>")
        #expect(try decode("........ .-... ...-.") == "<HH><AS><SN>")
    }

    @Test func messagesExposeSymbolsAndCodes() throws {
        let message = try MorseMessage(encoding: "Hi <SK>")
        #expect(message.symbols == [[.character("H"), .character("I")], [.signal(.endOfWork)]])
        #expect(message.codes == [[MorseCode("....")!, MorseCode("..")!], [MorseCode("...-.-")!]])
        #expect(try MorseMessage(decoding: message.code) == message)
    }
}
