extension Speller {
    /// What a candidate that sounds like the typed word (they share a ``DoubleMetaphone`` key) pays of
    /// its channel cost: people who spell by ear write fisiks for physics and nashun for nation, slips
    /// a letter-by-letter channel finds expensive. Fitted on the codespell development split (see
    /// ``soundAlikeFactor``); Norvig's sets and the held-out split were only measured.
    public static let standardSoundAlikeFactor = 0.85

    /// What `candidate` pays of its channel cost against the word whose keys are `typedKeys`:
    /// ``soundAlikeFactor`` when the two sound alike, 1 otherwise (and always for a word of fewer
    /// than three letters, whose keys are too short to tell).
    func soundAlikeMultiplier(for candidate: String, typedKeys: DoubleMetaphone.Packed?) -> Double {
        guard let typedKeys, soundAlikeFactor != 1, candidate.utf8.count >= 3,
              DoubleMetaphone.Packed(candidate).matches(typedKeys) else { return 1 }
        return soundAlikeFactor
    }

    /// ``soundAlikeMultiplier(for:typedKeys:)`` of a candidate given as ASCII bytes (a dictionary
    /// word as listed), without making its string.
    func soundAlikeMultiplier(forASCII candidate: UnsafeBufferPointer<UInt8>, typedKeys: DoubleMetaphone.Packed?) -> Double {
        guard let typedKeys, soundAlikeFactor != 1, candidate.count >= 3,
              DoubleMetaphone.Packed.ascii(candidate, matches: typedKeys) else { return 1 }
        return soundAlikeFactor
    }

    /// The typed word's keys, when sound-alike costs apply to it (a word of three letters or more).
    func soundAlikeKeys(of typed: String) -> DoubleMetaphone.Packed? {
        soundAlikeFactor == 1 || typed.utf8.count < 3 ? nil : DoubleMetaphone.Packed(typed)
    }
}
