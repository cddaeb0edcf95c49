import Foundation
import KeycraftText

/// The frames of a keyboard's 26 letter keys, in points, with the origin at the top left of the
/// letter area: what glide typing measures a finger's path against. The glide decoder, the
/// playground and `keycraft glide --layout` share one model, so a path drawn in one is read the same
/// way by the others.
///
/// ```swift
/// let layout = LetterKeyLayout.iPhonePortraitEnglish
/// layout.frame(of: "q")                     // (3.0, 6.0, 33.3, 42.0)
/// layout.key(at: CGPoint(x: 200, y: 30))    // "y"
/// ```
public struct LetterKeyLayout: Equatable, Sendable {
    /// The letter area's size, in points.
    public let size: CGSize
    /// Each letter's key frame (lower-case letters).
    public let frames: [Character: CGRect]
    /// The distance between neighbouring key centres in a row, in points: the unit of "a key" when
    /// measuring how far a finger strays.
    public let keyPitch: CGFloat

    /// A layout from its letter area's size, the key frames and the key pitch.
    public init(size: CGSize, frames: [Character: CGRect], keyPitch: CGFloat) {
        self.size = size
        self.frames = frames
        self.keyPitch = keyPitch
    }

    /// The US English letter keys of the iPhone's system keyboard in portrait, on a 393-point-wide
    /// screen (iPhone 15, 15 Pro, 16; `DeviceProfile.iPhone15Pro`'s width).
    ///
    /// The dimensions are the system keyboard's as commonly measured on devices and as KeyboardKit
    /// documents its iPhone portrait configuration: the width splits into 10 columns (39.3 pt), each
    /// key 3 pt in from its column's sides (33.3 pt wide); rows are 54 pt apart with keys 42 pt tall,
    /// 6 pt in from the row's top and bottom. The second row is inset half a column (9 keys centred);
    /// the third row's 7 letters start a column and a half in, between the shift and delete keys.
    /// The same row offsets give autocorrect its neighbouring keys (``KeyProximity``).
    public static let iPhonePortraitEnglish = LetterKeyLayout(
        rows: LetterKeyRows.qwerty, rowOffsets: [0, 0.5, 1.5], width: 393, columns: 10, rowHeight: 54,
        horizontalInset: 3, verticalInset: 6)

    /// A grid layout: `rows` of letters, each row shifted right by its offset in columns, `columns`
    /// columns across `width` points, rows `rowHeight` apart, each key inset from its cell.
    public init(rows: [String], rowOffsets: [Double], width: CGFloat, columns: Int, rowHeight: CGFloat,
                horizontalInset: CGFloat, verticalInset: CGFloat) {
        let pitch = width / CGFloat(columns)
        var frames: [Character: CGRect] = [:]
        for (row, letters) in rows.enumerated() {
            let offset = row < rowOffsets.count ? CGFloat(rowOffsets[row]) : 0
            for (column, letter) in letters.lowercased().enumerated() {
                frames[letter] = CGRect(
                    x: (offset + CGFloat(column)) * pitch + horizontalInset, y: CGFloat(row) * rowHeight + verticalInset,
                    width: pitch - 2 * horizontalInset, height: rowHeight - 2 * verticalInset)
            }
        }
        self.init(size: CGSize(width: width, height: rowHeight * CGFloat(rows.count)), frames: frames, keyPitch: pitch)
    }

    /// The letters, alphabetically.
    public var letters: [Character] { frames.keys.sorted() }

    /// The frame of `letter`'s key (either case), or nil when the layout has no such key.
    public func frame(of letter: Character) -> CGRect? {
        if let frame = frames[letter] { return frame }
        let lower = letter.lowercased()
        return lower.count == 1 ? frames[lower.first!] : nil
    }

    /// The centre of `letter`'s key, or nil.
    public func centre(of letter: Character) -> CGPoint? {
        frame(of: letter).map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    /// The letter whose key centre is nearest `point` (a touch in the gap between keys goes to the
    /// nearer key, as the system keyboard's touch areas reach across the gaps); nil for a layout
    /// without keys.
    public func key(at point: CGPoint) -> Character? {
        var best: (letter: Character, distance: CGFloat)?
        for (letter, frame) in frames {
            let dx = frame.midX - point.x, dy = frame.midY - point.y
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.distance || (distance == best!.distance && letter < best!.letter) {
                best = (letter, distance)
            }
        }
        return best?.letter
    }
}
