import Foundation
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Random texts of tricky clusters at random widths, and random edits followed incrementally.
@Suite struct TextLayoutPropertyTests {
    static let pieces = [
        "a", "b", "word", " ", "  ", "\n", "\r", "\r\n", "한", "국어", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "\u{301}", ",", "(", "日本", "x.y", "\u{2028}",
    ]

    static func text(_ picks: [Int]) -> String { picks.map { pieces[$0 % pieces.count] }.joined() }

    /// The lines, with the line breaks between them, rebuild the text; every line starts on a cluster
    /// boundary and fits the width unless it is one cluster (its hanging spaces aside).
    @Test func linesRebuildTheTextStartOnClustersAndFit() async {
        await propertyCheck(input: Gen.int(in: 0...200).array(of: 0...50), Gen.int(in: 1...14)) { picks, width in
            let text = Self.text(picks)
            let layout = cellLayout(text, width: CGFloat(width))
            let boundaries = Set(text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count])
            var rebuilt = ""
            var previousEnd = 0
            for line in layout.lines {
                #expect(boundaries.contains(line.range.location))
                // What lies between lines is a hard break or nothing.
                let gap = String(text.utf16[text.utf16.index(text.utf16.startIndex, offsetBy: previousEnd)..<text.utf16.index(text.utf16.startIndex, offsetBy: line.range.location)])!
                #expect(gap.allSatisfy(\.isNewline) && gap.count <= 1)
                rebuilt += gap
                let lineText = String(layout.text(of: line, in: text))
                #expect(lineText.utf16.count == line.range.length)
                #expect(lineText.allSatisfy { !$0.isNewline })
                rebuilt += lineText
                let shown = lineText.reversed().drop(while: \.isWhitespace)
                #expect(line.width <= CGFloat(width) || shown.count == 1, "\(lineText.debugDescription) at \(width)")
                previousEnd = NSMaxRange(line.range)
            }
            rebuilt += String(text.utf16.dropFirst(previousEnd))!
            #expect(rebuilt == text)
            #expect(layout.utf16Count == text.utf16.count)
        }
    }

    /// After any edits, followed one event at a time through the change log, the layout equals laying
    /// the final text out from scratch.
    @Test func incrementalRelayoutEqualsAFullOne() async {
        await propertyCheck(
            input: Gen.int(in: 0...200).array(of: 0...40), Gen.int(in: 0...10_000).array(of: 1...30), Gen.int(in: 2...12)
        ) { initial, edits, width in
            Self.checkIncremental(initial: initial, edits: edits, width: width)
        }
    }

    /// The same in long paragraphs, where an edit keeps the lines before it and breaks again from there.
    @Test func incrementalRelayoutInLongParagraphsEqualsAFullOne() async {
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...200).array(of: 100...300), Gen.int(in: 0...10_000).array(of: 1...20), Gen.int(in: 2...30)
        ) { initial, edits, width in
            // Few hard breaks: most picks that would be one become a letter.
            let long = initial.map { [5, 6, 7, 18].contains($0 % Self.pieces.count) && $0 % 10 != 0 ? 0 : $0 }
            Self.checkIncremental(initial: long, edits: edits, width: width)
        }
    }

    static func checkIncremental(initial: [Int], edits: [Int], width: Int) {
        do {
            var content = EditableText(Self.text(initial))
            var layout = TextLayout(viewWidth: CGFloat(width), lineHeight: 1, textContainerInset: .zero, lineFragmentPadding: 0, measure: cellMeasure)
            layout.update(to: content)
            for seed in edits {
                let text = content.text
                let offsets = text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count]
                let a = offsets[seed % offsets.count]
                let b = offsets[(seed / 7) % offsets.count]
                let range = NSRange(location: min(a, b), length: seed % 3 == 0 ? abs(a - b) : 0)
                let insertion = seed % 5 == 0 ? "" : Self.pieces[(seed / 3) % Self.pieces.count] + (seed % 2 == 0 ? Self.pieces[seed % Self.pieces.count] : "")
                try? content.replaceCharacters(in: range, with: insertion)
                // Sometimes several edits reach the layout at once, as one event's do.
                if seed % 4 != 0 { layout.update(to: content) }
            }
            layout.update(to: content)
            let fresh = cellLayout(content.text, width: CGFloat(width))
            #expect(layout.lines == fresh.lines, "\(content.text.debugDescription)")
            #expect(layout.contentHeight == fresh.contentHeight)
        }
    }
}
