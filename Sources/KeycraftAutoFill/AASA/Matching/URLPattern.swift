import Foundation

/// A compiled AASA pattern: literal characters, `*` (any run, possibly empty), `?` (exactly one
/// character) and `$(name)` substitution variables.
///
/// Characters are grapheme clusters, so `?` matches one 👩‍👩‍👧 or one "é" however it is encoded.
/// Matching takes time proportional to pattern × text length, never the exponential backtracking
/// `*a*a*a…` patterns cause in a naive matcher: a last-star scan without variables, and a simulation
/// of all positions at once (an NFA) with them. `keycraft-benchmarks aasa` measures both.
///
/// ```swift
/// let pattern = try URLPattern("/help/*", caseSensitive: false)
/// pattern.matches("/HELP/en/contact")        // true
/// pattern.matches("/about")                  // false
/// ```
public struct URLPattern: Equatable, Sendable {
    enum Token: Equatable, Sendable {
        case literal(Character)
        case anyOne
        case anyRun
        /// A substitution variable: any one of its values (each value may itself hold wildcards).
        case oneOf([[Token]])
    }

    let tokens: [Token]
    let caseSensitive: Bool
    private let hasVariables: Bool

    /// Compiles `source`.
    ///
    /// - Parameters:
    ///   - source: the pattern as the AASA file writes it: `*`, `?` and `$(name)` are special.
    ///   - variables: custom substitution variables; the predefined ones (`PredefinedSubstitution`)
    ///     take precedence over a custom one of the same name.
    ///   - caseSensitive: whether letters must match in case; when false, case is ignored.
    ///   - percentEncoded: the pattern is written percent-encoded (`%E2%82%AC`) and is decoded before
    ///     matching; when false, `%` is an ordinary character. URLs are always compared decoded.
    public init(
        _ source: String, variables: [String: [String]] = [:], caseSensitive: Bool = true,
        percentEncoded: Bool = true
    ) throws(URLPatternError) {
        self.caseSensitive = caseSensitive
        var tokens: [Token] = []
        var rest = Substring(source)
        while let dollar = rest.firstRange(of: "$(") {
            tokens += Self.wildcardTokens(rest[..<dollar.lowerBound], caseSensitive, percentEncoded)
            guard let close = rest[dollar.upperBound...].firstIndex(of: ")") else {
                throw .unterminatedVariable(pattern: source)
            }
            let name = String(rest[dollar.upperBound..<close])
            guard let values = PredefinedSubstitution(rawValue: name)?.values ?? variables[name] else {
                throw .undefinedVariable(name, pattern: source)
            }
            tokens.append(.oneOf(values.map { Self.wildcardTokens(Substring($0), caseSensitive, percentEncoded) }))
            rest = rest[rest.index(after: close)...]
        }
        tokens += Self.wildcardTokens(rest, caseSensitive, percentEncoded)
        self.tokens = tokens
        hasVariables = tokens.contains { if case .oneOf = $0 { true } else { false } }
    }

    /// Text without variables: `*` and `?` are wildcards, runs between them literal (decoded first,
    /// so an encoded `%3F` stays a literal "?").
    private static func wildcardTokens(_ text: Substring, _ caseSensitive: Bool, _ percentEncoded: Bool) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        func flushLiteral() {
            let decoded = percentEncoded ? (literal.removingPercentEncoding ?? literal) : literal
            tokens += decoded.map { .literal(caseSensitive ? $0 : $0.folded) }
            literal = ""
        }
        for character in text {
            if character == "*" || character == "?" {
                flushLiteral()
                tokens.append(character == "*" ? .anyRun : .anyOne)
            } else {
                literal.append(character)
            }
        }
        flushLiteral()
        return tokens
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        let characters = caseSensitive ? Array(text) : text.map(\.folded)
        if !hasVariables { return Self.matchWildcards(tokens, characters) }
        var reachable = [Bool](repeating: false, count: characters.count + 1)
        reachable[0] = true
        reachable = Self.advance(reachable, through: tokens, in: characters)
        return reachable[characters.count]
    }


    /// Without variables, the classic linear scan that backtracks only to the last `*`: a later
    /// star can always absorb what an earlier one would have, so O(pattern × text) at worst.
    private static func matchWildcards(_ tokens: [Token], _ text: [Character]) -> Bool {
        var token = 0, position = 0
        var lastStar: (token: Int, position: Int)?
        while position < text.count {
            if token < tokens.count, tokens[token] == .anyOne || tokens[token] == .literal(text[position]) {
                token += 1
                position += 1
            } else if token < tokens.count, tokens[token] == .anyRun {
                lastStar = (token, position)
                token += 1
            } else if let star = lastStar {
                lastStar = (star.token, star.position + 1)
                token = star.token + 1
                position = star.position + 1
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .anyRun { token += 1 }
        return token == tokens.count
    }

    /// The positions reachable after `tokens`, given those reachable before.
    private static func advance(_ start: [Bool], through tokens: [Token], in text: [Character]) -> [Bool] {
        var current = start
        for token in tokens {
            guard current.contains(true) else { return current }
            var next = [Bool](repeating: false, count: current.count)
            switch token {
            case .literal(let character):
                for position in 0..<text.count where current[position] && text[position] == character {
                    next[position + 1] = true
                }
            case .anyOne:
                for position in 0..<text.count where current[position] { next[position + 1] = true }
            case .anyRun:
                if let first = current.firstIndex(of: true) {
                    for position in first..<next.count { next[position] = true }
                }
            case .oneOf(let alternatives):
                for alternative in alternatives {
                    for (position, isReachable) in advance(current, through: alternative, in: text).enumerated()
                    where isReachable { next[position] = true }
                }
            }
            current = next
        }
        return current
    }
}

/// Why a pattern can't be compiled.
public enum URLPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `$(` without its closing `)`.
    case unterminatedVariable(pattern: String)
    /// `$(name)` for a variable neither predefined nor in `substitutionVariables`.
    case undefinedVariable(String, pattern: String)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .unterminatedVariable(let pattern):
            "pattern \"\(pattern)\" has \"$(\" without a closing \")\""
        case .undefinedVariable(let name, let pattern):
            "pattern \"\(pattern)\" uses $(\(name)), which is neither predefined nor in substitutionVariables"
        }
    }
}

extension Character {
    /// The case-insensitive form used when `caseSensitive` is false.
    var folded: Character {
        let lower = lowercased()
        return lower.count == 1 ? Character(lower) : self
    }
}
