extension TypedWordChannel {
    /// Where a typed word's substrings of one to three letters that are some edit's β end, by the
    /// number the model gives each β: an edit applies only where its β occurs, so it is ruled in or
    /// out by one read of the word's slot for that number.
    struct TypedSides {
        /// A place where one of the model's typed sides (by `number`) ends in the word.
        fileprivate struct Piece {
            let number: Int32, end: Int32, length: Int32
        }

        /// One side the word has: its number and length, and its places `pieces[first..<last]`.
        fileprivate struct Side {
            var number: Int32 = 0, length: Int32 = 0, first: Int32 = 0, last: Int32 = 0
        }

        /// For each of the model's typed sides (by number), its place in `sides`, or −1 when the word
        /// lacks it. Only the word's own sides' slots are set, and they are set back to −1 when the
        /// arrays are recycled: a word touches a few dozen of the model's thousands, where clearing
        /// (or summing) them all was most of a word's grouping.
        private var slots: [Int32]
        private var sides: [Side]
        /// Where the word's sides end, by side (in `sides`' order) then end column.
        private var pieces: [Piece]

        /// The arrays a word's sides fill (see ``TypedWordChannel/Buffers``).
        struct Buffers {
            fileprivate var slots: [Int32] = []
            fileprivate var sides: [Side] = []
            fileprivate var pieces: [Piece] = []
            init() {}
        }

        /// The sides of `t` (the typed word between its marks), in `buffers`' arrays.
        init(of t: [Unicode.Scalar], model: MisspellingModel, reusing buffers: consuming Buffers = Buffers()) {
            var filled = consume buffers
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
                Self.group(UnsafeBufferPointer(rebasing: found[..<count]), sideCount: model.typedSideCount, into: &filled)
            }
            slots = filled.slots
            sides = filled.sides
            pieces = filled.pieces
        }

        /// Where the arrays keep their elements: a test sees from it that the next word's sides are
        /// written in the arrays this word's gave back, not in new ones.
        var storage: [UnsafeRawPointer?] {
            [slots.withUnsafeBytes(\.baseAddress), sides.withUnsafeBytes(\.baseAddress), pieces.withUnsafeBytes(\.baseAddress)]
        }

        /// Moves the arrays to `buffers`, for the next typed word's sides.
        mutating func recycle(into buffers: inout Buffers) {
            // The next word finds every slot −1 again.
            slots.withUnsafeMutableBufferPointer { slots in
                for side in sides { slots[Int(side.number)] = -1 }
            }
            swap(&buffers.slots, &slots)
            swap(&buffers.sides, &sides)
            swap(&buffers.pieces, &pieces)
        }

        /// The places `found` (in order of end column) grouped by side, the sides in the order the
        /// word first has them: each side's slot from the number's own (−1 until the word has it),
        /// and the places by counting — they are in order of end column already (a comparison sort
        /// of a few dozen places was 1% of `suggest`).
        private static func group(_ found: UnsafeBufferPointer<Piece>, sideCount: Int, into buffers: inout Buffers) {
            var slots = TypedWordChannel.grown(&buffers.slots, toAtLeast: sideCount, with: -1)
            var sides = TypedWordChannel.emptied(&buffers.sides)
            var pieces = TypedWordChannel.emptied(&buffers.pieces)
            pieces.append(contentsOf: found)
            // Each side's count of places in `last`, then its first place in both, then its places.
            slots.withUnsafeMutableBufferPointer { slots in
                for piece in found where slots[Int(piece.number)] < 0 {
                    slots[Int(piece.number)] = Int32(sides.count)
                    sides.append(Side(number: piece.number, length: piece.length))
                }
                // Written through buffers: each write to an array element checked that the array
                // was not shared, a call each.
                sides.withUnsafeMutableBufferPointer { sides in
                    for piece in found { sides[Int(slots[Int(piece.number)])].last &+= 1 }
                    var next: Int32 = 0
                    for s in sides.indices {
                        let count = sides[s].last
                        sides[s].first = next
                        sides[s].last = next
                        next &+= count
                    }
                    pieces.withUnsafeMutableBufferPointer { pieces in
                        for piece in found {
                            let s = Int(slots[Int(piece.number)])
                            pieces[Int(sides[s].last)] = piece
                            sides[s].last &+= 1
                        }
                    }
                }
            }
            buffers.slots = slots
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
            // The chains' heads written through a buffer (a write to an element checked that the array was not shared).
            heads.withUnsafeMutableBufferPointer { heads in
                let empty = Int(model.emptySide)
                for e in Int(model.shortStarts[empty])..<Int(model.shortStarts[empty + 1]) {
                    Self.add(model.shortEdits[e], end: 0, length: 0, to: &edits, adding: &added, heads: heads)
                }
                for side in sides {
                    for e in Int(model.shortStarts[Int(side.number)])..<Int(model.shortStarts[Int(side.number) + 1]) {
                        for k in Int(side.first)..<Int(side.last) {
                            Self.add(model.shortEdits[e], end: pieces[k].end, length: side.length, to: &edits, adding: &added, heads: heads)
                        }
                    }
                }
            }
            return edits
        }

        /// Adds `short` where its β ends (`end`, its length `length`): to its intended letter's chain
        /// in `edits`, or to `added` when its α is empty. A function of its own, its arrays passed in:
        /// as a nested function capturing them, each append was checked for exclusive access at run
        /// time, about ten a word.
        private static func add(
            _ short: MisspellingModel.ShortEdit, end: Int32, length: Int32, to edits: inout [LetterEdit], adding added: inout [Transition],
            heads: UnsafeMutableBufferPointer<LetterState>
        ) {
            let edit = Transition(end: end, length: length, cost: short.cost)
            guard let letter = Unicode.Scalar(short.intended), short.intended != 0 else { return added.append(edit) }
            let chain = min(Int(letter.value), 128)
            edits.append(LetterEdit(letter: letter, edit: edit, next: heads[chain].head))
            heads[chain].head = Int32(edits.count)
        }

        /// Appends the edits of `edits` (indices into the model's edits) with a non-empty β to
        /// `result`, one per place the β occurs; returns the least cost of those with an empty β
        /// (α left out, which applies at every column), or infinity. Given the model's `learned`
        /// edits and its `emptySide` number, not the whole model: beside `result` (inout) the model
        /// was copied, 152 bytes, at each call.
        func append(_ edits: Range<Int>, learned: UnsafeBufferPointer<MisspellingModel.Edit>, emptySide: UInt32, to result: inout [Transition]) -> Double {
            var leftOut = Double.infinity
            // By index: a slice of `learned` was a retain and a release of it each call. The word's
            // arrays are read through buffers: their indices come from the word's own sides.
            slots.withUnsafeBufferPointer { slots in
                sides.withUnsafeBufferPointer { sides in
                    pieces.withUnsafeBufferPointer { pieces in
                        for e in edits {
                            let edit = learned[e], number = edit.typedNumber
                            if number == emptySide {
                                leftOut = min(leftOut, edit.cost)
                                continue
                            }
                            let slot = slots[Int(number)]
                            guard slot >= 0 else { continue }
                            let side = sides[Int(slot)]
                            for k in Int(side.first)..<Int(side.last) {
                                result.append(Transition(end: pieces[k].end, length: Int32(edit.length), cost: edit.cost))
                            }
                        }
                    }
                }
            }
            return leftOut
        }
    }
}
