import KeycraftAutoFill
import PropertyBased
import Testing

@Suite struct ASCIIPrintableSetTests {
    @Test func membersInOrderMatchASortedSet() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...130).array(of: 0...40)) { (codes: [Int]) in
            let bytes = codes.map { UInt8($0) }
            let set = ASCIIPrintableSet(bytes)
            let expected = Set(bytes.filter { (0x20...0x7E).contains($0) }).sorted()
            #expect(set.codePointsInOrder == expected)
            #expect(set.count == expected.count)
            #expect(bytes.allSatisfy { set.contains($0) == expected.contains($0) })
        }
    }

    @Test func namedRangesFollowTheLanguage() {
        #expect(ASCIIPrintableSet.upper.count == 26 && ASCIIPrintableSet.lower.count == 26)
        #expect(ASCIIPrintableSet.digit.count == 10 && ASCIIPrintableSet.special.count == 33)
        #expect(ASCIIPrintableSet.special.contains(UInt8(ascii: " ")))
        #expect(ASCIIPrintableSet.upper.union(.lower).union(.digit).union(.special) == .all)
        #expect(!ASCIIPrintableSet.all.contains("é") && !ASCIIPrintableSet.all.contains("👩‍👩‍👧"))
    }
}
