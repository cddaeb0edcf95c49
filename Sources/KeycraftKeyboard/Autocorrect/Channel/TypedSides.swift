extension TypedWordChannel {
    /// Where a typed word's substrings of one to three letters that are some edit's β end, by the
    /// number the model gives each β: an edit applies only where its β occurs, so it is ruled in or
    /// out by one read of a bit set of a few hundred bytes.
    struct TypedSides {
        /// A place where one of the model's typed sides (by `number`) ends in the word.
        fileprivate struct Piece {
            let number: Int32, end: Int32, length: Int32
        }

        /// One side the word has: its number and length, and its places `pieces[first..<last]`.
        fileprivate struct Side {
            var number: Int32 = 0, length: Int32 = 0, first: Int32 = 0, last: Int32 = 0
        }

        /// For each of the model's typed sides (by number, the empty side's last), 1 + its index in
        /// `sides` when the word has it, else 0: an edit is ruled in or out by one read of it. Only
        /// the word's own sides are set, and they are cleared for the next word (``init(of:model:reusing:)``),
        /// so the array is filled once per model rather than once per word.
        private var placeOf: [Int32]
        /// The word's sides, in order of their first place's end column.
        private var sides: [Side]
        /// Where the word's sides end, side by side, each side's by end column.
        private var pieces: [Piece]

        /// The arrays a word's sides fill (see ``TypedWordChannel/Buffers``).
        struct Buffers {
            fileprivate var placeOf: [Int32] = []
            fileprivate var sides: [Side] = []
            fileprivate var pieces: [Piece] = []
            init() {}
        }

        /// The sides of `t` (the typed word between its marks), in `buffers`' arrays.
        init(of t: [Unicode.Scalar], model: MisspellingModel, reusing buffers: consuming Buffers = Buffers()) {
            var filled = consume buffers
            Self.clear(&filled, sideCount: model.typedSideCount)
            withUnsafeTemporaryAllocation(of: Piece.self, capacity: MisspellingModel.longestSide * t.count) { found in
                var count = 0
                for j in 1...t.count {
                    var beta: UInt64 = 0
                    for l in 1...min(MisspellingModel.longestSide, j) {
                        beta |= UInt64(t[j - l].value) << (21 * UInt64(l - 1))
                        guard let number = model.typedSides.value(for: beta) else { continue }
                        found.initializeElement(at: count, to: Piece(number: number, end: Int32(j), length: Int32(l)))
                        count += 1
                    }
                }
                Self.group(UnsafeBufferPointer(rebasing: found[..<count]), into: &filled)
            }
            placeOf = filled.placeOf
            sides = filled.sides
            pieces = filled.pieces
        }

        /// Moves the arrays to `buffers`, for the next typed word's sides.
        mutating func recycle(into buffers: inout Buffers) {
            swap(&buffers.placeOf, &placeOf)
            swap(&buffers.sides, &sides)
            swap(&buffers.pieces, &pieces)
        }

        /// `buffers.placeOf` all zeros, for a model of `sideCount` typed sides: the last word's
        /// sides cleared, or the whole array made when it is new or another model's size.
        private static func clear(_ buffers: inout Buffers, sideCount: Int) {
            if buffers.placeOf.count == sideCount + 1 {
                for side in buffers.sides { buffers.placeOf[Int(side.number)] = 0 }
            } else {
                buffers.placeOf = TypedWordChannel.refilled(&buffers.placeOf, with: 0, count: sideCount + 1)
            }
        }

        /// The places `found` (in order of end column) grouped by side: each side numbered as it is
        /// first met, its count of places found, then its places by counting — they are in order of
        /// end column already (a comparison sort of a few dozen places was 1% of `suggest`).
        private static func group(_ found: UnsafeBufferPointer<Piece>, into buffers: inout Buffers) {
            // Moved out as it is (all zeros), so that it is not shared while it is written.
            var placeOf: [Int32] = []
            swap(&placeOf, &buffers.placeOf)
            var sides = TypedWordChannel.emptied(&buffers.sides)
            // Each side's count of places in `last`, then its first place in both, then its places.
            for piece in found {
                var s = Int(placeOf[Int(piece.number)])
                if s == 0 {
                    sides.append(Side(number: piece.number, length: piece.length))
                    s = sides.count
                    placeOf[Int(piece.number)] = Int32(s)
                }
                sides[s - 1].last += 1
            }
            var next: Int32 = 0
            for s in sides.indices {
                let count = sides[s].last
                sides[s].first = next
                sides[s].last = next
                next += count
            }
            var pieces = TypedWordChannel.emptied(&buffers.pieces)
            pieces.append(contentsOf: found)
            for piece in found {
                let s = Int(placeOf[Int(piece.number)]) - 1
                pieces[Int(sides[s].last)] = piece
                sides[s].last += 1
            }
            buffers.placeOf = placeOf
            buffers.sides = sides
            buffers.pieces = pieces
        }

        /// The learned edits of an intended side of at most one letter that apply to this word,
        /// each where its β ends: a single letter's chained by letter (see
        /// `TypedWordChannel.letterEdits`, each chain's first in `heads`), an empty one's appended
        /// to `added`, in `buffer`'s room. Read from the model by the word's own sides, a few edits each.
        func shortEdits(of model: MisspellingModel, adding added: inout [Transition], heads: inout [LetterState], reusing buffer: consuming [LetterEdit] = []) -> [LetterEdit] {
            var edits = consume buffer
            edits.removeAll(keepingCapacity: true)
            edits.reserveCapacity(256)
            func add(_ short: MisspellingModel.ShortEdit, end: Int32, length: Int32) {
                let edit = Transition(end: end, length: length, cost: short.cost)
                guard let letter = Unicode.Scalar(short.intended), short.intended != 0 else { return added.append(edit) }
                let chain = min(Int(letter.value), 128)
                edits.append(LetterEdit(letter: letter, edit: edit, next: heads[chain].head))
                heads[chain].head = Int32(edits.count - 1)
            }
            let empty = Int(model.emptySide)
            for e in Int(model.shortStarts[empty])..<Int(model.shortStarts[empty + 1]) {
                add(model.shortEdits[e], end: 0, length: 0)
            }
            for side in sides {
                for e in Int(model.shortStarts[Int(side.number)])..<Int(model.shortStarts[Int(side.number) + 1]) {
                    for k in Int(side.first)..<Int(side.last) {
                        add(model.shortEdits[e], end: pieces[k].end, length: side.length)
                    }
                }
            }
            return edits
        }

        /// Appends the edits `edits` of the model's `blocks` whose β the word has to `result`, one
        /// per place the β occurs.
        func append(_ edits: Range<Int>, of model: MisspellingModel, to result: inout [Transition]) {
            // By index: a slice of `blocks` was a retain and a release of it each call.
            for e in edits {
                let edit = model.blocks[e]
                let s = Int(placeOf[Int(edit.typedNumber)])
                guard s != 0 else { continue }
                let side = sides[s - 1]
                for k in Int(side.first)..<Int(side.last) {
                    result.append(Transition(end: pieces[k].end, length: Int32(edit.length), cost: edit.cost))
                }
            }
        }
    }
}
