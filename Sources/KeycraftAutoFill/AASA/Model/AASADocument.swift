/// The apple-app-site-association file: which apps a domain trusts, per service.
///
/// Every service is optional; a file may serve only shared web credentials, only universal links, or
/// any mix.
///
/// ```swift
/// let document = AASADocument(webCredentials: AASAAppList(apps: [try AppID("ABCDE12345.com.example.app")]))
/// let json = JSONWriter.prettyPrinted(document.jsonValue)
/// ```
public struct AASADocument: Equatable, Sendable {
    /// `webcredentials`: apps that may use this domain's saved passwords.
    public var webCredentials: AASAAppList?
    /// `applinks`: universal links.
    public var appLinks: AppLinks?
    /// `appclips`: App Clips that may be invoked from this domain.
    public var appClips: AASAAppList?
    /// `activitycontinuation`: apps that may continue web browsing activities (Handoff).
    public var activityContinuation: AASAAppList?

    /// A document declaring the given services; absent ones are left out of the file.
    public init(
        webCredentials: AASAAppList? = nil, appLinks: AppLinks? = nil,
        appClips: AASAAppList? = nil, activityContinuation: AASAAppList? = nil
    ) {
        self.webCredentials = webCredentials
        self.appLinks = appLinks
        self.appClips = appClips
        self.activityContinuation = activityContinuation
    }

    /// Every app ID the document names, in any service, sorted.
    public var allAppIDs: [AppID] {
        var ids = Set<AppID>()
        for list in [webCredentials, appClips, activityContinuation].compactMap({ $0 }) { ids.formUnion(list.apps) }
        for detail in appLinks?.details ?? [] { ids.formUnion(detail.appIDs) }
        return ids.sorted()
    }
}

/// A service that is just a list of app IDs (`webcredentials`, `appclips`, `activitycontinuation`).
public struct AASAAppList: Equatable, Sendable {
    /// The apps, in the file's order.
    public var apps: [AppID]

    /// A list of `apps`.
    public init(apps: [AppID]) {
        self.apps = apps
    }
}

/// The `applinks` service.
public struct AppLinks: Equatable, Sendable {
    /// Matching options for every detail that doesn't set its own.
    public var defaults: URLMatchingOptions
    /// Custom substitution variables: name → the strings `$(name)` stands for.
    public var substitutionVariables: [SubstitutionVariable]
    /// Checked in order; the first detail with a matching pattern decides.
    public var details: [AppLinksDetail]

    /// The `applinks` service with its defaults, variables and details.
    public init(
        defaults: URLMatchingOptions = URLMatchingOptions(),
        substitutionVariables: [SubstitutionVariable] = [], details: [AppLinksDetail]
    ) {
        self.defaults = defaults
        self.substitutionVariables = substitutionVariables
        self.details = details
    }
}

/// A custom `substitutionVariables` entry.
public struct SubstitutionVariable: Equatable, Sendable {
    /// The variable's name, used as `$(name)`.
    public var name: String
    /// The strings it stands for.
    public var values: [String]

    /// A variable `name` standing for any of `values`.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// One entry of `applinks.details`: apps and the URLs they handle.
public struct AppLinksDetail: Equatable, Sendable {
    /// `appIDs` (or the legacy single `appID`).
    public var appIDs: [AppID]
    /// The current format (iOS 13 and later); when present, `paths` is ignored.
    public var components: [URLComponentPattern]?
    /// The legacy format: path patterns, `NOT ` in front of one that excludes.
    public var paths: [String]?
    /// Options for this detail's components, over `applinks.defaults`.
    public var defaults: URLMatchingOptions?

    /// A detail for `appIDs` with its patterns.
    public init(
        appIDs: [AppID], components: [URLComponentPattern]? = nil, paths: [String]? = nil,
        defaults: URLMatchingOptions? = nil
    ) {
        self.appIDs = appIDs
        self.components = components
        self.paths = paths
        self.defaults = defaults
    }
}

/// `caseSensitive` and `percentEncoded`, each unset (inherit) or set.
public struct URLMatchingOptions: Equatable, Sendable {
    /// Whether patterns match case-sensitively; nil inherits (true at the top).
    public var caseSensitive: Bool?
    /// Whether patterns are written percent-encoded; nil inherits (true at the top).
    public var percentEncoded: Bool?

    /// Options; nil ones inherit.
    public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// These options with every unset one taken from `fallback`.
    public func over(_ fallback: URLMatchingOptions) -> URLMatchingOptions {
        URLMatchingOptions(
            caseSensitive: caseSensitive ?? fallback.caseSensitive,
            percentEncoded: percentEncoded ?? fallback.percentEncoded
        )
    }
}

/// One dictionary of `components`: every pattern it gives must match; a key left out matches anything.
public struct URLComponentPattern: Equatable, Sendable {
    /// `"/"`: the URL's path.
    public var path: String?
    /// `"?"`: the whole query, or per query item.
    public var query: QueryPattern?
    /// `"#"`: the fragment.
    public var fragment: String?
    /// `exclude`: a URL this matches is refused as a universal link.
    public var exclude: Bool
    /// `comment`: ignored by the system.
    public var comment: String?
    /// This dictionary's own case and encoding options.
    public var options: URLMatchingOptions

    /// A components dictionary; keys left nil match anything.
    public init(
        path: String? = nil, query: QueryPattern? = nil, fragment: String? = nil, exclude: Bool = false,
        comment: String? = nil, options: URLMatchingOptions = URLMatchingOptions()
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.comment = comment
        self.options = options
    }
}

/// The `"?"` key: one pattern for the whole query string, or a pattern per query item name.
public enum QueryPattern: Equatable, Sendable {
    /// One pattern for the whole query string.
    case whole(String)
    /// Name → value pattern, in document order. Every item of that name must match; a missing item
    /// counts as an empty value.
    case items([QueryItemPattern])
}

/// One query item of a `"?"` dictionary: its name and a pattern for its value.
public struct QueryItemPattern: Equatable, Sendable {
    /// The query item's name, matched exactly.
    public var name: String
    /// A pattern its value must match.
    public var value: String

    /// A query item `name` whose value matches `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
