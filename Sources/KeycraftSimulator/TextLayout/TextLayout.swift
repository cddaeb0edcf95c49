import Foundation
import KeycraftForms
import KeycraftText

/// A text view's text laid out in lines, as `NSLayoutManager` does it for `UITextView`: paragraphs
/// split at hard line breaks, each soft-wrapped to the text container's width,
/// lines of a fixed height, the text container inset around them. It answers the questions keyboard
/// avoidance and drawing ask: the caret's rectangle, the content height, which line holds an offset.
///
/// Positions are UTF-16 offsets. An edit re-lays out only the paragraphs it touched (``update(to:)``
/// follows the text's change log), so typing into a long document costs what its paragraph costs.
/// The layout never keeps the text: callers pass it to the queries that read characters, so the
/// editing session stays the text's only owner and its edits never copy the document.
///
/// ```swift
/// var layout = TextLayout(viewWidth: 393)
/// layout.relayOut(text: note)
/// let caret = layout.caretRect(at: note.utf16.count, in: note)   // reveal this above the keyboard
/// ```
public struct TextLayout: Sendable {
    /// The width of the text view (the container's width before insets and padding).
    public let viewWidth: CGFloat
    /// The height of every line: UIKit's body text in a text view is about 22 points.
    public let lineHeight: CGFloat
    /// Around the text, inside the view: UIKit's default is 8 points at the top and bottom.
    public let textContainerInset: EdgeInsets
    /// Empty space at each end of every line, inside the container: UIKit's default is 5 points.
    public let lineFragmentPadding: CGFloat
    /// How wide each character is.
    public let measure: CharacterMeasure

    /// The line height of 17-point body text.
    public static let defaultLineHeight: CGFloat = 22
    /// `UITextView.textContainerInset`'s default: 8 points at the top and bottom.
    public static let defaultTextContainerInset = EdgeInsets(top: 8, bottom: 8)
    /// `NSTextContainer.lineFragmentPadding`'s default: 5 points.
    public static let defaultLineFragmentPadding: CGFloat = 5

    private var paragraphs: [ParagraphLayout] = []
    /// Where each paragraph starts: UTF-16 offset, UTF-8 offset, index of its first line.
    private var utf16Starts: [Int] = []
    private var utf8Starts: [Int] = []
    private var firstLines: [Int] = []
    /// The length of the laid-out text in UTF-16 units.
    public private(set) var utf16Count = 0
    /// How many lines the text takes; an empty text takes one.
    public private(set) var lineCount = 0
    /// The text this layout follows, and how far: ``update(to:)`` relays out only what changed since.
    private var origin: UInt64?
    private var generation = 0

    /// A layout of empty text for a text view `viewWidth` points wide, with UIKit's defaults.
    public init(
        viewWidth: CGFloat, lineHeight: CGFloat = defaultLineHeight, textContainerInset: EdgeInsets = defaultTextContainerInset,
        lineFragmentPadding: CGFloat = defaultLineFragmentPadding, measure: CharacterMeasure = .systemFont()
    ) {
        self.viewWidth = viewWidth
        self.lineHeight = lineHeight
        self.textContainerInset = textContainerInset
        self.lineFragmentPadding = lineFragmentPadding
        self.measure = measure
        relayOut(text: "")
    }

    /// The width lines wrap at: the view's less the insets and the padding at both ends.
    public var lineWidth: CGFloat {
        max(0, viewWidth - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    // MARK: Laying out

    /// Lays out `text` from scratch (it forgets which editable text it followed).
    public mutating func relayOut(text: String) {
        origin = nil
        generation = 0
        paragraphs = Self.paragraphs(of: text[...], isEnd: true, width: lineWidth, measure: measure)
        rebuildStarts(from: 0)
    }

    /// Follows an editable text: re-lays out only the paragraphs its edits since the last update touched,
    /// or everything the first time, for another text, or after more edits than its change log keeps.
    public mutating func update(to content: EditableText) {
        let log = content.changeLog
        defer {
            origin = log.origin
            generation = log.generation
        }
        guard let origin, let changes = log.changes(since: generation, origin: origin) else {
            relayOut(text: content.text)
            return
        }
        guard !changes.isEmpty else { return }
        // The edits merged into one changed span: what precedes it and what follows it are unchanged.
        var length = utf16Count
        var prefix = length
        var suffix = length
        for change in changes {
            prefix = min(prefix, change.range.location)
            suffix = min(suffix, length - NSMaxRange(change.range))
            length += change.replacementUTF16Length - change.range.length
        }
        replace(unchangedPrefix: prefix, unchangedSuffix: suffix, in: content.text, newUTF16Count: length)
    }

    /// Re-lays out the paragraphs between an unchanged prefix and an unchanged suffix (UTF-16 lengths).
    private mutating func replace(unchangedPrefix prefix: Int, unchangedSuffix suffix: Int, in text: String, newUTF16Count: Int) {
        // The first paragraph touched, one earlier when the edit starts a paragraph (a "\r" and a "\n"
        // on either side of the edit fuse into one line break), and the one holding the edit's end.
        var first = paragraphIndex(containing: prefix)
        if first > 0, utf16Starts[first] == prefix { first -= 1 }
        let last = paragraphIndex(containing: utf16Count - suffix)
        let oldEndUTF8 = utf8Starts[last] + paragraphs[last].utf8Length
        let oldUTF8Count = utf8Starts[paragraphs.count - 1] + paragraphs[paragraphs.count - 1].utf8Length
        // Text after the old paragraphs is unchanged, so it is as far from the end of the new text.
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: utf8Starts[first])
        let end = utf8.index(utf8.endIndex, offsetBy: -(oldUTF8Count - oldEndUTF8))
        let isEnd = last == paragraphs.count - 1
        // The first paragraph is unchanged up to the edit: its lines before it are kept.
        let fresh = Self.paragraphs(
            of: text[start..<end], isEnd: isEnd, width: lineWidth, measure: measure,
            previous: (paragraphs[first], unchangedUTF16: prefix - utf16Starts[first]))
        paragraphs.replaceSubrange(first...last, with: fresh)
        // Placeholders: rebuildStarts fills them in, with every later paragraph's start.
        let placeholders = repeatElement(0, count: fresh.count)
        utf16Starts.replaceSubrange(first...last, with: placeholders)
        utf8Starts.replaceSubrange(first...last, with: placeholders)
        firstLines.replaceSubrange(first...last, with: placeholders)
        rebuildStarts(from: first)
        assert(utf16Count == newUTF16Count, "the layout lost track of the text")
    }

    /// Splits text into paragraphs at hard line breaks and lays each out. `isEnd`: the text runs to the
    /// document's end, so it ends with a paragraph of its own (empty after a final line break).
    private static func paragraphs(
        of text: Substring, isEnd: Bool, width: CGFloat, measure: CharacterMeasure,
        previous: (layout: ParagraphLayout, unchangedUTF16: Int)? = nil
    ) -> [ParagraphLayout] {
        var result: [ParagraphLayout] = []
        func layOut(_ content: Substring, _ lineBreak: Substring) -> ParagraphLayout {
            let reuse = result.isEmpty ? previous : nil
            return ParagraphLayout(
                content: content, lineBreak: lineBreak, width: width, measure: measure, previous: reuse?.layout,
                unchangedUTF16: reuse?.unchangedUTF16 ?? 0)
        }
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index].isNewline {
                result.append(layOut(text[start..<index], text[index..<next]))
                start = next
            }
            index = next
        }
        if isEnd || start < text.endIndex {
            result.append(layOut(text[start..<text.endIndex], ""))
        }
        return result
    }

    /// Recomputes where paragraphs start from `first` on: integer additions only, no text is read.
    private mutating func rebuildStarts(from first: Int) {
        if utf16Starts.count != paragraphs.count {
            utf16Starts = [Int](repeating: 0, count: paragraphs.count)
            utf8Starts = utf16Starts
            firstLines = utf16Starts
        }
        var utf16 = first == 0 ? 0 : utf16Starts[first - 1] + paragraphs[first - 1].utf16Length
        var utf8 = first == 0 ? 0 : utf8Starts[first - 1] + paragraphs[first - 1].utf8Length
        var line = first == 0 ? 0 : firstLines[first - 1] + paragraphs[first - 1].lines.count
        for index in first..<paragraphs.count {
            utf16Starts[index] = utf16
            utf8Starts[index] = utf8
            firstLines[index] = line
            utf16 += paragraphs[index].utf16Length
            utf8 += paragraphs[index].utf8Length
            line += paragraphs[index].lines.count
        }
        utf16Count = utf16
        lineCount = line
    }

    // MARK: Reading the layout

    /// A laid-out line: its UTF-16 range (without a hard line break that ends it) and the width of what shows.
    public struct Line: Hashable, Sendable {
        /// The line's UTF-16 range, without a hard line break that ends it.
        public var range: NSRange
        /// The same range in UTF-8 offsets: turned into `String.Index`es in O(1).
        public var utf8Range: Range<Int>
        /// The width of what the line shows.
        public var width: CGFloat
    }

    /// The line at `index` (0..<lineCount).
    public func line(_ index: Int) -> Line {
        let paragraph = Self.lastIndex(in: firstLines, atMost: index)
        let line = paragraphs[paragraph].lines[index - firstLines[paragraph]]
        return Line(
            range: NSRange(location: utf16Starts[paragraph] + line.utf16Start, length: line.utf16End - line.utf16Start),
            utf8Range: (utf8Starts[paragraph] + line.utf8Start)..<(utf8Starts[paragraph] + line.utf8End), width: line.width)
    }

    /// Every line, in order.
    public var lines: [Line] { (0..<lineCount).map(line) }

    /// The line the caret at `offset` is drawn on: on a soft wrap, the start of the next line (UIKit's
    /// choice); after a hard line break, the next paragraph's first line.
    public func lineIndex(containing offset: Int) -> Int {
        let paragraph = paragraphIndex(containing: min(max(0, offset), utf16Count))
        let relative = offset - utf16Starts[paragraph]
        let lines = paragraphs[paragraph].lines
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].utf16Start <= relative { low = middle } else { high = middle - 1 }
        }
        return firstLines[paragraph] + low
    }

    /// The caret's rectangle at a UTF-16 offset, in the text view's content coordinates: 2 points wide
    /// (UIKit's caret), as tall as a line, after the characters before it on its line (at most at the
    /// line's end). `text` is the text this layout was made for.
    public func caretRect(at offset: Int, in text: String) -> CGRect {
        let index = lineIndex(containing: offset)
        let x = min(lineWidth, width(of: line(index), upTo: offset, in: text))
        return CGRect(x: textContainerInset.left + lineFragmentPadding + x, y: textContainerInset.top + CGFloat(index) * lineHeight,
                      width: 2, height: lineHeight)
    }

    /// The rectangle of a whole line, across the view's width, in content coordinates.
    public func lineRect(_ index: Int) -> CGRect {
        CGRect(x: 0, y: textContainerInset.top + CGFloat(index) * lineHeight, width: viewWidth, height: lineHeight)
    }

    /// The height of the text with the insets: the text view's content height.
    public var contentHeight: CGFloat {
        textContainerInset.top + CGFloat(lineCount) * lineHeight + textContainerInset.bottom
    }

    /// The width of the line's characters before `offset`, stopping at a cluster that straddles it.
    public func width(of line: Line, upTo offset: Int, in text: String) -> CGFloat {
        var width: CGFloat = 0
        var position = line.range.location
        for character in self.text(of: line, in: text) {
            position += character.utf16.count
            guard position <= offset else { break }
            width += measure.width(character)
        }
        return width
    }

    /// The characters of a line.
    public func text(of line: Line, in text: String) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: line.utf8Range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: line.utf8Range.count)]
    }

    /// The last paragraph starting at or before `offset`.
    private func paragraphIndex(containing offset: Int) -> Int { Self.lastIndex(in: utf16Starts, atMost: offset) }

    private static func lastIndex(in starts: [Int], atMost value: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
