/// An Emoji version ("E14.0" in Unicode's emoji-test.txt): the release that introduced an emoji, and
/// so whether a given iOS can draw it.
public struct EmojiVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses "14.0"; nil for anything else.
    public init?(_ text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0 else { return nil }
        self.init(major: major, minor: minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    /// The newest Emoji version an iOS release draws. Apple ships each Emoji version in a point
    /// release, as its release notes and Emojipedia's per-release pages record
    /// (emojipedia.org/apple/ios-15.4, …/ios-16.4, …/ios-17.4, …/ios-18.4): iOS 12.1 → 11.0,
    /// 13.2 → 12.0, 14.2 → 13.0, 14.5 → 13.1, 15.4 → 14.0, 16.4 → 15.0, 17.4 → 15.1, 18.4 → 16.0.
    /// A release before 12.1 is given 5.0 (iOS 11.1); the package's floor is iOS 17, so in practice
    /// the answer is 15.0 or later.
    public static func supported(byiOS major: Int, _ minor: Int = 0) -> EmojiVersion {
        let table: [(iOS: (Int, Int), emoji: EmojiVersion)] = [
            ((18, 4), EmojiVersion(major: 16, minor: 0)), ((17, 4), EmojiVersion(major: 15, minor: 1)),
            ((16, 4), EmojiVersion(major: 15, minor: 0)), ((15, 4), EmojiVersion(major: 14, minor: 0)),
            ((14, 5), EmojiVersion(major: 13, minor: 1)), ((14, 2), EmojiVersion(major: 13, minor: 0)),
            ((13, 2), EmojiVersion(major: 12, minor: 0)), ((12, 1), EmojiVersion(major: 11, minor: 0)),
        ]
        return table.first { (major, minor) >= $0.iOS }?.emoji ?? EmojiVersion(major: 5, minor: 0)
    }

    /// Every emoji: no version filter.
    public static let all = EmojiVersion(major: Int.max, minor: 0)
}
