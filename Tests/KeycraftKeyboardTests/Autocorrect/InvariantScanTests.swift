import Foundation
@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The whole-section scans a dictionary's load decides with answer what the plain comparisons
/// they replace answer, on random sections: a scan that said "holds" wrongly would let a damaged
/// file be served.
@Suite struct InvariantScanTests {
    /// Values drawn from a few nearby numbers, so that equal neighbours and drops are common, with
    /// the extremes (a borrow across the whole 32 bits) among them.
    static let value = Gen.element(of: [0, 1, 2, 3, 7, 0x7FFF_FFFF, 0x8000_0000, UInt32.max]).compactMap { $0 }

    @Test func dropsAndLargestAreThoseOfAPlainLoop() async {
        await propertyCheck(count: 400, input: Self.value.array(of: 0...40), Gen.uint32()) { values, mask in
            values.withUnsafeBufferPointer { values in
                let pairs = zip(values.dropFirst(), values)
                #expect(InvariantScan.drops(values) == pairs.filter { $0 < $1 }.count)
                #expect(InvariantScan.drops(values, orEqual: true) == pairs.filter { $0 <= $1 }.count)
                let largest = values.map { $0 & mask }.max() ?? 0
                #expect(InvariantScan.largest(values, mask: mask) == largest)
                #expect(InvariantScan.dropsAndLargest(values, mask: mask) == (pairs.filter { $0 < $1 }.count, largest))
            }
        }
    }

    @Test func lettersAreWithinTheAlphabetExactlyWhenTheScanSaysSo() async {
        await propertyCheck(count: 300, input: Gen.uint8(in: 0...6).array(of: 0...30), Gen.int(in: 0...6)) { codes, alphabet in
            codes.withUnsafeBufferPointer { codes in
                let within = codes.allSatisfy { $0 != 0 && Int($0) <= alphabet }
                #expect(InvariantScan.lettersAreWithin(codes, alphabetSize: alphabet) == within, "\(Array(codes)) in \(alphabet)")
            }
        }
    }

    /// Finite and not negative as `isFinite && x >= 0` says, −0, the infinities, NaNs of either
    /// sign and the smallest subnormal included.
    @Test func countsAreFiniteAndNotNegativeExactlyWhenTheScanSaysSo() async {
        let special: [Float32] = [0, -0.0, 1, -1, .infinity, -.infinity, .nan, -.nan, .leastNonzeroMagnitude,
                                  -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 3.5e-3]
        await propertyCheck(count: 300, input: Gen.element(of: special).compactMap { $0 }.array(of: 0...12)) { counts in
            counts.withUnsafeBufferPointer { counts in
                #expect(InvariantScan.areFiniteAndNotNegative(counts) == counts.allSatisfy { $0.isFinite && $0 >= 0 })
            }
        }
    }

    /// Two words' leading letters compare as the words do wherever they differ in their first 8
    /// letters, read in one load or letter by letter (a word within 8 bytes of the section's end).
    @Test func leadingLettersOrderWordsAsTheirLettersDo() async {
        let word = Gen.uint8(in: 1...3).array(of: 1...11)
        await propertyCheck(count: 400, input: word, word, Gen.int(in: 0...8)) { a, b, padding in
            let section = a + b + [UInt8](repeating: 9, count: padding)
            section.withUnsafeBufferPointer { codes in
                let x = InvariantScan.leadingLetters(0..<a.count, of: codes)
                let y = InvariantScan.leadingLetters(a.count..<(a.count + b.count), of: codes)
                let (p, q) = (Array(a.prefix(8)), Array(b.prefix(8)))
                #expect((x < y) == p.lexicographicallyPrecedes(q), "\(a) \(b)")
                #expect((x == y) == (p == q), "\(a) \(b)")
            }
        }
    }

    /// A frequency class from the exponent is the one `log2` gives, near powers of two too (where
    /// the exponent alone would be one off after `log2` rounds up to the power).
    @Test func frequencyClassesFromTheExponentAreThoseOfLog2() async {
        func byLog2(_ p: Double) -> Int {
            p > 0 ? Int(min(31, max(0, (-log2(p)).rounded(.down)))) : 31
        }
        var near: [Double] = []
        for k in 0...40 {
            let power: Double = exp2(-Double(k))
            let around: [Double] = [power.nextUp, power.nextDown, power * (1 + 1e-9), power * (1 + 2e-9), power * (1 - 1e-9)]
            near.append(power)
            near.append(contentsOf: around)
        }
        for p in near + [0, 1, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300] {
            #expect(DeleteIndex.FrequencyClass.of(probability: p) == byLog2(p), "p = \(p)")
        }
        await propertyCheck(count: 500, input: Gen.uint64(in: 1...UInt64(1) << 40), Gen.uint64(in: 1...UInt64(1) << 40)) { count, total in
            let p = Double(min(count, total)) / Double(max(count, total))
            #expect(DeleteIndex.FrequencyClass.of(probability: p) == byLog2(p), "p = \(p)")
        }
    }
}
