/// The services an AASA file can declare.
public enum AASAService: String, CaseIterable, Sendable {
    /// Universal links: URLs on the domain that open the app.
    case applinks
    /// Shared web credentials: Password AutoFill offers the domain's saved passwords in the app.
    case webcredentials
    /// App Clips the domain may invoke.
    case appclips
    /// Handoff between the website and the app.
    case activitycontinuation
}

/// Builds an apple-app-site-association document from what a developer knows: the app IDs, the
/// services, and which URLs open the app.
///
/// ```swift
/// let generator = AASAGenerator(appIDs: [try AppID("ABCDE12345.com.example.app")], services: [.webcredentials, .applinks])
/// let file = try generator.document().jsonData()   // serve at /.well-known/apple-app-site-association
/// ```
public struct AASAGenerator: Sendable {
    /// The apps the domain trusts.
    public var appIDs: [AppID]
    /// The services to declare them for.
    public var services: Set<AASAService>
    /// Universal-link patterns (the current format). With neither these nor `paths`, every URL opens
    /// the app (`"/": "*"`).
    public var components: [URLComponentPattern]
    /// Legacy paths, written beside `components` for systems before iOS 13.
    public var paths: [String]?
    /// `applinks.defaults`: case sensitivity and percent encoding for every pattern.
    public var defaults: URLMatchingOptions
    /// Custom `$(name)` variables the patterns may use.
    public var substitutionVariables: [SubstitutionVariable]
    /// App Clip IDs for `appclips` (App Clips have their own bundle IDs); the apps when empty.
    public var appClipIDs: [AppID]

    /// A generator; the document is built by ``document()``.
    public init(
        appIDs: [AppID], services: Set<AASAService>, components: [URLComponentPattern] = [],
        paths: [String]? = nil, defaults: URLMatchingOptions = URLMatchingOptions(),
        substitutionVariables: [SubstitutionVariable] = [], appClipIDs: [AppID] = []
    ) {
        self.appIDs = appIDs
        self.services = services
        self.components = components
        self.paths = paths
        self.defaults = defaults
        self.substitutionVariables = substitutionVariables
        self.appClipIDs = appClipIDs
    }

    /// The document; duplicate app IDs are dropped, first occurrence kept.
    public func document() throws(AASAGenerationError) -> AASADocument {
        guard !appIDs.isEmpty else { throw .noAppIDs }
        guard !services.isEmpty else { throw .noServices }
        var seen = Set<AppID>()
        let apps = appIDs.filter { seen.insert($0).inserted }
        var document = AASADocument()
        if services.contains(.webcredentials) { document.webCredentials = AASAAppList(apps: apps) }
        if services.contains(.activitycontinuation) { document.activityContinuation = AASAAppList(apps: apps) }
        if services.contains(.appclips) { document.appClips = AASAAppList(apps: appClipIDs.isEmpty ? apps : appClipIDs) }
        if services.contains(.applinks) {
            let patterns = components.isEmpty && paths == nil ? [URLComponentPattern(path: "*")] : components
            let detail = AppLinksDetail(appIDs: apps, components: patterns.isEmpty ? nil : patterns, paths: paths)
            let appLinks = AppLinks(defaults: defaults, substitutionVariables: substitutionVariables, details: [detail])
            do {
                _ = try AppLinksMatcher(appLinks)
            } catch {
                throw .invalidPattern(error)
            }
            document.appLinks = appLinks
        }
        return document
    }
}

/// Why a document can't be generated.
public enum AASAGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No app ID was given.
    case noAppIDs
    /// No service was chosen.
    case noServices
    /// A universal-link pattern does not compile.
    case invalidPattern(URLPatternError)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .noAppIDs: "at least one app ID is needed"
        case .noServices: "at least one service (applinks, webcredentials, appclips, activitycontinuation) is needed"
        case .invalidPattern(let error): error.description
        }
    }
}
