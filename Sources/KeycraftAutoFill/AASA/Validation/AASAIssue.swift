/// One problem the validator found, where it is, and whether the file still works.
public struct AASAIssue: Equatable, Sendable, CustomStringConvertible {
    /// Whether the issue stops the file working.
    public enum Severity: String, Equatable, Sendable {
        /// The system rejects the file or the entry.
        case error
        /// Works, but is probably a mistake (an unknown key, an empty list, an unused variable).
        case warning
    }

    /// Whether it stops the file working.
    public var severity: Severity
    /// Where in the file it is.
    public var path: JSONPath
    /// What is wrong.
    public var message: String

    /// An issue at `path`.
    public init(_ severity: Severity, _ path: JSONPath, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    /// `error: $.applinks.details[0].appIDs[1]: team ID "abc" must be …`
    public var description: String { "\(severity.rawValue): \(path): \(message)" }
}

/// Every issue found in one file.
///
/// ```swift
/// let report = AASAReader.validate(Array("{}".utf8))
/// for issue in report.issues { print(issue) }   // "severity: JSONPath: message"
/// ```
public struct AASAReport: Equatable, Sendable, CustomStringConvertible {
    /// Every issue, in document order.
    public var issues: [AASAIssue]

    /// A report of `issues`.
    public init(issues: [AASAIssue] = []) {
        self.issues = issues
    }

    /// The issues that stop the file working.
    public var errors: [AASAIssue] { issues.filter { $0.severity == .error } }
    /// The issues the system tolerates.
    public var warnings: [AASAIssue] { issues.filter { $0.severity == .warning } }
    /// Whether the file fails.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// One issue per line, then a summary line.
    public var description: String {
        let summary = "\(errors.count) error(s), \(warnings.count) warning(s)"
        return (issues.map(\.description) + [summary]).joined(separator: "\n")
    }
}

/// A file that failed validation; `report` holds every issue, errors and warnings alike.
public struct AASAValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every issue found.
    public var report: AASAReport

    /// What went wrong, in words for a message or a log.
    public var description: String { "invalid apple-app-site-association file:\n\(report)" }
}
