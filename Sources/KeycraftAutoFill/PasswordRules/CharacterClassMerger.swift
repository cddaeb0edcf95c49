/// Merges the classes of one or more rules into the fewest classes that say the same thing, the way
/// Apple's reference parser does (`_canonicalizedPropertyValues` in PasswordRulesParser.js):
///
/// - the first `unicode` or `ascii-printable` met wins outright, whatever else is listed;
/// - otherwise the characters are pooled; a complete range becomes its name (`upper`, `lower`,
///   `digit`, `special`), all four together become `ascii-printable`, and the rest form one custom
///   class in the order upper-case letters, lower-case letters, digits, then punctuation by code point.
struct CharacterClassMerger {
    private(set) var wildcard: PasswordCharacterClass?
    private(set) var characters = ASCIIPrintableSet()

    mutating func add(_ written: PasswordRulesSyntax.WrittenClass) {
        guard wildcard == nil else { return }
        switch written {
        case .named(let named) where named == .unicode || named == .asciiPrintable:
            wildcard = named
        case .named(let named):
            characters.formUnion(named.asciiCharacters)
        case .custom(let custom):
            characters.formUnion(custom)
        }
    }

    /// Adds what another merger stands for, as the reference adds a canonical `required` rule's
    /// classes to `allowed`: a full set counts as the `ascii-printable` name it prints as.
    mutating func add(_ other: CharacterClassMerger) {
        guard wildcard == nil else { return }
        if let otherWildcard = other.wildcard {
            wildcard = otherWildcard
        } else if other.characters == .all {
            wildcard = .asciiPrintable
        } else {
            characters.formUnion(other.characters)
        }
    }

    /// The merged classes. With `keepingCustomClassWritable` (the reference's minified mode) `-` is
    /// moved to the front of the punctuation and `]` to its end, where the grammar accepts them;
    /// the standard mode leaves them in code point order, exactly as the reference does.
    func classes(keepingCustomClassWritable: Bool) -> [PasswordCharacterClass] {
        if let wildcard { return [wildcard] }
        if characters == .all { return [.asciiPrintable] }
        var classes: [PasswordCharacterClass] = []
        var custom: [UInt8] = []
        for (named, members) in [(PasswordCharacterClass.upper, ASCIIPrintableSet.upper), (.lower, .lower), (.digit, .digit)] {
            if characters.isSuperset(of: members) {
                classes.append(named)
            } else {
                custom += characters.intersection(members).codePointsInOrder
            }
        }
        let punctuation = characters.intersection(.special)
        if punctuation == .special {
            classes.append(.special)
        } else {
            var ordered = punctuation.codePointsInOrder
            if keepingCustomClassWritable {
                let dash = UInt8(ascii: "-"), bracket = UInt8(ascii: "]")
                let hasDash = ordered.contains(dash), hasBracket = ordered.contains(bracket)
                ordered.removeAll { $0 == dash || $0 == bracket }
                if hasDash { ordered.insert(dash, at: 0) }
                if hasBracket { ordered.append(bracket) }
            }
            custom += ordered
        }
        if !custom.isEmpty {
            classes.append(.custom(String(decoding: custom, as: UTF8.self)))
        }
        return classes
    }
}
