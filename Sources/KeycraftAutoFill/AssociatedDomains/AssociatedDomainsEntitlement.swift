/// The whole `com.apple.developer.associated-domains` entitlement: a list of entries.
///
/// ```swift
/// let (entitlement, issues) = AssociatedDomainsEntitlement.validate(["webcredentials:example.com", "applinks:example.com"])
/// entitlement?.domains(for: .webcredentials, host: "example.com")
/// ```
public struct AssociatedDomainsEntitlement: Equatable, Sendable {
    /// The entries, in order.
    public var domains: [AssociatedDomain]

    /// Parses every entry, collecting every problem rather than stopping at the first.
    public static func validate(_ entries: [String]) -> (entitlement: AssociatedDomainsEntitlement?, issues: [AssociatedDomainsIssue]) {
        var domains: [AssociatedDomain] = []
        var issues: [AssociatedDomainsIssue] = []
        if entries.isEmpty { issues.append(.empty) }
        for (index, entry) in entries.enumerated() {
            do {
                let domain = try AssociatedDomain(entry)
                if let first = domains.firstIndex(of: domain) {
                    issues.append(.duplicate(index: index, firstIndex: first, entry: domain.description))
                }
                issues += domain.warnings.map { .warning(index: index, $0) }
                domains.append(domain)
            } catch {
                issues.append(.invalid(index: index, error))
            }
        }
        let hasErrors = issues.contains { $0.isError }
        return (hasErrors ? nil : AssociatedDomainsEntitlement(domains: domains), issues)
    }

    /// The entries that associate `host` with `service`, most specific first (exact hosts before
    /// wildcards), as the system consults them.
    public func domains(for service: AssociatedDomainService, host: String) -> [AssociatedDomain] {
        domains.filter { $0.service == service && $0.covers(host: host) }
            .sorted { !$0.includesSubdomains && $1.includesSubdomains }
    }
}

/// A problem with one entry (by its index in the list) or with the list.
public enum AssociatedDomainsIssue: Equatable, Sendable, CustomStringConvertible {
    /// The list has no entries.
    case empty
    /// An entry that can't be parsed.
    case invalid(index: Int, AssociatedDomainError)
    /// An entry that repeats an earlier one.
    case duplicate(index: Int, firstIndex: Int, entry: String)
    /// An entry that works now but should change.
    case warning(index: Int, AssociatedDomainWarning)

    /// Invalid entries are errors; the rest still work.
    public var isError: Bool {
        if case .invalid = self { return true }
        return false
    }

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .empty: "warning: the entitlement lists no associated domains"
        case .invalid(let index, let error): "error: entry \(index): \(error)"
        case .duplicate(let index, let first, let entry): "warning: entry \(index): \"\(entry)\" repeats entry \(first)"
        case .warning(let index, let warning): "warning: entry \(index): \(warning)"
        }
    }
}
