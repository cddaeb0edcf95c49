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

    /// Where each key is.
    private var positions: [Unicode.Scalar: (x: Double, y: Double)] { storage.positions }
    /// The answer for every pair of ASCII scalars, two 64-bit words per scalar (`[a << 1 | b >> 6]`, bit
    /// `b & 63`): the misspelling channel asks once per cell of its table, where two dictionary
    /// lookups and a distance cost more than the rest of the cell.
    private let asciiNeighbours: UnsafeBufferPointer<UInt64>
    /// The two behind one reference: a layout is copied into each word's search and channel, on
    /// every thread at once, and each object it held was a contended retain and release.
    private let storage: Storage
    private final class Storage: Sendable {
        let positions: [Unicode.Scalar: (x: Double, y: Double)]
        let arrays = FrozenArrays()
        init(positions: [Unicode.Scalar: (x: Double, y: Double)]) { self.positions = positions }
    }

    /// The US QWERTY letter rows, with Korean two-set jamo on the same keys.
    public static let qwerty = KeyProximity(rows: LetterKeyRows.qwerty, rowOffsets: [0, 0.5, 1.5])

    /// Key positions from letter rows (one string per key) and each row's horizontal offset in keys.
    public init(rows: [String], rowOffsets: [Double]) {
        var positions: [Unicode.Scalar: (x: Double, y: Double)] = [:]
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() {
                let position = (x: Double(column) + (row < rowOffsets.count ? rowOffsets[row] : 0), y: Double(row))
                for scalar in key.lowercased().unicodeScalars { positions[scalar] = position }
                for typed in [key, Character(key.uppercased())] {
                    if let jamo = HangulTwoSetLayout.jamo(for: typed), let scalar = jamo.unicodeScalars.first {
                        positions[scalar] = position
                    }
                }
            }
        }
        // From a list of the ASCII keys rather than a look-up of both keys per pair: built at every
        // start (`MisspellingModel.Slips.standard`), it was half a millisecond that way.
        let ascii = positions.filter { $0.key.value < 128 }.map { (value: $0.key.value, x: $0.value.x, y: $0.value.y) }
        var asciiNeighbours = [UInt64](repeating: 0, count: 128 * 2)
        for a in ascii {
            for b in ascii where a.value != b.value && Self.areClose(a.x - b.x, a.y - b.y) {
                asciiNeighbours[Int(a.value) << 1 | Int(b.value) >> 6] |= 1 << (b.value & 63)
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
            && positions.allSatisfy { key, p in other.positions[key].map { $0.x == p.x && $0.y == p.y } ?? false }
    }

    /// ``areNeighbours(_:_:)`` from the keys' positions.
    func measuredNeighbours(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        guard a != b, let p = positions[a], let q = positions[b] else { return false }
        return Self.areClose(p.x - q.x, p.y - q.y)
    }

    /// Whether two key centres `dx`, `dy` apart (in keys) are neighbours' (less than 1.2 keys).
    private static func areClose(_ dx: Double, _ dy: Double) -> Bool { dx * dx + dy * dy < 1.2 * 1.2 }
}
