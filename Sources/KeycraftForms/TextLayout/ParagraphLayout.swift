import Foundation
import KeycraftText

/// One paragraph (the text between hard line breaks) broken into line fragments.
///
/// Soft wraps fall at Unicode word boundaries (UAX #29) where a line may break: after white space, and
/// between two words that no space separates (ideographs, emoji). Punctuation stays with its word
/// (never a line starting with "," or ending in "("), and white space at a line's end hangs past the
/// edge, as in UIKit. A word wider than the line breaks between grapheme clusters, never inside one;
/// every line holds at least one cluster.
struct ParagraphLayout: Hashable, Sendable {
    /// A line fragment, in offsets from the paragraph's start.
    struct Line: Hashable, Sendable {
        var utf16Start: Int
        /// Just past the line's last character (its hanging white space included).
        var utf16End: Int
        var utf8Start: Int
        var utf8End: Int
        /// The width of what shows: the characters without the hanging white space.
        var width: CGFloat
    }

    /// The paragraph's lines; one empty line for an empty paragraph.
    let lines: [Line]
    /// UTF-16 and UTF-8 lengths, the hard line break (if any) included.
    let utf16Length: Int
    let utf8Length: Int

    /// - Parameters:
    ///   - content: the paragraph without its line break; it must not contain one.
    ///   - lineBreak: the line break that ends it ("" for the text's last paragraph).
    init(content: Substring, lineBreak: Substring, width: CGFloat, measure: CharacterMeasure) {
        lines = Self.breakLines(content, width: width, measure: measure)
        utf16Length = content.utf16.count + lineBreak.utf16.count
        utf8Length = content.utf8.count + lineBreak.utf8.count
    }

    private struct Cluster {
        var utf16Start: Int
        var utf8Start: Int
        var width: CGFloat
        var isWhitespace: Bool
    }

    private enum SegmentKind { case whitespace, punctuation, content }

    private static func breakLines(_ content: Substring, width: CGFloat, measure: CharacterMeasure) -> [Line] {
        var clusters: [Cluster] = []
        var utf16 = 0
        var utf8 = 0
        for character in content {
            clusters.append(Cluster(utf16Start: utf16, utf8Start: utf8, width: measure.width(character), isWhitespace: character.isWhitespace))
            utf16 += character.utf16.count
            utf8 += character.utf8.count
        }
        guard !clusters.isEmpty else { return [Line(utf16Start: 0, utf16End: 0, utf8Start: 0, utf8End: 0, width: 0)] }
        let breaks = breakOpportunities(content, clusters: clusters)
        var lines: [Line] = []
        var lineStart = 0
        var lineWidth: CGFloat = 0  // hanging white space included
        var visibleWidth: CGFloat = 0
        func endLine(at end: Int) {
            let endUTF16 = end < clusters.count ? clusters[end].utf16Start : utf16
            let endUTF8 = end < clusters.count ? clusters[end].utf8Start : utf8
            lines.append(Line(utf16Start: clusters[lineStart].utf16Start, utf16End: endUTF16,
                              utf8Start: clusters[lineStart].utf8Start, utf8End: endUTF8, width: visibleWidth))
            lineStart = end
            lineWidth = 0
            visibleWidth = 0
        }
        // Each run goes from one break opportunity to the next: it wraps whole, or (wider than a line) by cluster.
        for (runStart, runEnd) in zip(breaks, breaks.dropFirst() + [clusters.count]) {
            var visibleEnd = runEnd
            while visibleEnd > runStart, clusters[visibleEnd - 1].isWhitespace { visibleEnd -= 1 }
            let runVisible = clusters[runStart..<visibleEnd].reduce(0) { $0 + $1.width }
            if runStart > lineStart, lineWidth + runVisible > width { endLine(at: runStart) }
            for index in runStart..<runEnd {
                let cluster = clusters[index]
                if !cluster.isWhitespace, index > lineStart, lineWidth + cluster.width > width { endLine(at: index) }
                lineWidth += cluster.width
                if index < visibleEnd { visibleWidth = lineWidth }
            }
        }
        endLine(at: clusters.count)
        return lines
    }

    /// Cluster indices where a line may start: 0, then every word boundary (on a cluster start) before
    /// a segment that is not white space, after white space or between two word-like segments.
    private static func breakOpportunities(_ content: Substring, clusters: [Cluster]) -> [Int] {
        let text = String(content)
        let boundaries = WordBoundaries.boundaries(in: text)
        // Boundaries as cluster indices; one inside a cluster (a rare scalar-level boundary) is no break.
        var clusterAt: [Int: Int] = [:]
        clusterAt.reserveCapacity(clusters.count)
        for (index, cluster) in clusters.enumerated() { clusterAt[cluster.utf16Start] = index }
        let starts = boundaries.dropLast().compactMap { clusterAt[$0] }
        var kinds: [SegmentKind] = []
        kinds.reserveCapacity(starts.count)
        var characters = text.makeIterator()
        for (start, end) in zip(starts, starts.dropFirst() + [clusters.count]) {
            var allWhitespace = true
            var allPunctuation = true
            for _ in start..<end {
                guard let character = characters.next() else { break }
                allWhitespace = allWhitespace && character.isWhitespace
                allPunctuation = allPunctuation && character.isPunctuation
            }
            kinds.append(allWhitespace ? .whitespace : allPunctuation ? .punctuation : .content)
        }
        var breaks = [0]
        for index in kinds.indices.dropFirst() where kinds[index] != .whitespace {
            let before = kinds[index - 1]
            if before == .whitespace || (before == .content && kinds[index] == .content) { breaks.append(starts[index]) }
        }
        return breaks
    }
}
