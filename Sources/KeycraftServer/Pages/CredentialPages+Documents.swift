import KeycraftAutoFill
import KeycraftText

/// The pages' markup. Every text that comes from settings or from a submission is escaped; no
/// submitted value is ever put back into a page (one of them is a password).
extension CredentialPages {
    /// `/`: links to the forms, or to the account when signed in.
    func indexDocument(signedInAs username: String? = nil) -> HTMLDocument {
        let links = username == nil
            ? forms.map { link($0.action, $0.submitTitle) }
            : [link(Self.accountPath, "Your account"), link(Self.changePasswordPath, "Change password")]
        return HTMLDocument(
            title: appName,
            body: "<h1>\(HTMLSyntax.escape(appName))</h1>\n<ul>\n"
                + links.map { "<li>\($0)</li>" }.joined(separator: "\n") + "\n</ul>\n")
    }

    /// A form's page: an optional notice, the problems of a refused submission, then an empty form.
    func formDocument(
        _ form: AccountForm, csrfToken: String, problems: [PageProblem] = [], notice: String? = nil
    ) -> HTMLDocument {
        var body = "<h1>\(HTMLSyntax.escape(form.submitTitle))</h1>\n"
        if let notice { body += "<p class=\"notice\">\(HTMLSyntax.escape(notice))</p>\n" }
        if !problems.isEmpty {
            let items = problems.map { problem in
                let field = problem.fieldName.map { #" data-field="\#(HTMLSyntax.escape($0))""# } ?? ""
                return "<li\(field)>\(HTMLSyntax.escape(problem.text))</li>"
            }
            body += "<ul class=\"problems\">\n\(items.joined(separator: "\n"))\n</ul>\n"
        }
        body += form.html(csrfToken: csrfToken)
        let others = forms.map(AccountForm.init).filter { $0.action != form.action }
        if form.action == signIn.action || form.action == signUp.action {
            body += "<p>" + others.map { link($0.action, $0.submitTitle) }.joined(separator: " · ") + "</p>\n"
        }
        return HTMLDocument(title: "\(form.submitTitle) – \(appName)", body: body)
    }

    /// `/account`: who is signed in, and the way out.
    func accountDocument(_ account: StoredAccount, csrfToken: String, notice: String? = nil) -> HTMLDocument {
        var body = "<h1>Your account</h1>\n"
        if let notice { body += "<p class=\"notice\">\(HTMLSyntax.escape(notice))</p>\n" }
        body += "<p>Signed in as <strong>\(HTMLSyntax.escape(account.username))</strong>.</p>\n"
            + "<p>\(link(Self.changePasswordPath, "Change password"))</p>\n"
            + AccountForm.button(action: Self.signOutPath, title: "Sign Out", csrfToken: csrfToken)
        return HTMLDocument(title: "Your account – \(appName)", body: body)
    }

    /// A page that only explains a refusal (a bad body, a missing CSRF token, too many attempts).
    func messageDocument(title: String, message: String, linkTo path: String) -> HTMLDocument {
        HTMLDocument(
            title: "\(title) – \(appName)",
            body: "<h1>\(HTMLSyntax.escape(title))</h1>\n<p class=\"problems\">\(HTMLSyntax.escape(message))</p>\n"
                + "<p>\(link(path, "Try again"))</p>\n")
    }

    private func link(_ path: String, _ text: String) -> String {
        #"<a href="\#(HTMLSyntax.escape(path))">\#(HTMLSyntax.escape(text))</a>"#
    }
}
