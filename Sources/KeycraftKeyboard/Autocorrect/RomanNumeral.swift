/// Roman numerals written in capitals (XV, XLII, MCMXC): numbers, which a speller must not read as
/// slips (XV was corrected to XIV, a word of the dictionary's).
enum RomanNumeral {
    /// Whether `word` is a well-formed Roman numeral of two letters or more in capitals, from 1 to
    /// 4999: thousands (M up to four times), then hundreds, tens and units, each one of the ten
    /// standard forms (nothing, I, II, III, IV, V, VI, VII, VIII, IX, with C/D/M or X/L/C for
    /// hundreds and tens). Lower case is left to the speller: mix and civil are words.
    static func isRomanNumeral(_ word: some StringProtocol) -> Bool {
        let letters = Array(word.unicodeScalars)
        guard letters.count >= 2 else { return false }
        var at = 0
        var thousands = 0
        while at < letters.count, letters[at] == "M", thousands < 4 {
            at += 1
            thousands += 1
        }
        for (one, five, ten) in places { at = digitEnd(letters, from: at, one: one, five: five, ten: ten) }
        return at == letters.count
    }

    /// The letters of the hundreds, tens and units: one, five and ten of each.
    private static let places: [(Unicode.Scalar, Unicode.Scalar, Unicode.Scalar)] = [("C", "D", "M"), ("X", "L", "C"), ("I", "V", "X")]

    /// Where one decimal digit written with `one`, `five` and `ten` ends, starting at `start` (the
    /// start itself when the digit is 0): the longest of its forms that matches, so that a valid
    /// numeral is read whole.
    private static func digitEnd(_ letters: [Unicode.Scalar], from start: Int, one: Unicode.Scalar, five: Unicode.Scalar, ten: Unicode.Scalar) -> Int {
        func at(_ i: Int) -> Unicode.Scalar? { i < letters.count ? letters[i] : nil }
        if at(start) == one, at(start + 1) == ten { return start + 2 }   // IX
        if at(start) == one, at(start + 1) == five { return start + 2 }  // IV
        var end = start
        if at(end) == five { end += 1 }                                  // V
        var ones = 0
        while at(end) == one, ones < 3 {
            end += 1
            ones += 1
        }
        return end
    }
}
