/// The capitalisation of a typed word, which its correction follows: teh → the, Teh → The,
/// TEH → THE. A dictionary word with capitals of its own (I'm) keeps them.
enum CasePattern: Equatable {
    case asListed, capitalized, allCaps

    init(of typed: some StringProtocol) {
        let letters = typed.filter(\.isCased)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) {
            self = .allCaps
        } else if let first = letters.first, first.isUppercase {
            self = .capitalized
        } else {
            self = .asListed
        }
    }

    func apply(to word: String) -> String {
        switch self {
        case .asListed: word
        case .allCaps: word.uppercased()
        case .capitalized: word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}
