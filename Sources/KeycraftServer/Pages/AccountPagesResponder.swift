import Foundation
import Hummingbird
import KeycraftAutoFill

/// Answers the account pages' requests.
///
/// - Every page that shows a form sets a CSRF cookie if the browser has none and puts the same token
///   in a hidden field; every POST must send both, equal (compared in constant time), or it is
///   refused with 403 before anything else is done. Signing in or out replaces the token.
/// - A session is a random token in the `keycraft_session` cookie; the database keeps its SHA-256.
/// - After a successful POST the answer is 303 See Other to the next page; a refused one shows the
///   form again, empty, with what was wrong: 422, 409 (the username is taken) or 429 (too many failed
///   sign-ins, with `Retry-After`).
struct AccountPagesResponder: Sendable {
    let pages: CredentialPages
    let service: AccountService
    let cookies: SiteCookies

    /// A POST refused before its handler finished: the page to answer with instead.
    struct Refusal: Error {
        var page: HTMLPage
    }

    // MARK: Pages (GET and HEAD)

    func index(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let account = try await service.account(session: sessionToken(request))
        return HTMLPage(status: .ok, document: pages.indexDocument(signedInAs: account?.username))
    }

    func formPage(
        _ form: AccountForm, _ request: Request, status: HTTPResponse.Status = .ok, problems: [PageProblem] = [],
        notice: String? = nil, retryAfter: Int? = nil
    ) -> HTMLPage {
        withCSRFToken(request, status: status, retryAfter: retryAfter) {
            pages.formDocument(form, csrfToken: $0, problems: problems, notice: notice)
        }
    }

    func account(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        try await withConfirmedAccount(request) { account in
            withCSRFToken(request) { pages.accountDocument(account, csrfToken: $0) }
        }
    }

    func confirmPage(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        guard let account = try await service.account(session: sessionToken(request)) else { return signInFirst }
        if account.isConfirmed { return .redirect(to: CredentialPages.accountPath) }
        return formPage(pages.confirmForm, request, notice: codeSentNotice(account))
    }

    func changePasswordPage(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        try await withConfirmedAccount(request) { account in
            formPage(pages.changePasswordForm(username: account.username), request)
        }
    }

    // MARK: Submissions (POST)

    func signIn(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let form = AccountForm(pages.signIn)
        let values = try await submission(request, form)
        let username = values[form.name(of: .username)] ?? ""
        switch try await service.signIn(username: username, password: values[form.name(of: .password)] ?? "", address: context.clientKey) {
        case .signedIn(let account, let session):
            return signedIn(account, session: session)
        case .refused:
            return formPage(form, request, status: .unprocessableContent, problems: [PageProblem("The username or password is incorrect.")])
        case .rateLimited(let wait):
            return tooManyAttempts(form, request, wait)
        }
    }

    func signUp(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let form = AccountForm(pages.signUp)
        let values = try await submission(request, form)
        let username = values[form.name(of: .username)] ?? ""
        switch try await service.signUp(username: username, password: values[form.name(of: .newPassword)] ?? "") {
        case .created(let account, let session):
            return signedIn(account, session: session)
        case .duplicate:
            let problem = PageProblem("An account for \(username) already exists. Sign in instead.")
            return formPage(form, request, status: .conflict, problems: [problem])
        }
    }

    func confirm(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let form = pages.confirmForm
        let values = try await submission(request, form)
        guard let account = try await service.account(session: sessionToken(request)) else { return signInFirst }
        switch try await service.confirm(account, code: values[form.name(of: .oneTimeCode)] ?? "") {
        case .confirmed, .alreadyConfirmed:
            return .redirect(to: CredentialPages.accountPath)
        case .wrongCode(let left):
            let problem = PageProblem("That is not the code we sent. \(left) \(left == 1 ? "attempt" : "attempts") left.")
            return formPage(form, request, status: .unprocessableContent, problems: [problem], notice: codeSentNotice(account))
        case .noLiveCode:
            let problem = PageProblem("That code has expired or was tried too many times. Sign in again for a new one.")
            return formPage(form, request, status: .unprocessableContent, problems: [problem])
        }
    }

    func changePassword(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        guard let token = sessionToken(request) else {
            _ = try await submission(request, AccountForm(action: "", fields: [], submitTitle: ""))
            return signInFirst
        }
        return try await withConfirmedAccount(request) { account in
            let form = pages.changePasswordForm(username: account.username)
            let values = try await submission(request, form)
            let current = values["current-password"] ?? ""
            switch try await service.changePassword(
                account, current: current, new: values[form.name(of: .newPassword)] ?? "", session: token,
                address: context.clientKey)
            {
            case .changed:
                return withCSRFToken(request) {
                    pages.accountDocument(account, csrfToken: $0, notice: "Your password was changed. Your other sessions were signed out.")
                }
            case .wrongCurrentPassword:
                return formPage(form, request, status: .unprocessableContent, problems: [PageProblem("The current password is incorrect.")])
            case .rateLimited(let wait):
                return tooManyAttempts(form, request, wait)
            }
        }
    }

    func signOut(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        _ = try await submission(request, AccountForm(action: CredentialPages.signOutPath, fields: [], submitTitle: ""))
        if let token = sessionToken(request) { try await service.signOut(session: token) }
        return .redirect(
            to: pages.signIn.action, cookies: [cookies.expired(SiteCookies.session), cookies.csrf(SecureToken.make())])
    }

    /// Runs a POST handler, answering with the page of a `Refusal` it throws.
    func guarded(_ request: Request, _ handler: () async throws -> HTMLPage) async throws -> HTMLPage {
        do {
            return try await handler()
        } catch let refusal as Refusal {
            return refusal.page
        }
    }

    // MARK: Helpers

    /// The posted values of `form`'s fields, after the body is read and the CSRF token checked, and
    /// the values pass the form's rules. Throws a `Refusal` otherwise: 400/413/415 for a body that
    /// can't be read, 403 for a missing or wrong token, 422 for values that break the rules.
    private func submission(_ request: Request, _ form: AccountForm) async throws -> [String: String] {
        let values: [String: String]
        do {
            let body = try await CredentialSubmission.body(of: request)
            values = try CredentialSubmission.values(
                named: Set(form.fields.map(\.name) + [AccountForm.csrfFieldName]), in: body)
        } catch let error as FormBodyError {
            throw Refusal(page: withCSRFToken(request, status: error.status) { _ in
                pages.messageDocument(title: "The form could not be read", message: error.description, linkTo: request.uri.path)
            })
        }
        guard let sent = values[AccountForm.csrfFieldName], let expected = request.cookies[SiteCookies.csrf]?.value,
              SecureToken.isWellFormed(expected), ConstantTime.equal(sent, expected)
        else {
            throw Refusal(page: withCSRFToken(request, status: .forbidden) { _ in
                pages.messageDocument(
                    title: "The form has expired",
                    message: "This form is missing its security token or came from another site. Reload the page and try again.",
                    linkTo: request.uri.path)
            })
        }
        let problems = form.problems(in: values, passwordRequirements: pages.passwordRequirements)
        if !problems.isEmpty { throw Refusal(page: formPage(form, request, status: .unprocessableContent, problems: problems)) }
        return values
    }

    /// A page whose document carries the browser's CSRF token, setting the cookie when it has none.
    private func withCSRFToken(
        _ request: Request, status: HTTPResponse.Status = .ok, retryAfter: Int? = nil,
        _ document: (String) -> HTMLDocument
    ) -> HTMLPage {
        if let existing = request.cookies[SiteCookies.csrf]?.value, SecureToken.isWellFormed(existing) {
            return HTMLPage(status: status, document: document(existing), retryAfter: retryAfter)
        }
        let token = SecureToken.make()
        return HTMLPage(status: status, document: document(token), cookies: [cookies.csrf(token)], retryAfter: retryAfter)
    }

    private func withConfirmedAccount(
        _ request: Request, _ page: (StoredAccount) async throws -> HTMLPage
    ) async throws -> HTMLPage {
        guard let account = try await service.account(session: sessionToken(request)) else { return signInFirst }
        guard account.isConfirmed else { return .redirect(to: CredentialPages.confirmPath) }
        return try await page(account)
    }

    private func sessionToken(_ request: Request) -> String? {
        request.cookies[SiteCookies.session]?.value
    }

    /// A new session: its cookie, a new CSRF token, and on to the account (or its confirmation).
    private func signedIn(_ account: StoredAccount, session: String) -> HTMLPage {
        .redirect(
            to: account.isConfirmed ? CredentialPages.accountPath : CredentialPages.confirmPath,
            cookies: [cookies.session(session), cookies.csrf(SecureToken.make())])
    }

    private var signInFirst: HTMLPage { .redirect(to: pages.signIn.action) }

    private func tooManyAttempts(_ form: AccountForm, _ request: Request, _ wait: Duration) -> HTMLPage {
        let seconds = Int(wait.components.seconds)
        let problem = PageProblem("Too many failed attempts. Try again in \(seconds) seconds.")
        return formPage(form, request, status: .tooManyRequests, problems: [problem], retryAfter: seconds)
    }

    private func codeSentNotice(_ account: StoredAccount) -> String {
        "We sent a \(OneTimeCodePolicy.digits)-digit code to \(account.username). Enter it to confirm your account."
    }
}

extension AccountForm {
    /// The name of the field with `role` (every form here has the roles its handler reads).
    func name(of role: CredentialRole) -> String {
        fields.first { $0.role == role }?.name ?? role.rawValue
    }
}
