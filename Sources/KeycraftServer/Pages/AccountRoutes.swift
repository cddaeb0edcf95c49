import Foundation
import Hummingbird
import KeycraftAutoFill

extension SiteRoutes {
    /// The credential site: sign-in, sign-up, the one-time code page, `/account`, sign-out and
    /// change-password, with sessions and CSRF tokens (`AccountPagesResponder` has the details).
    /// `secureCookies` makes the cookies `Secure` and `__Host-` named: pass true when browsers reach
    /// the site over HTTPS (served with TLS, or behind a TLS-terminating proxy). `clientAddresses`
    /// says which proxies' `X-Forwarded-For` to believe (none by default).
    public static func accountPages(
        _ pages: CredentialPages, service: AccountService, secureCookies: Bool,
        clientAddresses: ClientAddressPolicy = ClientAddressPolicy()
    ) -> SiteRoutes {
        let responder = AccountPagesResponder(
            pages: pages, service: service,
            cookies: SiteCookies(
                secure: secureCookies, sessionLifetime: service.policy.sessionLifetime, deviceLifetime: service.policy.deviceLifetime),
            clientAddresses: clientAddresses)
        return SiteRoutes { router in
            let pagesShown: [(String, @Sendable (Request, SiteRequestContext) async throws -> HTMLPage)] = [
                (CredentialPages.indexPath, responder.index),
                (pages.signIn.action, { @Sendable request, _ in responder.formPage(AccountForm(pages.signIn), request) }),
                (pages.signUp.action, { @Sendable request, _ in responder.formPage(AccountForm(pages.signUp), request) }),
                (CredentialPages.accountPath, responder.account),
                (CredentialPages.confirmPath, responder.confirmPage),
                (CredentialPages.changePasswordPath, responder.changePasswordPage),
            ]
            for (path, page) in pagesShown {
                router.get(RouterPath(path)) { request, context in try await page(request, context).response(includeBody: true) }
                router.head(RouterPath(path)) { request, context in try await page(request, context).response(includeBody: false) }
            }
            let posts: [(String, @Sendable (Request, SiteRequestContext) async throws -> HTMLPage)] = [
                (pages.signIn.action, responder.signIn),
                (pages.signUp.action, responder.signUp),
                (CredentialPages.confirmPath, responder.confirm),
                (CredentialPages.changePasswordPath, responder.changePassword),
                (CredentialPages.signOutPath, responder.signOut),
            ]
            for (path, handler) in posts {
                router.post(RouterPath(path)) { request, context in
                    try await responder.guarded(request) { try await handler(request, context) }.response(includeBody: true)
                }
            }
            router.get(RouterPath(CredentialPages.wellKnownChangePasswordPath)) { _, _ in
                HTMLPage.redirect(to: CredentialPages.changePasswordPath, status: .found).response(includeBody: true)
            }
        }
    }
}
