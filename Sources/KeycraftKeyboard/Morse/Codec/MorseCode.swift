/// The dots and dashes of one character or signal, such as `...-.` for "understood".
///
/// Stored as its position in the binary "dichotomic" tree of Morse code: the empty code is 1, and each
/// element doubles the position, adding 1 for a dash. That position is unique per code, so lookups in
/// `MorseTable` are one array index instead of a string search.
///
/// ```swift
/// let s = MorseCode("...")!
/// s.appending(.dash)?.description   // "...-"
/// MorseTable.itu.symbol(for: s)      // .character("S")
/// ```
public struct MorseCode: Hashable, Sendable, CustomStringConvertible {
    /// The longest code a value can hold; far above any code in the table (nine elements, `<SOS>`).
    public static let maximumLength = 63

    /// Position in the dichotomic tree: a leading 1 bit followed by one bit per element (1 = dash).
    public let treeIndex: UInt64

    /// The empty code, where a keyboard starts before any key is pressed.
    public static let empty = MorseCode(treeIndex: 1)

    private init(treeIndex: UInt64) {
        self.treeIndex = treeIndex
    }

    /// The code of `elements`, or nil when there are more than `maximumLength`.
    public init?(_ elements: some Sequence<MorseElement>) {
        var code = MorseCode.empty
        for element in elements {
            guard let longer = code.appending(element) else { return nil }
            code = longer
        }
        self = code
    }

    /// Parses code text such as `-.-.`; nil if it holds anything but `.` and `-`, or is too long.
    public init?(_ text: some StringProtocol) {
        var code = MorseCode.empty
        for character in text {
            guard let element = MorseElement(symbol: character),
                  let longer = code.appending(element)
            else { return nil }
            code = longer
        }
        self = code
    }

    /// This code followed by `element`, or nil when that would exceed `maximumLength`.
    public func appending(_ element: MorseElement) -> MorseCode? {
        guard count < Self.maximumLength else { return nil }
        return MorseCode(treeIndex: treeIndex << 1 | (element == .dash ? 1 : 0))
    }

    /// The number of elements.
    public var count: Int { UInt64.bitWidth - treeIndex.leadingZeroBitCount - 1 }

    /// Whether the code has no elements: no letter is in progress.
    public var isEmpty: Bool { treeIndex == 1 }

    /// The elements, first to last.
    public var elements: [MorseElement] {
        (0..<count).reversed().map { treeIndex >> UInt64($0) & 1 == 1 ? .dash : .dot }
    }

    /// Whether this code starts with `prefix` (every code starts with the empty code).
    public func hasPrefix(_ prefix: MorseCode) -> Bool {
        let extra = count - prefix.count
        return extra >= 0 && treeIndex >> UInt64(extra) == prefix.treeIndex
    }

    /// The code as text, for example `...-.`.
    public var description: String {
        let count = count
        return String(unsafeUninitializedCapacity: count) { buffer in
            for position in 0..<count {
                let isDash = treeIndex >> UInt64(count - 1 - position) & 1 == 1
                buffer[position] = isDash ? UInt8(ascii: "-") : UInt8(ascii: ".")
            }
            return count
        }
    }
}
