/// A regular expression given to `ValidationRule.regex` that does not compile.
public struct RegexPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pattern as given.
    public var pattern: String
    /// What the regular expression parser found wrong, e.g. "expected ')'".
    public var problem: String

    /// `pattern` does not compile, for the reason `problem`.
    public init(pattern: String, problem: String) {
        self.pattern = pattern
        self.problem = problem
    }

    /// The pattern and why it doesn't compile.
    public var description: String { "invalid regular expression “\(pattern)”: \(problem)" }
}
