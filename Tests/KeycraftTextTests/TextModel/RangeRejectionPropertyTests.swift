import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

/// Every public API taking a range rejects a bad one with the `TextRangeError` an independent, naive
/// classification predicts — never clamps or rounds it — and changes nothing.
@Suite struct RangeRejectionPropertyTests {
    static let pieces = Gen.element(of: SampleText.pieces).map { $0 ?? "" }
    static let numbers = Gen.int(in: -3...40)

    /// The error for `range` in `text`, found the slow, obvious way (walking characters), or nil.
    static func expectedError(for range: NSRange, in text: String) -> TextRangeError? {
        let length = text.utf16.count
        if range.location == NSNotFound { return .notFound }
        if range.location < 0 { return .negative(.lower, value: range.location) }
        if range.length < 0 { return .negative(.upper, value: range.length) }
        if range.location > length { return .outOfBounds(.lower, offset: range.location, textLength: length) }
        if range.location + range.length > length {
            return .outOfBounds(.upper, offset: range.location + range.length, textLength: length)
        }
        var clusters: [NSRange] = []
        var offset = 0
        for character in text {
            clusters.append(NSRange(location: offset, length: character.utf16.count))
            offset += character.utf16.count
        }
        func check(_ offset: Int, _ bound: RangeBound) -> TextRangeError? {
            guard let cluster = clusters.first(where: { $0.location < offset && offset < NSMaxRange($0) }) else { return nil }
            let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
            if UTF16.isTrailSurrogate(text.utf16[index]) { return .insideSurrogatePair(bound, offset: offset) }
            return .insideGraphemeCluster(bound, offset: offset, cluster: cluster)
        }
        return check(range.location, .lower) ?? (range.length == 0 ? nil : check(NSMaxRange(range), .upper))
    }

    /// Runs `body` on 400 random texts and ranges (often bad), with the error each range should give.
    static func forRandomRanges(_ body: @escaping @Sendable (String, NSRange, TextRangeError?) -> Void) async {
        await propertyCheck(count: 400, input: pieces.array(of: 0...8), numbers, numbers, numbers) { pieces, location, length, notFound in
            let text = pieces.joined()
            let range = NSRange(location: notFound == 0 ? NSNotFound : location, length: length)
            body(text, range, expectedError(for: range, in: text))
        }
    }

    @Test func proposedEditsRejectExactlyTheBadRanges() async {
        await Self.forRandomRanges { text, range, expected in
            do throws(TextRangeError) {
                let edit = try ProposedEdit(currentText: text, range: range, replacement: "x", source: .typing)
                #expect(expected == nil, "accepted \(range) in \(text.debugDescription)")
                #expect(edit.range == range)
                #expect(edit.resultingText == (text as NSString).replacingCharacters(in: range, with: "x"))
            } catch {
                #expect(error == expected)
            }
            do throws(TextRangeError) {
                _ = try FormattingEdit(currentText: text, range: range, replacement: "x", source: .paste)
                #expect(expected == nil)
            } catch {
                #expect(error == expected)
            }
        }
    }

    @Test func sessionsRejectExactlyTheBadRangesAndChangeNothing() async {
        await Self.forRandomRanges { text, range, expected in
            var field = TextFieldSession(text: text)
            field.becomeFirstResponder()
            let before = field.content
            let result = field.replace(range, with: "x")
            if let expected {
                #expect(result == .invalidRange(expected))
                #expect(field.content == before)
            } else {
                #expect(result.wasApplied)
            }
            var view = TextViewSession(text: text)
            do throws(TextRangeError) {
                try view.setSelectedRange(range)
                #expect(expected == nil && view.selectedRange == range)
            } catch {
                #expect(error == expected)
                #expect(view.selectedRange == NSRange(location: text.utf16.count, length: 0))
            }
        }
    }
}
