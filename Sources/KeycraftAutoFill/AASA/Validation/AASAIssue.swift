/// One problem the validator found, where it is, and whether the file still works.
public struct AASAIssue: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Equatable, Sendable {
        /// The system rejects the file or the entry.
        case error
        /// Works, but is probably a mistake (an unknown key, an empty list, an unused variable).
        case warning
    }

    public var severity: Severity
    public var path: JSONPath
    public var message: String

    public init(_ severity: Severity, _ path: JSONPath, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    /// `error: $.applinks.details[0].appIDs[1]: team ID "abc" must be …`
    public var description: String { "\(severity.rawValue): \(path): \(message)" }
}

/// Every issue found in one file.
public struct AASAReport: Equatable, Sendable, CustomStringConvertible {
    public var issues: [AASAIssue]

    public init(issues: [AASAIssue] = []) {
        self.issues = issues
    }

    public var errors: [AASAIssue] { issues.filter { $0.severity == .error } }
    public var warnings: [AASAIssue] { issues.filter { $0.severity == .warning } }
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// One issue per line, then a summary line.
    public var description: String {
        let summary = "\(errors.count) error(s), \(warnings.count) warning(s)"
        return (issues.map(\.description) + [summary]).joined(separator: "\n")
    }
}

/// A file that failed validation; `report` holds every issue, errors and warnings alike.
public struct AASAValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var report: AASAReport

    public var description: String { "invalid apple-app-site-association file:\n\(report)" }
}
