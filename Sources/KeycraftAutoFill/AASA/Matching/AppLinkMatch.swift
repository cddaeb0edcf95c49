/// What `applinks` decides for one URL.
///
/// ```swift
/// let appLinks = AppLinks(details: [AppLinksDetail(appIDs: [try AppID("ABCDE12345.com.example.app")], components: [URLComponentPattern(path: "/admin/*", exclude: true), URLComponentPattern(path: "*")])])
/// switch try AppLinksMatcher(appLinks).match(URL(string: "https://example.com/admin/users")!) {
/// case .opens(let appIDs, _, _): print("opens", appIDs)
/// case .excluded: print("opens in the browser")      // this one
/// case .noMatch: print("opens in the browser")
/// }
/// ```
public enum AppLinkMatch: Equatable, Sendable {
    /// The URL opens in one of `appIDs` (the detail's apps); `detail` and `rule` index the detail and
    /// the component (or legacy path) that matched.
    case opens(appIDs: [AppID], detail: Int, rule: Int)
    /// The first match was an `exclude` component (or a legacy `NOT ` path): the URL opens in the browser.
    case excluded(detail: Int, rule: Int)
    /// No pattern matched.
    case noMatch

    /// The apps that open the URL; empty when excluded or unmatched.
    public var appIDs: [AppID] {
        if case .opens(let appIDs, _, _) = self { return appIDs }
        return []
    }
}
