/// Reads and strictly validates an apple-app-site-association file.
///
/// Checks what Apple's CDN and the system require: under 128 KB, UTF-8 JSON without a byte-order
/// mark, an object of known services, valid app IDs, well-typed keys and patterns whose substitution
/// variables are defined. Unknown keys, empty lists, duplicates and unused variables are warnings.
/// Any bytes at all give a report, never a trap.
///
/// ```swift
/// let report = AASAReader.validate(Array(#"{"webcredentials": {"apps": ["bad"]}}"#.utf8))
/// report.hasErrors                           // true: "bad" is not an app ID
/// report.errors.first?.path                  // the JSONPath of the bad entry
/// ```
public enum AASAReader {
    /// Apple's limit: the file must be smaller than 128 KB.
    public static let maximumSize = 128 * 1024

    /// The report, and the document when there are no errors.
    public static func read(_ bytes: some Collection<UInt8>) -> (report: AASAReport, document: AASADocument?) {
        var reader = AASAReading()
        let document = reader.document(Array(bytes))
        let report = AASAReport(issues: reader.issues)
        return (report, report.hasErrors ? nil : document)
    }

    /// The issues found in `bytes`.
    public static func validate(_ bytes: some Collection<UInt8>) -> AASAReport {
        read(bytes).report
    }
}

extension AASADocument {
    /// Reads `bytes`, throwing the whole report if it has any error.
    public init(validating bytes: some Collection<UInt8>) throws(AASAValidationError) {
        let result = AASAReader.read(bytes)
        guard let document = result.document else { throw AASAValidationError(report: result.report) }
        self = document
    }
}

/// The state of one read: the issues so far. Shapes and services are read in `AASAReading+Shapes.swift` and `AASAReading+Services.swift`.
struct AASAReading {
    var issues: [AASAIssue] = []
    /// `applinks.substitutionVariables`, for checking the patterns that use them.
    var variables: [String: [String]] = [:]
    var usedVariables = Set<String>()
    /// `applinks.defaults`, which every detail's patterns inherit.
    var appLinksDefaults = URLMatchingOptions()

    mutating func error(_ path: JSONPath, _ message: String) { issues.append(AASAIssue(.error, path, message)) }
    mutating func warning(_ path: JSONPath, _ message: String) { issues.append(AASAIssue(.warning, path, message)) }

    mutating func document(_ bytes: [UInt8]) -> AASADocument? {
        if bytes.count >= AASAReader.maximumSize {
            error(.root, "the file is \(bytes.count) bytes; it must be smaller than \(AASAReader.maximumSize) bytes (128 KB)")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            error(.root, "the file starts with a UTF-8 byte-order mark, which the system rejects")
            return nil
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            self.error(.root, "not valid JSON: \(error)")
            return nil
        }
        guard let root = object(json, at: .root, known: Self.serviceKeys) else { return nil }
        if root.isEmpty { warning(.root, "the file declares no service (applinks, webcredentials, appclips, activitycontinuation)") }
        var document = AASADocument()
        if let (value, path) = root["webcredentials"] { document.webCredentials = appList(value, at: path) }
        if let (value, path) = root["appclips"] { document.appClips = appList(value, at: path) }
        if let (value, path) = root["activitycontinuation"] { document.activityContinuation = appList(value, at: path) }
        if let (value, path) = root["applinks"] { document.appLinks = appLinks(value, at: path) }
        return document
    }

    static let serviceKeys: [String] = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
}
