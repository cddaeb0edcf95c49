import Foundation

extension ValidationRule {
    /// Every character typed or pasted must be made only of scalars in `allowed` (e.g. `.decimalDigits`
    /// for a number field, which a hardware keyboard could otherwise fill with letters). Only the
    /// replacement is checked while editing; the whole text when editing ends.
    public static func allowedCharacters(_ allowed: CharacterSet) -> ValidationRule {
        characterRule(name: "allowedCharacters") { character in
            character.unicodeScalars.allSatisfy(allowed.contains)
        }
    }

    /// No character typed or pasted may contain a scalar in `forbidden`.
    public static func forbiddenCharacters(_ forbidden: CharacterSet) -> ValidationRule {
        characterRule(name: "forbiddenCharacters") { character in
            !character.unicodeScalars.contains(where: forbidden.contains)
        }
    }

    /// A rule on single characters. A paste under `.keepAllowedPart` keeps the allowed characters (and
    /// is rejected when none is left); every other edit with a refused character is rejected.
    private static func characterRule(
        name: String, allows: @escaping @Sendable (Character) -> Bool
    ) -> ValidationRule {
        @Sendable func failure(_ character: Character) -> ValidationFailure {
            ValidationFailure(rule: name, message: .characterNotAllowed(character))
        }
        return ValidationRule(
            name: name, phase: .characters,
            whileEditing: { edit, pastePolicy in
                guard let refused = edit.replacement.first(where: { !allows($0) }) else { return .accept }
                guard edit.source == .paste, pastePolicy == .keepAllowedPart else { return .reject(failure(refused)) }
                let kept = edit.replacement.filter(allows)
                return kept.isEmpty ? .reject(failure(refused)) : .acceptSanitized(replacement: kept)
            },
            whenEditingEnds: { text in
                text.first(where: { !allows($0) }).map(failure)
            })
    }
}
