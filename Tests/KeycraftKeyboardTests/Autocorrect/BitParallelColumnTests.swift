@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// A bit-parallel column holds the table's column: what drops a long prefix group whole
/// (``BitParallelDistance/reaches(_:in:)``) is the plain table's verdict.
@Suite struct BitParallelColumnTests {
    /// The table's column after `taken` letters of `word`: row r is the distance from the first r
    /// letters of `typed` to those letters.
    static func referenceColumn(_ typed: [UInt8], _ word: [UInt8], taken: Int) -> [Int] {
        let letters = Array(word.prefix(taken))
        return (0...typed.count).map { row in
            Array(typed.prefix(row)).withUnsafeBufferPointer { a in
                letters.withUnsafeBufferPointer { EditDistance.bounded(a, $0, limit: 64)! }
            }
        }
    }

    @Test func aColumnReachesTheLimitExactlyWhenSomeRowOfTheTableDoes() async {
        // Few letters, so that matches, runs and transpositions are common.
        let word = Gen.uint8(in: 1...4).array(of: 1...12)
        await propertyCheck(count: 600, input: word, word, Gen.int(in: 0...12), Gen.int(in: 0...3)) { typed, other, taken, limit in
            let taken = min(taken, other.count)
            typed.withUnsafeBufferPointer { query in
                BitParallelDistance.with(query) { matcher in
                    let matcher = matcher!
                    var column = matcher.firstColumn()
                    for letter in other.prefix(taken) { matcher.advance(&column, by: letter) }
                    let expected = Self.referenceColumn(typed, other, taken: taken).min()! <= limit
                    #expect(matcher.reaches(limit, in: column) == expected, "\(typed) against \(other.prefix(taken)), limit \(limit)")
                }
            }
        }
    }

    @Test func theLastRowOfAColumnIsTheDistance() async {
        let word = Gen.uint8(in: 1...4).array(of: 1...12)
        await propertyCheck(count: 400, input: word, word) { typed, other in
            typed.withUnsafeBufferPointer { query in
                BitParallelDistance.with(query) { matcher in
                    let matcher = matcher!
                    var column = matcher.firstColumn()
                    for letter in other { matcher.advance(&column, by: letter) }
                    #expect(column.score == Self.referenceColumn(typed, other, taken: other.count).last!)
                }
            }
        }
    }
}
