// Facts from Recommendation ITU-R M.1677-1 (10/2009), "International Morse code", section 1.1:
// 1.1.1 letters, 1.1.2 figures, 1.1.3 punctuation marks and miscellaneous signs; SOS from the ITU
// Radio Regulations, Appendix 15.
extension MorseTable {
    static let ituEntries: [(MorseSymbol, String)] = [
        (.character("A"), ".-"), (.character("B"), "-..."), (.character("C"), "-.-."),
        (.character("D"), "-.."), (.character("E"), "."), (.character("É"), "..-.."),
        (.character("F"), "..-."), (.character("G"), "--."), (.character("H"), "...."),
        (.character("I"), ".."), (.character("J"), ".---"), (.character("K"), "-.-"),
        (.character("L"), ".-.."), (.character("M"), "--"), (.character("N"), "-."),
        (.character("O"), "---"), (.character("P"), ".--."), (.character("Q"), "--.-"),
        (.character("R"), ".-."), (.character("S"), "..."), (.character("T"), "-"),
        (.character("U"), "..-"), (.character("V"), "...-"), (.character("W"), ".--"),
        (.character("X"), "-..-"), (.character("Y"), "-.--"), (.character("Z"), "--.."),

        (.character("1"), ".----"), (.character("2"), "..---"), (.character("3"), "...--"),
        (.character("4"), "....-"), (.character("5"), "....."), (.character("6"), "-...."),
        (.character("7"), "--..."), (.character("8"), "---.."), (.character("9"), "----."),
        (.character("0"), "-----"),

        (.character("."), ".-.-.-"), (.character(","), "--..--"), (.character(":"), "---..."),
        (.character("?"), "..--.."), (.character("'"), ".----."), (.character("-"), "-....-"),
        (.character("/"), "-..-."), (.character("("), "-.--."), (.character(")"), "-.--.-"),
        (.character("\""), ".-..-."), (.character("="), "-...-"), (.character("+"), ".-.-."),
        (.character("@"), ".--.-."),

        (.signal(.understood), "...-."), (.signal(.error), "........"), (.signal(.wait), ".-..."),
        (.signal(.endOfWork), "...-.-"), (.signal(.startingSignal), "-.-.-"),
        (.signal(.distress), "...---..."),
    ]

    /// M.1677-1 1.1.3: "Multiplication sign ×: same as letter X".
    static let ituAliases: [Character: Character] = ["×": "X"]
}
