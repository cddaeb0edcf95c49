import Foundation
import KeycraftKeyboard
import Testing

/// The iPhone portrait letter keys the decoder, the playground and `keycraft glide --layout` share.
@Suite struct LetterKeyLayoutTests {
    let layout = LetterKeyLayout.iPhonePortraitEnglish

    @Test func hasTheTwentySixLettersInThreeRowsInsideTheArea() {
        #expect(layout.letters == Array("abcdefghijklmnopqrstuvwxyz"))
        #expect(layout.size == CGSize(width: 393, height: 162))
        let bounds = CGRect(origin: .zero, size: layout.size)
        for letter in layout.letters {
            let frame = layout.frame(of: letter)!
            #expect(bounds.contains(frame), "\(letter)")
            for other in layout.letters where other != letter {
                #expect(!frame.intersects(layout.frame(of: other)!), "\(letter) overlaps \(other)")
            }
        }
        // Rows: q…p at the top, a…l in the middle, z…m at the bottom, each row's keys on one line.
        for (row, letters) in ["qwertyuiop", "asdfghjkl", "zxcvbnm"].enumerated() {
            for letter in letters { #expect(layout.centre(of: letter)!.y == 27 + 54 * CGFloat(row)) }
        }
    }

    @Test func keysAreTheDocumentedSizeAndOffsets() {
        let q = layout.frame(of: "q")!
        #expect(abs(q.minX - 3) < 1e-9 && q.minY == 6 && abs(q.width - 33.3) < 1e-9 && q.height == 42)
        // The middle row starts half a key in, the bottom row's letters a key and a half.
        #expect(abs(layout.centre(of: "a")!.x - 39.3) < 1e-9)
        #expect(abs(layout.centre(of: "z")!.x - 78.6) < 1e-9)
        #expect(abs(layout.keyPitch - 39.3) < 1e-9)
        // Either case finds the key; a character without one finds nothing.
        #expect(layout.frame(of: "Q") == q)
        #expect(layout.frame(of: "é") == nil && layout.frame(of: "'") == nil && layout.frame(of: "한") == nil)
    }

    @Test func aTouchGoesToTheNearestKey() {
        for letter in layout.letters {
            #expect(layout.key(at: layout.centre(of: letter)!) == letter)
        }
        // In the gap between g and h, a hair nearer h.
        let g = layout.frame(of: "g")!
        #expect(layout.key(at: CGPoint(x: g.maxX + 3.01, y: g.midY)) == "h")
        // Far off the keyboard, still the nearest key.
        #expect(layout.key(at: CGPoint(x: -500, y: -500)) == "q")
        #expect(LetterKeyLayout(size: .zero, frames: [:], keyPitch: 1).key(at: .zero) == nil)
    }
}
