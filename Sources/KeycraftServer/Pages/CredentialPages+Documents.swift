import KeycraftAutoFill
import KeycraftText

/// The pages' markup. Every text that comes from settings or from a submission is escaped.
extension CredentialPages {
    /// `/`: a link to each form's page.
    var indexDocument: HTMLDocument {
        let items = forms.map { "<li>\(link($0.action, $0.submitTitle))</li>" }
        return HTMLDocument(
            title: appName,
            body: "<h1>\(HTMLSyntax.escape(appName))</h1>\n<ul>\n\(items.joined(separator: "\n"))\n</ul>\n")
    }

    /// A form's page; after a refused submission, the problems above an empty form (values are not
    /// put back: one of them is a password).
    func formDocument(_ form: CredentialForm, problems: [CredentialFieldProblem] = []) -> HTMLDocument {
        var body = heading(form)
        if !problems.isEmpty {
            let items = problems.flatMap { problem in
                problem.failures.map { failure in
                    #"<li data-field="\#(HTMLSyntax.escape(problem.field.name))">"#
                        + "\(HTMLSyntax.escape(problem.field.label)): \(HTMLSyntax.escape(failure.message.defaultValue))</li>"
                }
            }
            body += "<ul class=\"problems\">\n\(items.joined(separator: "\n"))\n</ul>\n"
        }
        body += form.html
        body += "<p>" + forms.filter { $0 != form }.map { link($0.action, $0.submitTitle) }.joined(separator: " · ") + "</p>\n"
        return HTMLDocument(title: title(form), body: body)
    }

    /// After an accepted submission: the account the values were accepted for, nothing secret.
    func acceptedDocument(_ form: CredentialForm, values: [String: String]) -> HTMLDocument {
        let account = form.fields.first { $0.role == .username }.flatMap { values[$0.name] } ?? ""
        let verb = form.purpose == .signIn ? "Signed in as" : "Account created for"
        return HTMLDocument(
            title: title(form),
            body: heading(form) + "<p>\(verb) <strong>\(HTMLSyntax.escape(account))</strong>.</p>\n"
                + "<p>\(link(Self.indexPath, appName))</p>\n")
    }

    /// A body that could not be read at all.
    func malformedDocument(_ form: CredentialForm, _ error: FormBodyError) -> HTMLDocument {
        HTMLDocument(
            title: title(form),
            body: "<h1>The form could not be read</h1>\n<p class=\"problems\">\(HTMLSyntax.escape(error.description))</p>\n"
                + "<p>\(link(form.action, "Try again"))</p>\n")
    }

    private func title(_ form: CredentialForm) -> String {
        "\(form.submitTitle) – \(appName)"
    }

    private func heading(_ form: CredentialForm) -> String {
        "<h1>\(HTMLSyntax.escape(form.submitTitle))</h1>\n"
    }

    private func link(_ path: String, _ text: String) -> String {
        #"<a href="\#(HTMLSyntax.escape(path))">\#(HTMLSyntax.escape(text))</a>"#
    }
}
