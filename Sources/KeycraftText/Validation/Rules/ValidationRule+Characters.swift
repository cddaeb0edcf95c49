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

    /// A rule on single characters. Every edit with a refused character is rejected, except:
    /// - a composition update (the IME's marked text is never broken);
    /// - a composition commit, which keeps its allowed characters, possibly none: the composition
    ///   must end, and rejecting the commit would leave the marked text in the field;
    /// - a paste under `.keepAllowedPart`, which keeps its allowed characters (rejected if none).
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
                let kept = edit.replacement.filter(allows)
                switch edit.source {
                case .compositionCommit: return .acceptSanitized(replacement: kept)
                case .paste where pastePolicy == .keepAllowedPart && !kept.isEmpty:
                    return .acceptSanitized(replacement: kept)
                default: return .reject(failure(refused))
                }
            },
            whenEditingEnds: { text in
                text.first(where: { !allows($0) }).map(failure)
            })
    }
}
