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
        /// Whether the line starts at a break opportunity (not inside a word too wide for a line).
        var startsAtBreakOpportunity = true
    }

    /// The paragraph's lines; one empty line for an empty paragraph.
    let lines: [Line]
    /// UTF-16 and UTF-8 lengths, the hard line break (if any) included.
    let utf16Length: Int
    let utf8Length: Int

    /// - Parameters:
    ///   - content: the paragraph without its line break; it must not contain one.
    ///   - lineBreak: the line break that ends it ("" for the text's last paragraph).
    ///   - previous: this paragraph's layout before an edit, whose first `unchangedUTF16` units of text
    ///     are the same now: the lines before the edit are kept, and breaking starts a little before it.
    init(
        content: Substring, lineBreak: Substring, width: CGFloat, measure: CharacterMeasure,
        previous: ParagraphLayout? = nil, unchangedUTF16: Int = 0
    ) {
        let restart = previous.map { $0.restartLine(forChangeAt: unchangedUTF16) } ?? 0
        let kept = previous.map { Array($0.lines[..<restart]) } ?? []
        let start: (utf16: Int, utf8: Int) = previous.map { ($0.lines[restart].utf16Start, $0.lines[restart].utf8Start) } ?? (0, 0)
        // UTF-8 offsets turn into indices in O(1); UTF-16 counts are made from the characters read anyway,
        // never asked of the document (that would walk all of it after every edit).
        let tail = content[content.utf8.index(content.startIndex, offsetBy: start.utf8)...]
        let (fresh, tailUTF16) = Self.breakLines(tail, width: width, measure: measure)
        var lines = kept
        for var line in fresh {
            line.utf16Start += start.utf16
            line.utf16End += start.utf16
            line.utf8Start += start.utf8
            line.utf8End += start.utf8
            lines.append(line)
        }
        if restart > 0 { lines[restart].startsAtBreakOpportunity = previous!.lines[restart].startsAtBreakOpportunity }
        self.lines = lines
        utf16Length = start.utf16 + tailUTF16 + lineBreak.unicodeScalars.reduce(0) { $0 + $1.utf16.count }
        utf8Length = content.utf8.count + lineBreak.utf8.count
    }

    /// The first line to break again after an edit at `offset`: lines before it end where they did. It
    /// is the line before the last one that starts at a break opportunity at or before the edit (whether
    /// that word still fits on it may have changed), moved back until it starts well before the edit,
    /// out of reach of the word-boundary rules' look-ahead.
    func restartLine(forChangeAt offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].utf16Start <= offset - 1 { low = middle } else { high = middle - 1 }
        }
        var line = low
        while line > 0, !lines[line].startsAtBreakOpportunity { line -= 1 }
        line = max(0, line - 1)
        while line > 0, offset - lines[line].utf16Start < 32 { line -= 1 }
        return line
    }

    private struct Cluster {
        var utf16Start: Int
        var utf8Start: Int
        var width: CGFloat
        var isWhitespace: Bool
    }

    private enum SegmentKind { case whitespace, punctuation, content }

    /// The lines of `content` and its UTF-16 length.
    private static func breakLines(_ content: Substring, width: CGFloat, measure: CharacterMeasure) -> ([Line], Int) {
        var clusters: [Cluster] = []
        var utf16 = 0
        var utf8 = 0
        for character in content {
            clusters.append(Cluster(utf16Start: utf16, utf8Start: utf8, width: measure.width(character), isWhitespace: character.isWhitespace))
            utf16 += character.utf16.count
            utf8 += character.utf8.count
        }
        guard !clusters.isEmpty else { return ([Line(utf16Start: 0, utf16End: 0, utf8Start: 0, utf8End: 0, width: 0)], 0) }
        let breaks = breakOpportunities(content, clusters: clusters)
        var lines: [Line] = []
        var lineStart = 0
        var lineWidth: CGFloat = 0  // hanging white space included
        var visibleWidth: CGFloat = 0
        var startsAtBreakOpportunity = true
        func endLine(at end: Int, nextStartsAtBreakOpportunity: Bool = true) {
            let endUTF16 = end < clusters.count ? clusters[end].utf16Start : utf16
            let endUTF8 = end < clusters.count ? clusters[end].utf8Start : utf8
            lines.append(Line(utf16Start: clusters[lineStart].utf16Start, utf16End: endUTF16,
                              utf8Start: clusters[lineStart].utf8Start, utf8End: endUTF8, width: visibleWidth,
                              startsAtBreakOpportunity: startsAtBreakOpportunity))
            startsAtBreakOpportunity = nextStartsAtBreakOpportunity
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
                if !cluster.isWhitespace, index > lineStart, lineWidth + cluster.width > width {
                    endLine(at: index, nextStartsAtBreakOpportunity: index == runStart)
                }
                lineWidth += cluster.width
                if index < visibleEnd { visibleWidth = lineWidth }
            }
        }
        endLine(at: clusters.count)
        return (lines, utf16)
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
