/// ``MisspellingModel``'s weighted edit distance set up for one typed word: what every candidate
/// weighed for that word shares is worked out once, so a candidate costs its table's cells and
/// little else (`suggest` weighs up to 12 candidates a word).
///
/// Shared across the candidates of one typed word:
/// - the typed word between its marks, and what a letter typed extra costs at each place;
/// - what each intended letter met costs typed as each of the word's letters (an ASCII letter's
///   kept for the next candidates), so that a cell reads its substitution rather than comparing keys;
/// - where each of its substrings of up to three letters ends, by the number the model gives that
///   substring as a β: a learned edit α→β can apply only where its β occurs, so an edit is ruled in
///   or out by one read of its β's number rather than compared at every cell;
/// - for each intended substring α met so far, its learned edits that can apply, as (where β ends,
///   β's length, weighted cost): a row of the table relaxes just the cells those edits reach. A
///   row's α are set up only when the row is filled, so a candidate given up early sets up none of
///   the rows it never reached;
/// - the last candidate's table: a row depends only on the intended letters before it, so the
///   rows of the letters a candidate shares at its start with the one before are kept.
///
/// The answer is the one the plain recurrence gives (each cell the least of the same sums), which
/// `MisspellingModelTests` checks against a reference that tries every edit at every cell.
struct TypedWordChannel {
    /// Where a learned edit's β ends in the typed word (`end`, a column), its length, and its
    /// weighted cost: the cell (i, end) can be reached from (i − |α|, end − length) at `cost`.
    struct Transition {
        let end: Int32
        let length: Int32
        let cost: Double
    }

    private let model: MisspellingModel
    private let keyboard: KeyProximity
    /// The typed word between its marks.
    private let typed: [Unicode.Scalar]
    /// Column j's cost of the letter `typed[j − 1]` typed extra: nothing for an apostrophe, a
    /// doubled key's beside a copy of itself, else a whole edit.
    private let insertion: [Double]
    private let unit: Double, neighbour: Double, transposition: Double, dropped: Double
    /// One bit per typed side of the model (by number), set where this word has that substring: an
    /// edit is ruled in or out by one read of a table of a few hundred bytes.
    private let present: [UInt64]
    /// How many bits `present` sets before each of its words: a side's place b among the word's sides
    /// (ascending by number) is that count plus the bits set before its own. Side b's end columns are
    /// `endingStarts[b]..<endingStarts[b + 1]` of `endings`.
    private let ranks: [Int32]
    private let endingStarts: [Int32]
    private let endings: [Int32]
    /// The edits with an empty α (a letter typed that was never intended), by end column: they
    /// stay within a row, so they apply as its cells are filled.
    private var emptyIntended: [Transition] = []
    /// Column j's edits with an empty α: `emptyIntended[emptyStarts[j]..<emptyStarts[j + 1]]`.
    private var emptyStarts: [Int32] = []
    /// Packed α → its group g: `transitions[groupStarts[g]..<groupStarts[g + 1]]`, filled as
    /// candidates meet each α.
    private var groups: PackedKeyTable
    private var groupStarts: [Int32] = [0]
    private var transitions: [Transition] = []
    /// The table, `(intended.count + 1) × (typed.count + 1)`, row-major; its rows up to the
    /// letters shared with the next candidate are kept.
    private var table: [Double]
    /// The last candidate between its marks, whose rows `table` holds.
    private var intended: [Unicode.Scalar] = []
    /// For each row i ≥ 1 and α length k = 1...3, α's group (or −1): `[i * 3 + k − 1]`.
    private var rowGroups: [Int32] = []
    /// Each kept row's least cell: every way to the last cell passes through one of any three
    /// consecutive rows (an edit spans at most three intended letters), so once three rows all
    /// exceed a cost, so does the answer.
    private var rowLeast: [Double] = [0]
    /// What each intended letter met so far costs typed as each typed letter (nothing for itself, a
    /// neighbouring key's or a whole edit), a row of `typed.count + 1` per letter (column 0 unused):
    /// a cell reads its substitution rather than comparing keys. Row 0 is scratch, for a letter
    /// outside ASCII; an ASCII letter's row is `substitutionRows[letter]` once made (0 before).
    private var substitutions: [Double]
    private var substitutionRows = [Int32](repeating: 0, count: 128)

    /// The channel for `word` (its comparison symbols): slips cost `unit` × `errors`' costs.
    init(model: MisspellingModel, typed word: [Unicode.Scalar], errors: TypingErrorModel, unit: Double, keyboard: KeyProximity) {
        self.model = model
        self.keyboard = keyboard
        let t = [MisspellingModel.start] + word + [MisspellingModel.end]
        typed = t
        let m = t.count
        self.unit = unit
        neighbour = unit * errors.neighbourKey
        transposition = unit * errors.transposition
        dropped = unit * errors.droppedKey
        let doubled = unit * errors.doubledKey
        insertion = [0] + (1...m).map { j in
            let y = t[j - 1]
            return SpellingSymbols.isApostrophe(y) ? 0 : (j > 1 && t[j - 2] == y) || (j < m && t[j] == y) ? doubled : unit
        }
        // Every substring of one to three letters that is some edit's β, with the column it ends
        // at, grouped by the β's number.
        var pieces: [(number: Int32, end: Int32)] = []
        pieces.reserveCapacity(3 * m)
        for j in 1...m {
            var beta: UInt64 = 0
            for l in 1...min(MisspellingModel.longestSide, j) {
                beta |= UInt64(t[j - l].value) << (21 * UInt64(l - 1))
                if let number = model.typedSides.value(for: beta) { pieces.append((number, Int32(j))) }
            }
        }
        pieces.sort { $0.number != $1.number ? $0.number < $1.number : $0.end < $1.end }
        // One bit more than the model's sides: the empty side's, set below.
        var present = [UInt64](repeating: 0, count: (model.typedSideCount + 1 + 63) / 64)
        var endingStarts: [Int32] = [0]
        for k in pieces.indices where k + 1 == pieces.count || pieces[k + 1].number != pieces[k].number {
            let number = Int(pieces[k].number)
            present[number >> 6] |= 1 << UInt64(number & 63)
            endingStarts.append(Int32(k + 1))
        }
        var ranks: [Int32] = [], before: Int32 = 0
        ranks.reserveCapacity(present.count)
        for word in present {
            ranks.append(before)
            before += Int32(word.nonzeroBitCount)
        }
        // The empty side "occurs" in every word; set after the ranks, which count only the others
        // (its number is the last, so no other side's rank counts it).
        let emptySide = Int(model.emptySide)
        present[emptySide >> 6] |= 1 << UInt64(emptySide & 63)
        self.present = present
        self.ranks = ranks
        self.endingStarts = endingStarts
        endings = pieces.map(\.end)
        groups = PackedKeyTable(capacity: 64)
        transitions.reserveCapacity(256)
        table = [Double](repeating: .infinity, count: m + 1)
        substitutions = [Double](repeating: 0, count: m + 1)
        substitutions.reserveCapacity(16 * (m + 1))
        var empty: [Transition] = []
        append(model.edits(intended: 0), to: &empty)
        emptyIntended = empty.sorted { $0.end < $1.end }
        var starts = [Int32](repeating: 0, count: m + 2)
        for edit in emptyIntended { starts[Int(edit.end) + 1] += 1 }
        for j in 0...m { starts[j + 1] += starts[j] }
        emptyStarts = starts
        // Row 0 (nothing intended yet): letters typed extra, and edits with an empty α.
        table[0] = 0
        var next = 0
        for j in 1...m {
            var best = table[j - 1] + insertion[j]
            while next < emptyIntended.count && Int(emptyIntended[next].end) == j {
                best = min(best, table[j - Int(emptyIntended[next].length)] + emptyIntended[next].cost)
                next += 1
            }
            table[j] = best
        }
    }

    /// Appends the transitions of `edits` (indices into the model's edits): one per place its β occurs.
    ///
    /// Most of an intended side's edits have a β this word lacks (a single letter's, a hundred or
    /// so, nearly all): they are sorted out first without a branch on each (which way it would go is
    /// data, and mispredicts), and only the few kept are read further.
    private func append(_ edits: Range<Int>, to result: inout [Transition]) {
        guard !edits.isEmpty else { return }
        let empty = model.emptySide, columns = Int32(typed.count + 1)
        model.typedNumbers.withUnsafeBufferPointer { numbers in
            present.withUnsafeBufferPointer { present in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: edits.count) { kept in
                    var count = 0
                    for e in edits {
                        let number = numbers[e]
                        kept[count] = e
                        count &+= Int(truncatingIfNeeded: present[Int(number &>> 6)] &>> UInt64(number & 63) & 1)
                    }
                    for e in kept[0..<count] {
                        let number = numbers[e], cost = model.weightedCosts[e]
                        if number == empty {
                            // An empty β "occurs" at every column: α left out.
                            for j in 0..<columns { result.append(Transition(end: j, length: 0, cost: cost)) }
                            continue
                        }
                        let w = Int(number &>> 6), bit = UInt64(number & 63)
                        let b = Int(ranks[w]) + (present[w] & ((1 << bit) &- 1)).nonzeroBitCount
                        let length = Int32(model.lengths[e])
                        for k in Int(endingStarts[b])..<Int(endingStarts[b + 1]) {
                            result.append(Transition(end: endings[k], length: length, cost: cost))
                        }
                    }
                }
            }
        }
    }

    /// The group of the learned edits of `alpha` (packed, not empty) that can apply to this typed word.
    private mutating func group(of alpha: UInt64) -> Int32 {
        if let g = groups.value(for: alpha) { return g }
        let edits = model.edits(intended: alpha)
        let g: Int32
        if edits.isEmpty {
            g = -1
        } else {
            // Moved out while appended to, so that the append reads `self` without a copy.
            var added: [Transition] = []
            swap(&added, &transitions)
            append(edits, to: &added)
            swap(&added, &transitions)
            g = Int32(groupStarts.count - 1)
            groupStarts.append(Int32(transitions.count))
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
        var shared = 0
        while shared < intended.count && shared < n && intended[shared] == marked(shared) { shared += 1 }
        intended.removeSubrange(shared...)
        for i in shared..<n { intended.append(marked(i)) }
        guard shared < n else { return self.table[n * width + m] }
        if rowGroups.count < (n + 1) * 3 { rowGroups += [Int32](repeating: -1, count: (n + 1) * 3 - rowGroups.count) }
        if self.table.count < (n + 1) * width { self.table += [Double](repeating: .infinity, count: (n + 1) * width - self.table.count) }
        if self.rowLeast.count < n + 1 { self.rowLeast += [Double](repeating: 0, count: n + 1 - self.rowLeast.count) }
        // Moved out while the rows are filled, so the buffers below are the only access to them.
        var table: [Double] = [], rowLeast: [Double] = []
        swap(&table, &self.table)
        swap(&rowLeast, &self.rowLeast)
        defer {
            swap(&table, &self.table)
            swap(&rowLeast, &self.rowLeast)
        }
        var filled = n
        for i in (shared + 1)...n {
            // The groups of the α ending at this row, set up only now that the row is reached.
            var alpha: UInt64 = 0
            for k in 1...MisspellingModel.longestSide {
                guard k <= i else { rowGroups[i * 3 + k - 1] = -1; continue }
                alpha |= UInt64(intended[i - k].value) << (21 * UInt64(k - 1))
                rowGroups[i * 3 + k - 1] = model.mayHaveEdits(intended: alpha) ? group(of: alpha) : -1
            }
            let substitution = substitutionRow(of: intended[i - 1])
            rowLeast[i] = table.withUnsafeMutableBufferPointer { table in
                intended.withUnsafeBufferPointer { w in
                    typed.withUnsafeBufferPointer { t in
                        insertion.withUnsafeBufferPointer { insertion in
                            transitions.withUnsafeBufferPointer { transitions in
                                emptyIntended.withUnsafeBufferPointer { emptyIntended in
                                    substitutions.withUnsafeBufferPointer { substitutions in
                                        fillRow(i, table, w, t, insertion, transitions, emptyIntended,
                                                UnsafeBufferPointer(rebasing: substitutions[substitution..<(substitution + width)]), width: width)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if rowLeast[i] > limit && rowLeast[i - 1] > limit && rowLeast[max(0, i - 2)] > limit {
                filled = i
                break
            }
        }
        guard filled == n else {
            // Rows past `filled` were not filled: the next candidate may reuse only those before.
            intended.removeSubrange(filled...)
            return nil
        }
        return table[n * width + m]
    }

    /// Where the substitution costs of intended letter `x` start in `substitutions`: made the first
    /// time an ASCII letter is met (and kept for the other candidates), every time for another.
    private mutating func substitutionRow(of x: Unicode.Scalar) -> Int {
        let width = typed.count + 1
        if x.value < 128, substitutionRows[Int(x.value)] != 0 { return Int(substitutionRows[Int(x.value)]) * width }
        let row = x.value < 128 ? substitutions.count / width : 0
        if row != 0 {
            substitutions.append(contentsOf: repeatElement(0, count: width))
            substitutionRows[Int(x.value)] = Int32(row)
        }
        for j in 1..<width {
            let y = typed[j - 1]
            substitutions[row * width + j] = x == y ? 0 : keyboard.areNeighbours(x, y) ? neighbour : unit
        }
        return row * width
    }

    /// Row i of the table (rows before it filled): the learned edits with a non-empty α ending at
    /// letter i first, then each cell's slips and the edits with an empty α, left to right. Returns
    /// the row's least cell.
    @inline(__always)
    private func fillRow(
        _ i: Int, _ table: UnsafeMutableBufferPointer<Double>, _ w: UnsafeBufferPointer<Unicode.Scalar>,
        _ t: UnsafeBufferPointer<Unicode.Scalar>, _ insertion: UnsafeBufferPointer<Double>,
        _ transitions: UnsafeBufferPointer<Transition>, _ emptyIntended: UnsafeBufferPointer<Transition>,
        _ substitution: UnsafeBufferPointer<Double>, width: Int
    ) -> Double {
        let m = width - 1, row = i * width, up = row - width
        for j in 0...m { table[row + j] = .infinity }
        for k in 1...min(MisspellingModel.longestSide, i) {
            let g = Int(rowGroups[i * 3 + k - 1])
            guard g >= 0 else { continue }
            let from = row - k * width
            for e in Int(groupStarts[g])..<Int(groupStarts[g + 1]) {
                let edit = transitions[e], j = Int(edit.end)
                table[row + j] = min(table[row + j], table[from + j - Int(edit.length)] + edit.cost)
            }
        }
        let x = w[i - 1]
        let deletion = SpellingSymbols.isApostrophe(x) ? 0 : dropped
        table[row] = min(table[row], table[up] + deletion)
        var least = table[row]
        for j in 1...m {
            var best = table[row + j]
            best = min(best, table[up + j] + deletion)
            best = min(best, table[row + j - 1] + insertion[j])
            let y = t[j - 1]
            best = min(best, table[up + j - 1] + substitution[j])
            if i > 1, j > 1, x == t[j - 2], w[i - 2] == y, x != y {
                best = min(best, table[up - width + j - 2] + transposition)
            }
            for e in Int(emptyStarts[j])..<Int(emptyStarts[j + 1]) {
                best = min(best, table[row + j - Int(emptyIntended[e].length)] + emptyIntended[e].cost)
            }
            table[row + j] = best
            least = min(least, best)
        }
        return least
    }
}
