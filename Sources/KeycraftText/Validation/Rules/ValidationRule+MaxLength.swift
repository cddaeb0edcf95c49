extension ValidationRule {
    /// The text may hold at most `limit` units, counted in grapheme clusters (what people see as
    /// characters) unless another unit is given.
    ///
    /// While editing it reads `ProposedEdit.resultingLength` and never recounts the text. An edit that
    /// would overflow is rejected, except:
    /// - a composition update is never rejected (the IME's marked text must not be broken);
    /// - a composition commit is cut at a grapheme-cluster boundary to what fits, possibly to nothing;
    /// - a paste under `.keepAllowedPart` is cut the same way (rejected if nothing fits).
    /// Deleting is always allowed, even while the text is still too long.
    public static func maxLength(_ limit: Int, unit: LengthUnit = .graphemeClusters) -> ValidationRule {
        let failure = ValidationFailure(rule: "maxLength", message: .maxLength(limit, unit: unit))
        return ValidationRule(
            name: failure.rule, phase: .length,
            whileEditing: { edit, pastePolicy in
                guard !edit.isDeletion, edit.resultingLength.count(in: unit) > limit else { return .accept }
                let truncates = edit.source == .compositionCommit
                    || (edit.source == .paste && pastePolicy == .keepAllowedPart)
                guard truncates else { return .reject(failure) }
                let fitting = longestPrefix(of: edit, fitting: limit, in: unit)
                if fitting.isEmpty && edit.source == .paste { return .reject(failure) }
                return .acceptSanitized(replacement: fitting)
            },
            whenEditingEnds: { text in
                TextLength(of: text).count(in: unit) > limit ? failure : nil
            })
    }

    /// The longest prefix of the edit's replacement, in whole grapheme clusters, with which the text
    /// fits `limit`.
    ///
    /// Not "nothing fits" just because the text is too long without the replacement: its first cluster
    /// can make the text shorter. A lone zero-width joiner glues the emoji on either side into one
    /// cluster (`👩‍👩‍👧|a👩` + `‍a`), and an emoji before a joiner that stood alone does the same
    /// (`\n|‍👩` + `👩a`). From one cluster on the text never gets shorter: whatever follows glues onto
    /// the prefix's last cluster at most as much as onto the one before. So binary search from there.
    private static func longestPrefix(of edit: ProposedEdit, fitting limit: Int, in unit: LengthUnit) -> String {
        let neighborhood = EditNeighborhood(of: edit)
        let clusters = Array(edit.replacement)
        func fits(_ count: Int) -> Bool {
            neighborhood.resultingLength(replacingWith: String(clusters[..<count])).count(in: unit) <= limit
        }
        // fits(low) is known true; fits(high) is known false (the whole replacement overflows).
        guard !clusters.isEmpty, fits(1) else { return "" }
        var low = 1, high = clusters.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return String(clusters[..<low])
    }
}
