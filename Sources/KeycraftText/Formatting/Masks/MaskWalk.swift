/// One walk of a mask's state chain over input characters: the pipeline every application of a mask
/// runs. Each input character goes to the current state, which places it (a value, or the fixed
/// character it matches), inserts its own fixed character and passes the input character on, skips
/// itself (an optional position), or drops it.
struct MaskWalk {
    let mask: Mask
    private(set) var stateIndex: Int
    private(set) var output = ""
    private(set) var outputUTF16 = 0
    private(set) var extractedValue = ""
    private(set) var affinity = 0
    /// The caret in `output` once the walk has passed the input's caret.
    private(set) var caret: Int?
    /// With `recordsRoles`, whether each output character is a value (`true`) or fixed (`false`).
    private(set) var roles: [Bool] = []
    private let recordsRoles: Bool
    private let gravity: MaskCaretGravity
    private var caretFloats = false

    init(mask: Mask, from stateIndex: Int = 0, gravity: MaskCaretGravity, recordsRoles: Bool = false) {
        self.mask = mask
        self.stateIndex = stateIndex
        self.gravity = gravity
        self.recordsRoles = recordsRoles
    }

    var isAbsorbing: Bool {
        if stateIndex < mask.states.count, case .ellipsis = mask.states[stateIndex] { true } else { false }
    }

    /// Called at each input boundary: the caret lands here once the input's caret is reached.
    mutating func reach(inputOffset: Int, inputCaret: Int) {
        guard caret == nil, inputOffset >= inputCaret else { return }
        caret = outputUTF16
        caretFloats = gravity == .forward
    }

    /// Hands one input character to the chain. Optional positions are skipped only for a character that
    /// something after them places: a character dropped anyway leaves them open (so formatting the result
    /// again gives the same text).
    mutating func feed(_ character: Character) {
        var beforeSkipping: MaskWalk?
        if !place(character, beforeSkipping: &beforeSkipping), let beforeSkipping { self = beforeSkipping }
    }

    /// Runs `character` through the chain; whether a state placed it (else it is dropped). The walk as it
    /// was at the first optional position skipped is kept in `beforeSkipping`.
    private mutating func place(_ character: Character, beforeSkipping: inout MaskWalk?) -> Bool {
        while stateIndex < mask.states.count {
            switch mask.states[stateIndex] {
            case .value(let set, let isOptional):
                if set.contains(character), !(isOptional && fixedAfterOptionalPositions == character) {
                    emitValue(character)
                    stateIndex += 1
                    affinity += 1
                    return true
                }
                guard isOptional else { return false }
                if beforeSkipping == nil { beforeSkipping = self }
                stateIndex += 1
            case .ellipsis(let set):
                guard set.contains(character) else { return false }
                emitValue(character)
                affinity += 1
                return true
            case .fixed(let fixed, let isExtracted):
                stateIndex += 1
                emitFixed(fixed, isExtracted: isExtracted)
                if fixed == character {
                    affinity += 1
                    return true
                }
                affinity -= 1
            }
        }
        return false
    }

    /// The fixed character right after the optional positions from the current state on: a character equal
    /// to it types over it rather than filling an optional position (`[9]1` reads `1` as the fixed `1`),
    /// so the mask's own output reads back the same.
    private var fixedAfterOptionalPositions: Character? {
        var index = stateIndex
        while index < mask.states.count, case .value(_, isOptional: true) = mask.states[index] { index += 1 }
        if index < mask.states.count, case .fixed(let fixed, _) = mask.states[index] { return fixed }
        return nil
    }

    /// Places the fixed character of the current state without any input (the literal prefix, or
    /// autocompletion); `counts` says whether it lowers the affinity.
    mutating func insertFixed(counts: Bool) -> Bool {
        guard stateIndex < mask.states.count, case .fixed(let fixed, let isExtracted) = mask.states[stateIndex] else {
            return false
        }
        stateIndex += 1
        emitFixed(fixed, isExtracted: isExtracted)
        if counts { affinity -= 1 }
        return true
    }

    /// Places a fixed character the input typed over (the literal prefix).
    mutating func matchFixed() {
        guard stateIndex < mask.states.count, case .fixed(let fixed, let isExtracted) = mask.states[stateIndex] else {
            return
        }
        stateIndex += 1
        emitFixed(fixed, isExtracted: isExtracted)
        affinity += 1
    }

    /// Appends the fixed characters ahead (InputMask's autocomplete): `+1 (098` becomes `+1 (098) `.
    mutating func autocomplete() {
        while insertFixed(counts: false) {}
    }

    var isComplete: Bool { mask.mandatoryPositions(from: stateIndex) == 0 }

    private mutating func emitValue(_ character: Character) {
        output.append(character)
        outputUTF16 += character.utf16.count
        extractedValue.append(character)
        caretFloats = false
        if recordsRoles { roles.append(true) }
    }

    private mutating func emitFixed(_ character: Character, isExtracted: Bool) {
        output.append(character)
        let width = character.utf16.count
        outputUTF16 += width
        if isExtracted { extractedValue.append(character) }
        if caretFloats { caret! += width }
        if recordsRoles { roles.append(false) }
    }
}
