import KeycraftText

/// Which keys are neighbours on the keyboard, from the project's own letter layout
/// (`LetterKeyRows.qwerty` (KeycraftText), with the two-set Hangul jamo on the same keys): hitting a neighbour is
/// the commonest typing slip, so ranking charges it less than any other substitution.
///
/// Keys are unit squares; the second row is offset half a key and the third a key and a half (after
/// shift), as the system keyboard draws them. Two keys are neighbours when their centres are less
/// than 1.2 keys apart: the keys left and right, and the two above and two below.
public struct KeyProximity: @unchecked Sendable {
    // @unchecked: `asciiNeighbours` is a read-only view of memory `storage` keeps and never writes.

    /// Where each key is, by scalar value (each scalar once).
    private var positions: [KeyPosition] { storage.positions }
    /// The answer for every pair of ASCII scalars, two 64-bit words per scalar (`[a << 1 | b >> 6]`, bit
    /// `b & 63`): the misspelling channel asks once per cell of its table, where two dictionary
    /// lookups and a distance cost more than the rest of the cell.
    private let asciiNeighbours: UnsafeBufferPointer<UInt64>
    /// The two behind one reference: a layout is copied into each word's search and channel, on
    /// every thread at once, and each object it held was a contended retain and release.
    private var storage: Storage
    private final class Storage: Sendable {
        let positions: [KeyPosition]
        let arrays = FrozenArrays()
        /// The storage whose `arrays` hold `asciiNeighbours`, when this is a replica's.
        private let original: Storage?

        init(positions: [KeyPosition]) {
            self.positions = positions
            original = nil
        }

        /// A replica's: a copy of the positions, the neighbour table kept alive through `other`.
        init(replicating other: Storage) {
            positions = other.positions.unshared
            original = other.original ?? other
        }
    }

    /// This layout with an object of its own over the same neighbour table: see ``Speller/replica()``.
    func replica() -> KeyProximity {
        var replica = self
        replica.storage = Storage(replicating: storage)
        return replica
    }

    /// A key's centre, in keys. The positions are a sorted array, searched by halves, rather than a
    /// dictionary keyed by `Unicode.Scalar`: that type's storage, made at run time, had the runtime
    /// look `Unicode.Scalar: Hashable` up among all the binary's conformances at every start (the
    /// layout is built by every command that spells). A few dozen keys are searched as fast.
    private struct KeyPosition {
        let scalar: UInt32
        let x: Double, y: Double
    }

    /// The US QWERTY letter rows, with Korean two-set jamo on the same keys.
    public static let qwerty = KeyProximity(rows: LetterKeyRows.qwerty, rowOffsets: [0, 0.5, 1.5])

    /// Key positions from letter rows (one string per key) and each row's horizontal offset in keys.
    public init(rows: [String], rowOffsets: [Double]) {
        // In the order placed; a scalar placed again takes its last place.
        var placed: [KeyPosition] = []
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() {
                let x = Double(column) + (row < rowOffsets.count ? rowOffsets[row] : 0), y = Double(row)
                for scalar in key.lowercased().unicodeScalars { placed.append(KeyPosition(scalar: scalar.value, x: x, y: y)) }
                for typed in [key, Character(key.uppercased())] {
                    if let jamo = HangulTwoSetLayout.jamo(for: typed), let scalar = jamo.unicodeScalars.first {
                        placed.append(KeyPosition(scalar: scalar.value, x: x, y: y))
                    }
                }
            }
        }
        let positions = Self.sortedByScalar(placed)
        // From a list of the ASCII keys rather than a look-up of both keys per pair: built at every
        // start (`MisspellingModel.Slips.standard`), it was half a millisecond that way.
        let ascii = positions.filter { $0.scalar < 128 }
        var asciiNeighbours = [UInt64](repeating: 0, count: 128 * 2)
        for a in ascii {
            for b in ascii where a.scalar != b.scalar && Self.areClose(a.x - b.x, a.y - b.y) {
                asciiNeighbours[Int(a.scalar) << 1 | Int(b.scalar) >> 6] |= 1 << (b.scalar & 63)
            }
        }
        storage = Storage(positions: positions)
        self.asciiNeighbours = storage.arrays.keep(asciiNeighbours)
    }

    /// Whether `a` and `b` are different keys next to each other.
    @inline(__always)
    public func areNeighbours(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        guard a.value < 128, b.value < 128 else { return measuredNeighbours(a, b) }
        return asciiNeighbours[Int(a.value) << 1 | Int(b.value) >> 6] >> (b.value & 63) & 1 != 0
    }

    /// Whether the two layouts put every key in the same place (and so have the same neighbours).
    func hasSameKeys(as other: KeyProximity) -> Bool {
        positions.count == other.positions.count
            && zip(positions, other.positions).allSatisfy { $0.scalar == $1.scalar && $0.x == $1.x && $0.y == $1.y }
    }

    /// ``areNeighbours(_:_:)`` from the keys' positions.
    func measuredNeighbours(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        guard a != b, let p = position(of: a.value), let q = position(of: b.value) else { return false }
        return Self.areClose(p.x - q.x, p.y - q.y)
    }

    /// Where the key typing `scalar` is, or nil for a scalar no key types.
    private func position(of scalar: UInt32) -> KeyPosition? {
        let positions = self.positions
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle].scalar < scalar { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low].scalar == scalar ? positions[low] : nil
    }

    /// `placed` by scalar, each scalar once at its last place: sorted by insertion, which for a
    /// layout's few dozen keys is quick, and unlike the standard sort (a merge of runs kept as
    /// ranges) needs no conformance looked up at run time.
    private static func sortedByScalar(_ placed: [KeyPosition]) -> [KeyPosition] {
        var sorted: [KeyPosition] = []
        for key in placed {
            var at = sorted.count
            while at > 0 && sorted[at - 1].scalar > key.scalar { at -= 1 }
            if at > 0 && sorted[at - 1].scalar == key.scalar {
                sorted[at - 1] = key
            } else {
                sorted.insert(key, at: at)
            }
        }
        return sorted
    }

    /// Whether two key centres `dx`, `dy` apart (in keys) are neighbours' (less than 1.2 keys).
    private static func areClose(_ dx: Double, _ dy: Double) -> Bool { dx * dx + dy * dy < 1.2 * 1.2 }
}
