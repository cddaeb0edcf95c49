import Hummingbird

/// A feature's routes, added to the site's router. Each feature (the AASA file, the account pages)
/// contributes one `SiteRoutes` from a static factory in its own folder.
public struct SiteRoutes: Sendable {
    let register: @Sendable (Router<SiteRequestContext>) -> Void

    public init(_ register: @escaping @Sendable (Router<SiteRequestContext>) -> Void) {
        self.register = register
    }
}
