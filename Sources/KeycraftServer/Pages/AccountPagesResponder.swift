import Foundation
import Hummingbird
import KeycraftAutoFill

/// Answers the account pages' requests.
///
/// - Every form carries a CSRF token (`CSRFToken`: bound to the session when signed in) in a hidden
///   field; a POST without the right one (compared in constant time) is refused with 403 before
///   anything else is done.
/// - A session is a random token in the session cookie; the database keeps its SHA-256.
/// - Sign-up answers the same whether or not the name is taken: on to the code page with a ticket
///   cookie. The code, entered there with that ticket, confirms the account and signs it in.
/// - After a successful POST the answer is 303 See Other to the next page; a refused one shows the
///   form again, empty, with what was wrong: 422, or 429 (too many attempts, with `Retry-After`).
struct AccountPagesResponder: Sendable {
    let pages: CredentialPages
    let service: AccountService
    let cookies: SiteCookies
    let clientAddresses: ClientAddressPolicy

    /// A POST refused before its handler finished: the page to answer with instead.
    struct Refusal: Error {
        var page: HTMLPage
    }

    // MARK: Pages (GET and HEAD)

    func index(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let account = try await service.account(session: cookie(cookies.sessionName, request))
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
        if let account = try await service.account(session: cookie(cookies.sessionName, request)), account.isConfirmed {
            return .redirect(to: CredentialPages.accountPath)
        }
        guard cookie(cookies.ticketName, request) != nil else { return signInFirst }
        return formPage(pages.confirmForm, request, notice: Self.codeSentNotice)
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
        switch try await service.signIn(
            username: values[form.name(of: .username)] ?? "", password: values[form.name(of: .password)] ?? "",
            address: context.clientKey(request, policy: clientAddresses), device: cookie(cookies.deviceName, request),
            previousSession: cookie(cookies.sessionName, request))
        {
        case .signedIn(_, let session, let device):
            return signedIn(session: session, device: device)
        case .needsConfirmation(let ticket):
            return toCodePage(ticket: ticket)
        case .refused:
            return formPage(form, request, status: .unprocessableContent, problems: [PageProblem("The username or password is incorrect.")])
        case .rateLimited(let wait):
            return tooManyAttempts(form, request, wait)
        }
    }

    func signUp(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let form = AccountForm(pages.signUp)
        let values = try await submission(request, form)
        switch try await service.signUp(
            username: values[form.name(of: .username)] ?? "", password: values[form.name(of: .newPassword)] ?? "",
            address: context.clientKey(request, policy: clientAddresses))
        {
        case .pending(let ticket):
            return toCodePage(ticket: ticket)
        case .rateLimited(let wait):
            return tooManyAttempts(form, request, wait, what: "Too many accounts were created from here")
        }
    }

    func confirm(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        let form = pages.confirmForm
        let values = try await submission(request, form)
        if let account = try await service.account(session: cookie(cookies.sessionName, request)), account.isConfirmed {
            return .redirect(to: CredentialPages.accountPath)
        }
        switch try await service.confirm(
            ticket: cookie(cookies.ticketName, request), code: values[form.name(of: .oneTimeCode)] ?? "",
            address: context.clientKey(request, policy: clientAddresses))
        {
        case .confirmed(_, let session, let device):
            var page = signedIn(session: session, device: device)
            page.cookies.append(cookies.expired(cookies.ticketName))
            return page
        case .refused:
            let problem = PageProblem(
                "That code is not right, or it no longer works (a code lasts \(service.codes.lifetime.components.seconds / 60) minutes "
                    + "and \(service.codes.maximumFailedAttempts) tries). Sign in again for a new one.")
            return formPage(form, request, status: .unprocessableContent, problems: [problem], notice: Self.codeSentNotice)
        case .rateLimited(let wait):
            return tooManyAttempts(form, request, wait)
        }
    }

    func changePassword(_ request: Request, _ context: SiteRequestContext) async throws -> HTMLPage {
        guard let token = cookie(cookies.sessionName, request) else {
            _ = try await submission(request, AccountForm(action: "", fields: [], submitTitle: ""))
            return signInFirst
        }
        return try await withConfirmedAccount(request) { account in
            let form = pages.changePasswordForm(username: account.username)
            let values = try await submission(request, form)
            let current = values["current-password"] ?? ""
            switch try await service.changePassword(
                account, current: current, new: values[form.name(of: .newPassword)] ?? "", session: token,
                address: context.clientKey(request, policy: clientAddresses))
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
        if let token = cookie(cookies.sessionName, request) { try await service.signOut(session: token) }
        return .redirect(
            to: pages.signIn.action, cookies: [cookies.expired(cookies.sessionName), cookies.csrf(SecureToken.make())])
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
        guard let sent = values[AccountForm.csrfFieldName], let expected = expectedCSRFToken(request),
              ConstantTime.equal(sent, expected)
        else {
            throw Refusal(page: withCSRFToken(request, status: .forbidden) { _ in
                pages.messageDocument(
                    title: "The form has expired",
                    message: "This form is missing its security token or came from another site. Reload the page and try again.",
                    linkTo: request.uri.path)
            })
        }
        var problems = form.problems(in: values, passwordRequirements: pages.passwordRequirements)
        for field in form.fields where field.role == .username && (values[field.name] ?? "").count > AccountPolicy.maximumUsernameLength {
            problems.append(PageProblem(field: field, message: "at most \(AccountPolicy.maximumUsernameLength) characters."))
        }
        if !problems.isEmpty { throw Refusal(page: formPage(form, request, status: .unprocessableContent, problems: problems)) }
        return values
    }

    /// A page whose document carries the browser's CSRF token: the session's when signed in; else
    /// the pre-session cookie's, set when the browser has none.
    private func withCSRFToken(
        _ request: Request, status: HTTPResponse.Status = .ok, retryAfter: Int? = nil,
        _ document: (String) -> HTMLDocument
    ) -> HTMLPage {
        if let expected = expectedCSRFToken(request) {
            return HTMLPage(status: status, document: document(expected), retryAfter: retryAfter)
        }
        let token = SecureToken.make()
        return HTMLPage(status: status, document: document(token), cookies: [cookies.csrf(token)], retryAfter: retryAfter)
    }

    /// The token this browser's forms must send back: bound to its session cookie when it has one.
    private func expectedCSRFToken(_ request: Request) -> String? {
        if let session = cookie(cookies.sessionName, request) { return CSRFToken.bound(toSession: session) }
        return cookie(cookies.csrfName, request)
    }

    private func withConfirmedAccount(
        _ request: Request, _ page: (StoredAccount) async throws -> HTMLPage
    ) async throws -> HTMLPage {
        guard let account = try await service.account(session: cookie(cookies.sessionName, request)) else { return signInFirst }
        guard account.isConfirmed else { return .redirect(to: CredentialPages.confirmPath) }
        return try await page(account)
    }

    /// A cookie's value when it is well-formed as one of our tokens; nil otherwise.
    private func cookie(_ name: String, _ request: Request) -> String? {
        guard let value = request.cookies[name]?.value, SecureToken.isWellFormed(value) else { return nil }
        return value
    }

    /// A new session: its cookie, the browser's device cookie, and on to the account.
    private func signedIn(session: String, device: String) -> HTMLPage {
        .redirect(to: CredentialPages.accountPath, cookies: [cookies.session(session), cookies.device(device)])
    }

    /// On to the code page, with the ticket that reaches the code (or, for a taken name, reaches nothing).
    private func toCodePage(ticket: String) -> HTMLPage {
        .redirect(to: CredentialPages.confirmPath, cookies: [cookies.ticket(ticket)])
    }

    private var signInFirst: HTMLPage { .redirect(to: pages.signIn.action) }

    private func tooManyAttempts(
        _ form: AccountForm, _ request: Request, _ wait: Duration, what: String = "Too many failed attempts"
    ) -> HTMLPage {
        let seconds = Int(wait.components.seconds)
        let problem = PageProblem("\(what). Try again in \(seconds) seconds.")
        return formPage(form, request, status: .tooManyRequests, problems: [problem], retryAfter: seconds)
    }

    /// The same words whether or not the name was free (a code was sent, or a notice to its owner).
    static let codeSentNotice =
        "We sent a message to the address you gave. If it has a \(OneTimeCodePolicy.digits)-digit code, enter the code here to confirm your new account."
}

extension AccountForm {
    /// The name of the field with `role` (every form here has the roles its handler reads).
    func name(of role: CredentialRole) -> String {
        fields.first { $0.role == role }?.name ?? role.rawValue
    }
}
