/// The capitalisation of a typed word, which its correction follows: teh → the, Teh → The,
/// TEH → THE. A dictionary word with capitals of its own (I'm) keeps them.
enum CasePattern: Equatable {
    case asListed, capitalized, allCaps

    init(of typed: some StringProtocol) {
        if let pattern = Self(ascii: typed.utf8) {
            self = pattern
            return
        }
        let letters = typed.filter(\.isCased)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) {
            self = .allCaps
        } else if let first = letters.first, first.isUppercase {
            self = .capitalized
        } else {
            self = .asListed
        }
    }

    /// The pattern of an ASCII word from its bytes (the usual case, without building a string of
    /// its letters), or nil when the word has other characters.
    private init?(ascii bytes: some Collection<UInt8>) {
        var letters = 0, upper = 0, firstIsUpper = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= 0x41 && byte <= 0x5A, isLower = byte >= 0x61 && byte <= 0x7A
            guard isUpper || isLower else { continue }
            if letters == 0 { firstIsUpper = isUpper }
            letters += 1
            if isUpper { upper += 1 }
        }
        self = letters > 1 && upper == letters ? .allCaps : firstIsUpper ? .capitalized : .asListed
    }

    func apply(to word: String) -> String {
        switch self {
        case .asListed: word
        case .allCaps: word.uppercased()
        case .capitalized: word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}
