import KeycraftAutoFill

extension PasswordRule {
    /// Whether every custom class keeps `-` first and `]` last, where the grammar reads them back.
    var hasWritableCustomClasses: Bool {
        let classes: [PasswordCharacterClass]
        switch self {
        case .required(let list), .allowed(let list): classes = list
        default: return true
        }
        return classes.allSatisfy { named in
            guard case .custom(let characters) = named else { return true }
            return !characters.dropFirst().contains("-") && !characters.dropLast().contains("]")
        }
    }
}
