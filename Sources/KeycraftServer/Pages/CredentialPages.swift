import KeycraftAutoFill
import KeycraftText

/// The website's account pages, built from the same `CredentialForm` specifications an app uses, so
/// AutoFill sees one set of fields on both and the site and the app share credentials: sign-in,
/// sign-up, the one-time code that confirms a new account, and the change-password page that
/// `/.well-known/change-password` leads to.
///
/// Each form's page is served at its `action` (GET shows it, POST submits it); `/` links to them.
public struct CredentialPages: Sendable {
    /// The rules the sign-up password carries when none are given: long, mixed-case, with a digit.
    public static let defaultPasswordRules = PasswordRulesDescriptor(
        descriptor: "minlength: 12; required: lower; required: upper; required: digit;")
    public static let indexPath = "/"
    public static let accountPath = "/account"
    public static let confirmPath = "/account/confirm"
    public static let changePasswordPath = "/account/password"
    public static let signOutPath = "/signout"
    /// The W3C "well-known URL for changing passwords" password managers open.
    public static let wellKnownChangePasswordPath = "/.well-known/change-password"

    /// Shown in titles and headings.
    public let appName: String
    public let signIn: CredentialForm
    public let signUp: CredentialForm
    /// The new password's rules as the server checks them (nil: the sign-up form carries none).
    public let passwordRequirements: PasswordRequirements?

    /// Pages for any pair of specifications (e.g. an app's own). Throws if the name is empty or holds
    /// control characters, the forms don't post to two distinct page paths (nor to the account
    /// pages' own), or the sign-up password's rules don't parse.
    public init(appName: String, signIn: CredentialForm, signUp: CredentialForm) throws(CredentialPagesError) {
        try CredentialPagesError.check(appName, as: .appName)
        for form in [signIn, signUp] where !Self.isPagePath(form.action) || Self.reservedPaths.contains(form.action) {
            throw .actionNotAPagePath(form.action)
        }
        if signIn.action == signUp.action { throw .sharedAction(signIn.action) }
        self.appName = appName
        self.signIn = signIn
        self.signUp = signUp
        if let rules = signUp.fields.first(where: { $0.role == .newPassword })?.traits.passwordRules {
            do throws(PasswordRulesError) {
                passwordRequirements = try PasswordRequirements(parsing: rules.descriptor)
            } catch {
                throw .invalidPasswordRules(error.description)
            }
        } else {
            passwordRequirements = nil
        }
    }

    /// The standard pages: `/signin` with username and password; `/signup` with an e-mail account
    /// and a new password carrying `passwordRules`, whose `minlength`/`maxlength` come from those
    /// rules (see `lengthLimits(for:)`). The one-time code is asked for on its own page, after it
    /// has been sent.
    public static func standard(
        appName: String = "Keycraft", passwordRules: PasswordRulesDescriptor = defaultPasswordRules
    ) throws(CredentialPagesError) -> CredentialPages {
        try CredentialPagesError.check(passwordRules.descriptor, as: .passwordRules)
        let requirements: PasswordRequirements
        do throws(PasswordRulesError) {
            requirements = try PasswordRequirements(parsing: passwordRules.descriptor)
        } catch {
            throw .invalidPasswordRules(error.description)
        }
        let limits = lengthLimits(for: requirements)
        let signIn: CredentialForm
        let signUp: CredentialForm
        do throws(CredentialFormError) {
            signIn = try .signIn(action: "/signin")
            signUp = try .signUp(
                action: "/signup", passwordRules: passwordRules, minimumPasswordLength: limits.minimum,
                maximumPasswordLength: limits.maximum)
        } catch {
            throw .form(error)
        }
        return try CredentialPages(appName: appName, signIn: signIn, signUp: signUp)
    }

    /// HTML `minlength`/`maxlength` (UTF-16 code units) that agree with the rules' lengths (grapheme
    /// clusters). A character is at least one code unit, so `minlength` is the rules' minimum. When
    /// only ASCII is allowed a character is exactly one unit and `maxlength` is the rules' maximum;
    /// when any character is, a maximum in code units would refuse passwords the rules accept, so
    /// none is set (the server checks the rules' maximum itself).
    public static func lengthLimits(for requirements: PasswordRequirements) -> (minimum: Int?, maximum: Int?) {
        let asciiOnly = !requirements.allowed.includesAllCharacters
        return (requirements.minLength, asciiOnly ? requirements.maxLength : nil)
    }

    /// `/` and then letters, digits, `-`, `_`, `.`, `/`: a plain path, which the router takes
    /// literally (no `:parameter` or `*` wildcard), other than the index page.
    static func isPagePath(_ action: String) -> Bool {
        action.hasPrefix("/") && action != indexPath
            && action.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "-_./".unicodeScalars.contains(scalar)
            }
    }

    static let reservedPaths: Set = [accountPath, confirmPath, changePasswordPath, signOutPath, wellKnownChangePasswordPath]

    /// Both credential forms, sign-in first.
    public var forms: [CredentialForm] { [signIn, signUp] }

    /// The page a one-time code is typed into (`autocomplete="one-time-code"`).
    var confirmForm: AccountForm {
        AccountForm(action: Self.confirmPath, fields: [.oneTimeCode(length: OneTimeCodePolicy.digits)], submitTitle: "Confirm")
    }

    /// The change-password page: the username (so a password manager knows which credential to
    /// update), the current password and the new one with the site's rules and lengths.
    func changePasswordForm(username: String) -> AccountForm {
        let newPassword = signUp.fields.first { $0.role == .newPassword }
        var fields: [CredentialField] = [
            .username(.emailAddress, label: "Account"),
            .currentPassword(name: "current-password", label: "Current password"),
            .newPassword(
                rules: newPassword?.traits.passwordRules, minimumLength: newPassword?.minimumLength,
                maximumLength: newPassword?.maximumLength, label: "New password"),
        ]
        fields[0].isRequired = false
        return AccountForm(
            action: Self.changePasswordPath, fields: fields, submitTitle: "Change Password",
            readOnlyValues: [fields[0].name: username])
    }
}
