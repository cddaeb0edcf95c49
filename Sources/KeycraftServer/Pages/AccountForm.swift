import KeycraftAutoFill
import KeycraftText

/// A form the site serves: the app's credential fields (their `<input>` tags come from
/// `CredentialField.inputTag`, as the app's forms do) plus the CSRF token every form carries.
struct AccountForm: Hashable, Sendable {
    static let csrfFieldName = "csrf-token"

    var action: String
    var fields: [CredentialField]
    var submitTitle: String
    /// Values shown but not editable (the account on the change-password page).
    var readOnlyValues: [String: String] = [:]

    init(action: String, fields: [CredentialField], submitTitle: String, readOnlyValues: [String: String] = [:]) {
        self.action = action
        self.fields = fields
        self.submitTitle = submitTitle
        self.readOnlyValues = readOnlyValues
    }

    init(_ form: CredentialForm) {
        self.init(action: form.action, fields: form.fields, submitTitle: form.submitTitle)
    }

    func html(csrfToken: String) -> String {
        var lines = [
            #"<form method="post" action="\#(HTMLSyntax.escape(action))">"#,
            "  " + Self.hiddenInput(csrfToken),
        ]
        for field in fields {
            var tag = field.inputTag
            if let value = readOnlyValues[field.name] {
                tag = HTMLStartTag(name: tag.name, attributes: tag.attributes + [HTMLAttribute("value", value), HTMLAttribute("readonly", nil)])
            }
            lines.append(#"  <label for="\#(HTMLSyntax.escape(field.name))">\#(HTMLSyntax.escape(field.label))</label>"#)
            lines.append("  " + tag.html)
        }
        lines.append(#"  <button type="submit">\#(HTMLSyntax.escape(submitTitle))</button>"#)
        lines.append("</form>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A form that is only a button (sign-out), still carrying the token.
    static func button(action: String, title: String, csrfToken: String) -> String {
        #"<form method="post" action="\#(HTMLSyntax.escape(action))">"# + hiddenInput(csrfToken)
            + #"<button type="submit">\#(HTMLSyntax.escape(title))</button></form>"# + "\n"
    }

    private static func hiddenInput(_ token: String) -> String {
        #"<input type="hidden" name="\#(csrfFieldName)" value="\#(HTMLSyntax.escape(token))">"#
    }

    /// Each field's problems by the app's rules, then the new password's by the site's password rules.
    func problems(in values: [String: String], passwordRequirements: PasswordRequirements?) -> [PageProblem] {
        var problems: [PageProblem] = []
        for field in fields where readOnlyValues[field.name] == nil {
            let value = values[field.name] ?? ""
            for failure in field.validator.validateEndOfEditing(value) {
                problems.append(PageProblem(field: field, message: failure.message.defaultValue))
            }
            if field.role == .newPassword, !value.isEmpty, let passwordRequirements {
                for violation in passwordRequirements.violations(of: value) {
                    problems.append(PageProblem(field: field, message: "Doesn't meet the password rules: \(violation)."))
                }
            }
        }
        return problems
    }
}

/// One thing wrong with a submission, shown above the form.
struct PageProblem: Equatable, Sendable {
    var fieldName: String?
    var text: String

    init(field: CredentialField, message: String) {
        fieldName = field.name
        text = "\(field.label): \(message)"
    }

    init(_ text: String) {
        fieldName = nil
        self.text = text
    }
}
