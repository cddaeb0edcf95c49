@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The answer's order, sorted in two passes (scores, then the shown texts only where scores tie),
/// is the order one comparison of both gives, equal items kept in their order.
@Suite struct AnswerOrderTests {
    typealias Scored = CandidateSearch.Scored

    /// Few distinct distances, costs, scores and texts, so that ties of every kind are common.
    static let items = zip(
        zip(Gen.int(in: 0...2), Gen.element(of: [0.0, 0.5, 1.0]).compactMap { $0 }),
        zip(Gen.element(of: [-3.0, -2.5, -1.0]).compactMap { $0 }, zip(Gen.int(in: -2...5), Gen.element(of: ["a", "b", "ab", "é", "e\u{301}"]).compactMap { $0 }))
    ).map { parts in
        (Scored(word: parts.1.1.0, distance: parts.0.0, cost: parts.0.0 == 0 ? 0 : parts.0.1, score: parts.1.0), parts.1.1.1)
    }.array(of: 0...40)

    @Test func twoPassesGiveTheOrderOfOneComparison() async {
        await propertyCheck(count: 500, input: Self.items) { items in
            let numbered = items.enumerated().map { (scored: $0.element.0, text: $0.element.1, position: $0.offset) }
            var twoPasses = numbered
            CandidateSearch.sortInAnswerOrder(&twoPasses, scored: \.scored, text: \.text)
            let oneComparison = numbered.sorted { x, y in
                if let before = Scored.ranksBefore(x.scored, y.scored) { return before }
                return x.text != y.text ? x.text < y.text : x.position < y.position
            }
            #expect(twoPasses.map(\.position) == oneComparison.map(\.position))
        }
    }
}
