import Hummingbird

/// A feature's routes, added to the site's router. Each feature (the AASA file, the sign-in and
/// sign-up pages) contributes one `SiteRoutes` from a static factory in its own folder.
public struct SiteRoutes: Sendable {
    let register: @Sendable (Router<BasicRequestContext>) -> Void

    public init(_ register: @escaping @Sendable (Router<BasicRequestContext>) -> Void) {
        self.register = register
    }
}
