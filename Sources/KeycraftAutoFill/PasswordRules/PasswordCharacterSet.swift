/// The characters a whole `required` or `allowed` rule stands for: the union of its classes.
///
/// ```swift
/// let set = PasswordCharacterSet([.upper, .digit])
/// set.contains("A")                          // true
/// set.contains("a")                          // false
/// ```
public struct PasswordCharacterSet: Hashable, Sendable, CustomStringConvertible {
    /// The classes as written in the canonical rule, kept to describe the set to people.
    public let classes: [PasswordCharacterClass]
    /// The printable ASCII members.
    public let ascii: ASCIIPrintableSet
    /// Whether every character is a member (the `unicode` class).
    public let includesAllCharacters: Bool

    /// The union of `classes`.
    public init(_ classes: [PasswordCharacterClass]) {
        self.classes = classes
        includesAllCharacters = classes.contains(.unicode)
        ascii = classes.reduce(into: ASCIIPrintableSet()) { $0.formUnion($1.asciiCharacters) }
    }

    /// Whether `character` (a grapheme cluster, as a person sees it) belongs to the set.
    public func contains(_ character: Character) -> Bool {
        includesAllCharacters || ascii.contains(character)
    }

    /// The classes joined by `, `, as in the rule; `nothing` for an empty set.
    public var description: String {
        classes.isEmpty ? "nothing" : classes.map(\.description).joined(separator: ", ")
    }
}
