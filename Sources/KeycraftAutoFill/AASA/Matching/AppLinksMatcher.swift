import Foundation

/// Decides which app, if any, opens a URL as a universal link, the way the system reads `applinks`.
///
/// Details are tried in order and, inside each, its components (or, for a detail without
/// `components`, its legacy `paths`) in order; the first pattern that matches decides, and an
/// `exclude` (`NOT `) match refuses the URL outright rather than falling through to later details.
/// Options resolve component → detail `defaults` → `applinks.defaults` → Apple's defaults (both true).
/// Legacy paths match the URL's path only, case-sensitively, as the pre-iOS 13 format did.
///
/// ```swift
/// let appLinks = AppLinks(details: [AppLinksDetail(appIDs: [try AppID("ABCDE12345.com.example.app")], components: [URLComponentPattern(path: "/orders/*")])])
/// let matcher = try AppLinksMatcher(appLinks)
/// matcher.match(URL(string: "https://example.com/orders/42")!).appIDs   // the app
/// ```
public struct AppLinksMatcher: Sendable {
    private struct Rule: Sendable {
        var path: URLPattern?
        var query: CompiledQuery?
        var fragment: URLPattern?
        var exclude: Bool
    }

    private enum CompiledQuery: Sendable {
        case whole(URLPattern)
        case items([(name: String, value: URLPattern)])
    }

    private let details: [(appIDs: [AppID], rules: [Rule])]

    /// Compiles every pattern of `appLinks`; the first that doesn't compile throws.
    public init(_ appLinks: AppLinks) throws(URLPatternError) {
        var variables: [String: [String]] = [:]
        for variable in appLinks.substitutionVariables { variables[variable.name] = variable.values }
        var details: [(appIDs: [AppID], rules: [Rule])] = []
        for detail in appLinks.details {
            let inherited = (detail.defaults ?? URLMatchingOptions()).over(appLinks.defaults)
            var rules: [Rule] = []
            if let components = detail.components {
                for component in components {
                    rules.append(try Self.rule(component, inherited: inherited, variables: variables))
                }
            } else {
                for path in detail.paths ?? [] {
                    let excluded = path.hasPrefix("NOT ")
                    let pattern = try URLPattern(String(excluded ? path.dropFirst(4) : path[...]), variables: variables)
                    rules.append(Rule(path: pattern, query: nil, fragment: nil, exclude: excluded))
                }
            }
            details.append((detail.appIDs, rules))
        }
        self.details = details
    }

    private static func rule(
        _ component: URLComponentPattern, inherited: URLMatchingOptions, variables: [String: [String]]
    ) throws(URLPatternError) -> Rule {
        let options = component.options.over(inherited)
        let caseSensitive = options.caseSensitive ?? true
        let percentEncoded = options.percentEncoded ?? true
        func compile(_ source: String?) throws(URLPatternError) -> URLPattern? {
            guard let source else { return nil }
            return try URLPattern(source, variables: variables, caseSensitive: caseSensitive, percentEncoded: percentEncoded)
        }
        var query: CompiledQuery?
        switch component.query {
        case .none: query = nil
        case .whole(let pattern): query = .whole(try compile(pattern)!)
        case .items(let items):
            var compiled: [(name: String, value: URLPattern)] = []
            for item in items { compiled.append((item.name, try compile(item.value)!)) }
            query = .items(compiled)
        }
        return Rule(
            path: try compile(component.path), query: query, fragment: try compile(component.fragment),
            exclude: component.exclude
        )
    }

    /// The decision for `url` (its host is not consulted: the file belongs to one host already).
    public func match(_ url: URL) -> AppLinkMatch {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return .noMatch }
        let path = Self.decoded(parts.percentEncodedPath)
        let query = parts.percentEncodedQuery.map(Self.decoded) ?? ""
        let fragment = parts.percentEncodedFragment.map(Self.decoded) ?? ""
        let items = Self.queryItems(parts.percentEncodedQuery ?? "")
        for (detailIndex, detail) in details.enumerated() {
            for (ruleIndex, rule) in detail.rules.enumerated()
            where Self.rule(rule, matchesPath: path, query: query, items: items, fragment: fragment) {
                return rule.exclude
                    ? .excluded(detail: detailIndex, rule: ruleIndex)
                    : .opens(appIDs: detail.appIDs, detail: detailIndex, rule: ruleIndex)
            }
        }
        return .noMatch
    }

    private static func rule(
        _ rule: Rule, matchesPath path: String, query: String, items: [(name: String, value: String)],
        fragment: String
    ) -> Bool {
        if let pattern = rule.path, !pattern.matches(path) { return false }
        if let pattern = rule.fragment, !pattern.matches(fragment) { return false }
        switch rule.query {
        case .none: return true
        case .whole(let pattern): return pattern.matches(query)
        case .items(let patterns):
            // Every item with the name must match; an absent item counts as one empty value.
            return patterns.allSatisfy { pattern in
                let values = items.filter { $0.name == pattern.name }.map(\.value)
                return (values.isEmpty ? [""] : values).allSatisfy(pattern.value.matches)
            }
        }
    }

    private static func decoded(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }

    private static func queryItems(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decoded(String(pair[0])), pair.count > 1 ? decoded(String(pair[1])) : "")
        }
    }
}
