/// ``MisspellingModel``'s weighted edit distance set up for one typed word: what every candidate
/// weighed for that word shares is worked out once, so a candidate costs its table's cells and
/// little else (`suggest` weighs up to ``Speller/candidatesReranked`` candidates a word).
///
/// Shared across the candidates of one typed word:
/// - the typed word between its marks, and what a letter typed extra costs at each place (the
///   learned edits that add one letter folded in);
/// - where each of its substrings of up to three letters ends, by the number the model gives that
///   substring as a β (``TypedSides``): a learned edit α→β can apply only where its β occurs;
/// - for each intended letter met, every way row i − 1 reaches row i when that letter is row i's:
///   the letter dropped, typed as each typed letter, or typed as the two or three letters ending at
///   each column — the keyboard's slips and the letter's learned edits in one cost per cell, since
///   `a + min(b, c)` is `min(a + b, a + c)` to the last bit (rounding is monotone). A row then starts
///   as a few dense sweeps over the row before, with no edit read at all;
/// - for each intended substring α of two or three letters met so far, its learned edits that can
///   apply: what dropping α costs, and the others as (where β ends, β's length, weighted cost);
/// - the last candidate's table: a row depends only on the intended letters before it, so the
///   rows of the letters a candidate shares at its start with the one before are kept.
///
/// The answer is the one the plain recurrence gives (each cell the least of the same sums), which
/// `MisspellingChannelReferenceTests` checks against a reference that tries every edit at every cell.
struct TypedWordChannel {
    /// Where a learned edit's β ends in the typed word (`end`, a column), its length, and its
    /// weighted cost: the cell (i, end) can be reached from (i − |α|, end − length) at `cost`.
    struct Transition {
        let end: Int32
        let length: Int32
        let cost: Double
    }

    /// Where an intended letter's learned edits and costs are: one past the place of the first of
    /// its chain in `letterEdits` (0 for none), its block of `letters` (0 until made) and the
    /// longest β its learned edits type. Kept for each ASCII letter at its value, for any other
    /// letter at 128. All zero when nothing is known of the letter, so that a word's 129 states
    /// are cleared as zero bytes.
    struct LetterState {
        var head: Int32 = 0
        var block: Int32 = 0
        var reach: Int32 = 0
    }

    /// The learned edits of a two- or three-letter α that can apply: what dropping α costs, and
    /// the others `transitions[first..<last]`.
    struct Group {
        let deletion: Double
        let first: Int32, last: Int32
    }

    /// A learned edit of intended `letter` where it can apply, and one past the place of the next
    /// of its chain (0 ends it).
    struct LetterEdit {
        let letter: Unicode.Scalar
        let edit: Transition
        let next: Int32
    }

    private let model: MisspellingModel
    private let keyboard: KeyProximity
    /// The typed word between its marks.
    private var typed: [Unicode.Scalar]
    /// Where the typed word's substrings that are some edit's β end.
    private var sides: TypedSides
    /// Column j's cost of the letter `typed[j − 1]` typed extra: nothing for an apostrophe, a
    /// doubled key's beside a copy of itself, else a whole edit — or a learned edit's that adds
    /// just that letter, when cheaper.
    private var insertion: [Double]
    private let unit: Double, neighbour: Double, transposition: Double, dropped: Double
    /// The learned edits of a single intended letter that can apply to this word (α left out as
    /// length 0 at column 0), chained by letter from its ``LetterState``'s `head`; 0 ends a chain.
    private var letterEdits: [LetterEdit]
    /// The edits with an empty α adding two or three letters (a single letter's are in `insertion`),
    /// by end column: they stay within a row, so they apply as its cells are filled. Column j's are
    /// `emptyIntended[emptyStarts[j]..<emptyStarts[j + 1]]`.
    private var emptyIntended: [Transition]
    private var emptyStarts: [Int32]
    /// Packed α of two or three letters → its group g, `groupList[g]`, filled as candidates meet each α.
    private var groups: PackedKeyTable
    private var groupList: [Group]
    private var transitions: [Transition]
    /// The table, `(intended.count + 1) × (typed.count + 1)`, row-major; its rows up to the
    /// letters shared with the next candidate are kept.
    private var table: [Double]
    /// The last candidate between its marks, whose rows `table` holds: its first `intendedCount`
    /// letters (the array may be longer, from a longer candidate before).
    private var intended: [Unicode.Scalar]
    private var intendedCount = 0
    /// Each kept row's least cell: every way to the last cell passes through one of any three
    /// consecutive rows (an edit spans at most three intended letters), so once three rows all
    /// exceed a cost, so does the answer.
    private var rowLeast: [Double]
    /// For each intended letter met, a block of three rows of `typed.count + 1` costs: at [0] the
    /// letter dropped, at [j] typed as column j's letter, at [width + j] and [2 × width + j] typed as
    /// the two and three letters ending at column j (infinity where no edit does so). Block 0 is
    /// scratch, for a letter outside ASCII; an ASCII letter's is its ``LetterState``'s once made.
    /// The first ``blocksFilledAhead`` are filled with infinity when the channel is set up, in one
    /// sweep: appending each block as its letter was met was a generic append, about 220
    /// instructions a letter.
    private var letters: [Double]
    /// How many blocks of `letters` are in use (block 0 included).
    private var blocksMade = 1
    /// How many blocks a typed word's channel fills ahead: most words' candidates meet fewer letters.
    static let blocksFilledAhead = 12
    /// Each letter's ``LetterState``: an ASCII letter's at its value, any other's at 128.
    private var letterStates: [LetterState]

    /// The channel for `word` (its comparison symbols): slips cost `unit` × `errors`' costs. Its
    /// arrays are `buffers`' (see ``recycle(into:)``), refilled.
    init(
        model: MisspellingModel, typed word: [Unicode.Scalar], errors: TypingErrorModel, unit: Double, keyboard: KeyProximity,
        reusing buffers: consuming Buffers = Buffers()
    ) {
        // The model's tables leave out the edits its slips beat: these must be those slips.
        assert(model.slips.isSame(as: MisspellingModel.Slips(errors: errors, unit: unit, keyboard: keyboard)))
        self.model = model
        self.keyboard = keyboard
        // Each array is taken out of `b` before it is refilled (``emptied(_:)``), so that it is not shared.
        var b = consume buffers
        var t = Self.emptied(&b.typed)
        t.append(MisspellingModel.start)
        t.append(contentsOf: word)
        t.append(MisspellingModel.end)
        typed = t
        let m = t.count
        self.unit = unit
        neighbour = unit * errors.neighbourKey
        transposition = unit * errors.transposition
        dropped = unit * errors.droppedKey
        let doubled = unit * errors.doubledKey
        var sideBuffers = TypedSides.Buffers()
        swap(&sideBuffers, &b.sides)
        sides = TypedSides(of: t, model: model, reusing: consume sideBuffers)
        // The edits with an empty α: one adding a single letter is folded into that column's
        // insertion (both start from the cell to the left), the others kept by end column.
        var added = Self.emptied(&b.added)
        // Cleared as zero bytes, one `memset` (a refill of the twelve-byte states went one at a time).
        var letterStates = Self.grown(&b.letterStates, toAtLeast: 129, with: LetterState())
        letterStates.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
        letterEdits = sides.shortEdits(of: model, adding: &added, heads: &letterStates, reusing: Self.emptied(&b.letterEdits))
        self.letterStates = letterStates
        var insertion = Self.refilled(&b.insertion, with: 0, count: m + 1)
        // The loops below write through buffers: each write to an array element checked that the
        // array was not shared, a call each.
        insertion.withUnsafeMutableBufferPointer { insertion in
            for j in 1...m {
                let y = t[j - 1]
                insertion[j] = SpellingSymbols.isApostrophe(y) ? 0 : (j > 1 && t[j - 2] == y) || (j < m && t[j] == y) ? doubled : unit
            }
            for edit in added where edit.length == 1 { insertion[Int(edit.end)] = min(insertion[Int(edit.end)], edit.cost) }
        }
        self.insertion = insertion
        // The longer ones by end column, in `added`'s own room.
        added.removeAll { $0.length <= 1 }
        added.sort { $0.end < $1.end }
        emptyIntended = added
        var starts = Self.refilled(&b.emptyStarts, with: 0, count: m + 2)
        starts.withUnsafeMutableBufferPointer { starts in
            for edit in added { starts[Int(edit.end) + 1] += 1 }
            for j in 0...m { starts[j + 1] += starts[j] }
        }
        emptyStarts = starts
        groups = b.groups.take() ?? PackedKeyTable(capacity: 64)
        groups.removeAll()
        groupList = Self.emptied(&b.groupList)
        transitions = Self.emptied(&b.transitions)
        transitions.reserveCapacity(128)
        letters = Self.refilled(&b.letters, with: .infinity, count: Self.blocksFilledAhead * 3 * (m + 1))
        letters.reserveCapacity(16 * 3 * (m + 1))
        // Sized once for candidates up to a few letters longer than the typed word (a longer one
        // grows them): growing them at a word's first weigh was an allocation each.
        let rows = m + 6
        // The table and the rows' least cells keep the last word's values: every cell is written
        // before it is read (row 0 below, each row by `fillRow`), so only their room is made.
        rowLeast = Self.grown(&b.rowLeast, toAtLeast: rows, with: 0)
        rowLeast[0] = 0
        // No candidate's rows yet (`intendedCount` 0): the last word's letters stay, to be written over.
        intended = Self.grown(&b.intended, toAtLeast: rows, with: MisspellingModel.end)
        // Row 0 (nothing intended yet): letters typed extra, and edits with an empty α.
        var table = Self.grown(&b.table, toAtLeast: rows * (m + 1), with: .infinity)
        table.withUnsafeMutableBufferPointer { table in
            table[0] = 0
            for j in 1...m {
                var best = table[j - 1] + insertion[j]
                for e in Int(starts[j])..<Int(starts[j + 1]) {
                    best = min(best, table[j - Int(added[e].length)] + added[e].cost)
                }
                table[j] = best
            }
        }
        self.table = table
    }

    /// Where the typed word's sides keep their arrays (``TypedSides/storage``).
    var typedSidesStorage: [UnsafeRawPointer?] { sides.storage }

    /// Gives the channel's arrays to `pool` for the next typed word's channel, moved out rather
    /// than copied (a copy of the channel was a retain and a release an array); the channel is
    /// empty afterwards and not to be asked again.
    mutating func recycle(into pool: BufferPool) {
        var b = Buffers()
        swap(&b.typed, &typed)
        swap(&b.insertion, &insertion)
        swap(&b.letterEdits, &letterEdits)
        swap(&b.added, &emptyIntended)
        swap(&b.emptyStarts, &emptyStarts)
        b.groups = groups
        swap(&b.groupList, &groupList)
        swap(&b.transitions, &transitions)
        swap(&b.table, &table)
        swap(&b.intended, &intended)
        swap(&b.rowLeast, &rowLeast)
        swap(&b.letters, &letters)
        swap(&b.letterStates, &letterStates)
        sides.recycle(into: &b.sides)
        pool.giveBack(&b)
    }

    /// The group of the learned edits of `alpha` (packed, two or three letters) that can apply to
    /// this typed word, or −1 when none can.
    private mutating func group(of alpha: UInt64) -> Int32 {
        if let g = groups.value(for: alpha) { return g }
        let start = transitions.count
        let edits = model.edits(intended: alpha), learned = model.learned, emptySide = model.emptySide
        let deletion = sides.append(edits, learned: learned, emptySide: emptySide, to: &transitions)
        let g: Int32
        if transitions.count == start && deletion == .infinity {
            g = -1
        } else {
            g = Int32(groupList.count)
            groupList.append(Group(deletion: deletion, first: Int32(start), last: Int32(transitions.count)))
        }
        groups.set(g, for: alpha)
        return g
    }

    /// −ln P(typed | intended) in nats: ``MisspellingModel``'s weighted edit distance from
    /// `word` (the candidate's comparison symbols) to the typed word — or nil once it is sure to
    /// exceed `limit`, when the caller has no use for the exact figure.
    mutating func cost(intended word: UnsafeBufferPointer<Unicode.Scalar>, unlessAbove limit: Double = .infinity) -> Double? {
        let n = word.count + 2, m = typed.count, width = m + 1
        func marked(_ i: Int) -> Unicode.Scalar { i == 0 ? MisspellingModel.start : i == n - 1 ? MisspellingModel.end : word[i - 1] }
        // The rows the last candidate left that this one shares: row i depends on intended[0..<i] alone.
        // The letters are written over the last candidate's in place (removing and appending them
        // took the arrays' generic paths, a few hundred instructions a candidate).
        if intended.count < n { Self.appendCopies(of: MisspellingModel.end, count: n - intended.count, to: &intended) }
        let kept = intendedCount
        let shared = intended.withUnsafeMutableBufferPointer { stored in
            var shared = 0
            while shared < kept && shared < n && stored[shared] == marked(shared) { shared += 1 }
            for i in shared..<n { stored[i] = marked(i) }
            return shared
        }
        guard shared < n else { return self.table[n * width + m] }
        intendedCount = n
        if self.table.count < (n + 1) * width { self.table += [Double](repeating: .infinity, count: (n + 1) * width - self.table.count) }
        if self.rowLeast.count < n + 1 { self.rowLeast += [Double](repeating: 0, count: n + 1 - self.rowLeast.count) }
        // Moved out while the rows are filled, and written through buffers: a row's buffer is then
        // the only access to it, and no write checks that the array is not shared.
        var table: [Double] = [], rowLeast: [Double] = []
        swap(&table, &self.table)
        swap(&rowLeast, &self.rowLeast)
        defer {
            swap(&table, &self.table)
            swap(&rowLeast, &self.rowLeast)
        }
        let filled = table.withUnsafeMutableBufferPointer { table in
            rowLeast.withUnsafeMutableBufferPointer { rowLeast in
                for i in (shared + 1)...n {
                    // The groups of the α of two and three letters ending at this row, set up only
                    // now that the row is reached.
                    var groups: (Int32, Int32) = (-1, -1)
                    var alpha = UInt64(intended[i - 1].value)
                    for k in stride(from: 2, through: min(i, MisspellingModel.longestSide), by: 1) {
                        alpha |= UInt64(intended[i - k].value) << (21 * UInt64(k - 1))
                        let g = model.mayHaveEdits(intended: alpha) ? group(of: alpha) : -1
                        if k == 2 { groups.0 = g } else { groups.1 = g }
                    }
                    let (block, reach) = letterBlock(of: intended[i - 1])
                    rowLeast[i] = fillRow(i, table.baseAddress! + i * width, groups: groups, block: block, reach: reach, width: width)
                    if rowLeast[i] > limit && rowLeast[i - 1] > limit && rowLeast[max(0, i - 2)] > limit { return i }
                }
                return n
            }
        }
        guard filled == n else {
            // Rows past `filled` were not filled: the next candidate may reuse only those before.
            intendedCount = filled
            return nil
        }
        return table[n * width + m]
    }

    /// Where the block of intended letter `x` starts in `letters`, and the longest β its learned
    /// edits type: made the first time an ASCII letter is met (and kept for the other candidates),
    /// every time for another.
    private mutating func letterBlock(of x: Unicode.Scalar) -> (start: Int, reach: Int) {
        let width = typed.count + 1, size = 3 * width
        let slot = min(Int(x.value), 128)
        if slot < 128, letterStates[slot].block != 0 { return (Int(letterStates[slot].block) * size, Int(letterStates[slot].reach)) }
        let block = slot < 128 ? blocksMade : 0
        if block != 0 {
            // Past the blocks filled ahead, one more of infinity.
            if letters.count < (block + 1) * size { Self.appendCopies(of: .infinity, count: size, to: &letters) }
            blocksMade += 1
            letterStates[slot].block = Int32(block)
        } else {
            for j in 0..<size { letters[j] = .infinity }
        }
        let base = block * size
        // Moved out and written through a buffer: each write to an element checked that `letters`
        // was not shared, a call each.
        var letters: [Double] = []
        swap(&letters, &self.letters)
        defer { swap(&letters, &self.letters) }
        let head = letterStates[slot].head
        let reach = letters.withUnsafeMutableBufferPointer { letters in
            typed.withUnsafeBufferPointer { typed in
                letterEdits.withUnsafeBufferPointer { letterEdits in
                    // The keyboard's slips: the letter dropped, or typed as another key.
                    letters[base] = SpellingSymbols.isApostrophe(x) ? 0 : dropped
                    for j in 1..<width {
                        let y = typed[j &- 1]
                        letters[base &+ j] = x == y ? 0 : keyboard.areNeighbours(x, y) ? neighbour : unit
                    }
                    // The letter's learned edits, each where its β ends: the cheaper cost of each way kept.
                    var reach: Int32 = 1
                    var e = head
                    while e > 0 {
                        let found = letterEdits[Int(e) &- 1]
                        e = found.next
                        guard found.letter == x else { continue }
                        let edit = found.edit
                        let at = base &+ (edit.length == 0 ? 0 : Int(edit.length &- 1) &* width &+ Int(edit.end))
                        letters[at] = min(letters[at], edit.cost)
                        reach = max(reach, edit.length)
                    }
                    return reach
                }
            }
        }
        letterStates[slot].reach = reach
        return (base, Int(reach))
    }

    /// Row i of the table at `row` (rows before it filled), its letter's block at `block` of
    /// `letters` (its longest β `reach`): first every way from the rows before (the letter's block in dense sweeps, then the
    /// learned edits of the two and three letters ending at row i, whose groups are `groups`, −1
    /// for none: ``MisspellingModel/longestSide`` is 3), then each cell's letter typed
    /// extra, transposition and edits with an empty α, left to right. Returns the row's least cell.
    /// (Mutating though it writes only `row`: called from ``cost(intended:unlessAbove:)``'s closures,
    /// which hold the channel in place, a non-mutating call copied the whole channel, 360 bytes, a row.)
    private mutating func fillRow(_ i: Int, _ row: UnsafeMutablePointer<Double>, groups: (Int32, Int32), block: Int, reach: Int, width: Int) -> Double {
        let up = row - width
        letters.withUnsafeBufferPointer { letters in
            let letter = letters.baseAddress! + block
            Self.sweep(row, from: up, dropping: letter[0], typing: letter, reach: reach, width: width)
        }
        // Read through buffers, and indexed with wrapping arithmetic: the columns and rows are in
        // the table by construction, and the checks were a third of the row's instructions.
        transitions.withUnsafeBufferPointer { transitions in
            groupList.withUnsafeBufferPointer { groupList in
                for k in 2...MisspellingModel.longestSide where k <= i {
                    let g = Int(k == 2 ? groups.0 : groups.1)
                    guard g >= 0 else { continue }
                    let from = row - k &* width, group = groupList[g]
                    if group.deletion < .infinity {
                        for j in 0..<width { row[j] = min(row[j], from[j] + group.deletion) }
                    }
                    for e in Int(group.first)..<Int(group.last) {
                        let edit = transitions[e], j = Int(edit.end)
                        row[j] = min(row[j], from[j &- Int(edit.length)] + edit.cost)
                    }
                }
            }
        }
        return leftToRight(i, row, width: width)
    }

    /// A row's cells from the row before (`up`): each the least of `up[j]` + `dropping` and, for each
    /// β length l up to `reach`, `up[j − l]` + `typing[(l − 1) × width + j]`.
    @inline(__always)
    private static func sweep(
        _ row: UnsafeMutablePointer<Double>, from up: UnsafeMutablePointer<Double>, dropping: Double,
        typing: UnsafePointer<Double>, reach: Int, width: Int
    ) {
        row[0] = up[0] + dropping
        for j in 1..<width { row[j] = min(up[j] + dropping, up[j - 1] + typing[j]) }
        for l in stride(from: 2, through: reach, by: 1) where l < width {
            let typing = typing + (l - 1) * width
            for j in l..<width { row[j] = min(row[j], up[j - l] + typing[j]) }
        }
    }

    /// Row i's cells in order, now that every way from the rows before is in: a letter typed extra
    /// (from the cell to the left), two letters swapped, and the edits with an empty α. Returns the
    /// row's least cell.
    @inline(__always)
    private func leftToRight(_ i: Int, _ row: UnsafeMutablePointer<Double>, width: Int) -> Double {
        let x = intended[i - 1], before = i > 1 ? intended[i - 2] : x
        let swapRow = row - 2 &* width, transposition = self.transposition
        return typed.withUnsafeBufferPointer { typed in
            insertion.withUnsafeBufferPointer { insertion in
                emptyStarts.withUnsafeBufferPointer { starts in
                    emptyIntended.withUnsafeBufferPointer { empty in
                        var least = row[0]
                        for j in 1..<width {
                            var best = min(row[j], row[j &- 1] + insertion[j])
                            let y = typed[j &- 1]
                            if i > 1, j > 1, x == typed[j &- 2], before == y, x != y {
                                best = min(best, swapRow[j &- 2] + transposition)
                            }
                            for e in Int(starts[j])..<Int(starts[j &+ 1]) {
                                best = min(best, row[j &- Int(empty[e].length)] + empty[e].cost)
                            }
                            row[j] = best
                            least = min(least, best)
                        }
                        return least
                    }
                }
            }
        }
    }
}
