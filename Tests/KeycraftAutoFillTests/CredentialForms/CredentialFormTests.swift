import KeycraftText
import Testing
@testable import KeycraftAutoFill

@Suite struct CredentialFormTests {
    static let rules = PasswordRulesDescriptor(descriptor: "minlength: 12; required: lower; required: digit;")

    @Test func signInFieldsCarryTheirTraits() throws {
        let form = try CredentialForm.signIn(action: "/session")
        #expect(form.fields.map(\.role) == [.username, .password])
        let username = form.fields[0].traits
        #expect(username.textContentType == .username)
        #expect(username.keyboardType == .default)
        #expect(username.autocapitalizationType == .none)
        #expect(username.autocorrectionType == .no && username.spellCheckingType == .no)
        #expect(username.returnKeyType == .next)
        #expect(!username.isSecureTextEntry)
        let password = form.fields[1].traits
        #expect(password.textContentType == .password)
        #expect(password.isSecureTextEntry)
        #expect(password.returnKeyType == .go)
        #expect(!password.allowsCustomKeyboard)
        #expect(form.submitTitle == "Sign In")
    }

    @Test func signUpFieldsCarryTheirTraits() throws {
        let form = try CredentialForm.signUp(
            action: "/account", passwordRules: Self.rules, minimumPasswordLength: 12, maximumPasswordLength: 64,
            oneTimeCodeLength: 6)
        #expect(form.fields.map(\.role) == [.username, .newPassword, .oneTimeCode])
        #expect(form.fields[0].traits.keyboardType == .emailAddress)
        #expect(form.fields[0].traits.textContentType == .username)
        #expect(form.fields[1].traits.passwordRules == Self.rules)
        #expect(form.fields[1].traits.isSecureTextEntry)
        #expect(form.fields[2].traits.keyboardType == .asciiCapableNumberPad)
        #expect(form.fields.map(\.traits.returnKeyType) == [.next, .next, .join])
        #expect(form.fields[2].minimumLength == 6 && form.fields[2].maximumLength == 6)
    }

    @Test func signInHTML() throws {
        let html = try CredentialForm.signIn(action: "/session").html
        #expect(html == """
            <form method="post" action="/session">
              <label for="username">Username</label>
              <input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="next" required>
              <label for="password">Password</label>
              <input type="password" id="password" name="password" autocomplete="current-password" autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="go" required>
              <button type="submit">Sign In</button>
            </form>

            """)
    }

    @Test func signUpHTML() throws {
        let html = try CredentialForm.signUp(
            action: "/account", passwordRules: Self.rules, minimumPasswordLength: 12, maximumPasswordLength: 64,
            oneTimeCodeLength: 6
        ).html
        let lines = html.split(separator: "\n").map(String.init)
        #expect(lines[2] == #"  <input type="email" id="username" name="username" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="next" required>"#)
        #expect(lines[4] == #"  <input type="password" id="new-password" name="new-password" autocomplete="new-password" autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="next" passwordrules="minlength: 12; required: lower; required: digit;" required minlength="12" maxlength="64">"#)
        #expect(lines[6] == #"  <input type="text" id="one-time-code" name="one-time-code" inputmode="numeric" autocomplete="one-time-code" autocapitalize="none" autocorrect="off" spellcheck="false" enterkeyhint="go" required minlength="6" maxlength="6">"#)
        #expect(lines[7] == #"  <button type="submit">Create Account</button>"#)
    }

    /// The website's markup, read back as WebKit reads it, gives every field the role and keyboard the
    /// app uses.
    @Test func theWebsiteAndTheAppAgree() throws {
        let form = try CredentialForm.signUp(action: "/a", passwordRules: Self.rules, oneTimeCodeLength: 8)
        for field in form.fields {
            let traits = try HTMLInputAttributes(parsing: field.inputTag.html).textInputTraits
            #expect(CredentialRole(traits: traits) == field.role)
            #expect(traits.isSecureTextEntry == field.traits.isSecureTextEntry)
            #expect(traits.autocapitalizationType == .none)
            // HTML has no smart-punctuation attributes; corrections and secrecy carry over.
            let web = traits.effective
            let app = field.traits.effective
            #expect(web.autocorrects == app.autocorrects && web.checksSpelling == app.checksSpelling)
            #expect(web.revealsText == app.revealsText && web.allowsCustomKeyboard == app.allowsCustomKeyboard)
            #expect(traits.passwordRules == field.traits.passwordRules)
        }
    }

    @Test func hostileValuesAreEscaped() throws {
        let hostile = #"x" autofocus onfocus="alert('👩‍👩‍👧')"><script>한</script>"#
        let form = try CredentialForm(
            purpose: .signIn, action: #"/in?a=1&b="2""#,
            fields: [
                CredentialField(role: .username, name: hostile, label: hostile,
                                traits: CredentialField.username().traits),
                CredentialField(role: .password, name: "p", label: "e\u{301}🇰🇷",
                                traits: CredentialField.currentPassword().traits
                                    .with(rules: PasswordRulesDescriptor(descriptor: hostile))),
            ],
            submitTitle: "</form><b>")
        let html = form.html
        #expect(!html.contains("<script>"))
        #expect(!html.contains("</form><b>"))
        #expect(!html.contains(#"" autofocus"#))
        #expect(html.contains(#"action="/in?a=1&amp;b=&quot;2&quot;""#))
        #expect(html.contains("&lt;script&gt;한&lt;/script&gt;"))
        #expect(html.contains("e\u{301}🇰🇷"))
        // Every rendered input parses back to exactly the hostile values.
        let username = try HTMLStartTag(parsing: form.fields[0].inputTag.html)
        #expect(username[attribute: "name"] == hostile)
        #expect(username[attribute: "id"] == hostile)
        let password = try HTMLStartTag(parsing: form.fields[1].inputTag.html)
        #expect(password[attribute: "passwordrules"] == hostile)
    }

    @Test func invalidSpecificationsAreTypedErrors() {
        let username = CredentialField.username()
        let password = CredentialField.currentPassword()
        let newPassword = CredentialField.newPassword(rules: nil)
        #expect(throws: CredentialFormError.emptyAction) {
            try CredentialForm(purpose: .signIn, action: "", fields: [username, password])
        }
        #expect(throws: CredentialFormError.missingRole(.password, purpose: .signIn)) {
            try CredentialForm(purpose: .signIn, action: "/", fields: [username])
        }
        #expect(throws: CredentialFormError.roleNotAllowed(.newPassword, purpose: .signIn, fieldIndex: 2)) {
            try CredentialForm(purpose: .signIn, action: "/", fields: [username, password, newPassword])
        }
        #expect(throws: CredentialFormError.roleNotAllowed(.password, purpose: .signUp, fieldIndex: 1)) {
            try CredentialForm(purpose: .signUp, action: "/", fields: [username, password, newPassword])
        }
        var second = username
        second.name = "other"
        #expect(throws: CredentialFormError.duplicateRole(.username, fieldIndex: 1)) {
            try CredentialForm(purpose: .signIn, action: "/", fields: [username, second, password])
        }
        var clash = password
        clash.name = "username"
        #expect(throws: CredentialFormError.duplicateFieldName("username", fieldIndex: 1)) {
            try CredentialForm(purpose: .signIn, action: "/", fields: [username, clash])
        }
        var unnamed = username
        unnamed.name = ""
        #expect(throws: CredentialFormError.emptyFieldName(fieldIndex: 0)) {
            try CredentialForm(purpose: .signIn, action: "/", fields: [unnamed, password])
        }
        var visible = password
        visible.traits.isSecureTextEntry = false
        #expect(throws: CredentialFormError.traitsContradictRole(.password, fieldIndex: 1)) {
            try CredentialForm(purpose: .signIn, action: "/", fields: [username, visible])
        }
        #expect(throws: CredentialFormError.invalidLengthRange(minimum: 20, maximum: 8, fieldIndex: 1)) {
            try CredentialForm.signUp(action: "/", passwordRules: nil, minimumPasswordLength: 20, maximumPasswordLength: 8)
        }
        #expect(throws: CredentialFormError.invalidLengthRange(minimum: 0, maximum: 0, fieldIndex: 2)) {
            try CredentialForm.signUp(action: "/", passwordRules: nil, oneTimeCodeLength: 0)
        }
    }

    @Test func errorMessagesNameTheField() {
        #expect(CredentialFormError.duplicateFieldName("email", fieldIndex: 2).description
            == "field 2: the name 'email' is already used")
        #expect(CredentialFormError.missingRole(.newPassword, purpose: .signUp).description
            == "a signUp form needs a newPassword field")
    }
}

extension TextInputTraits {
    fileprivate func with(rules: PasswordRulesDescriptor) -> TextInputTraits {
        var traits = self
        traits.passwordRules = rules
        return traits
    }
}
