/// Comparisons whose time does not depend on where two secrets first differ, so a client timing the
/// answers learns nothing about a CSRF token or a one-time code's hash.
enum ConstantTime {
    static func equal(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
        equal(Array(lhs.utf8), Array(rhs.utf8))
    }

    static func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: lhs.count ^ rhs.count)
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            difference |= left ^ right
        }
        return difference == 0 && lhs.count == rhs.count
    }
}
