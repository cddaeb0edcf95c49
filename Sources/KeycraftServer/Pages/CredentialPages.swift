import KeycraftAutoFill
import KeycraftText

/// The website's sign-in and sign-up pages, built from the same `CredentialForm` specifications an
/// app uses, so AutoFill sees one set of fields on both and the site and the app share credentials.
///
/// Each form's page is served at its `action` (GET shows it, POST submits it); `/` links to both.
public struct CredentialPages: Sendable {
    /// The rules the sign-up password carries when none are given: long, mixed-case, with a digit.
    public static let defaultPasswordRules = PasswordRulesDescriptor(
        descriptor: "minlength: 12; required: lower; required: upper; required: digit;")
    public static let indexPath = "/"

    /// Shown in titles and headings.
    public let appName: String
    public let signIn: CredentialForm
    public let signUp: CredentialForm

    /// Pages for any pair of specifications (e.g. an app's own). Throws if the name is empty or holds
    /// control characters, or the forms don't post to two distinct page paths.
    public init(appName: String, signIn: CredentialForm, signUp: CredentialForm) throws(CredentialPagesError) {
        try CredentialPagesError.check(appName, as: .appName)
        for form in [signIn, signUp] where !Self.isPagePath(form.action) {
            throw .actionNotAPagePath(form.action)
        }
        if signIn.action == signUp.action { throw .sharedAction(signIn.action) }
        self.appName = appName
        self.signIn = signIn
        self.signUp = signUp
    }

    /// The standard pages: `/signin` with username and password; `/signup` with an e-mail account,
    /// a new password carrying `passwordRules` (8…64 UTF-16 code units) and a six-digit one-time
    /// code (whose format is checked; this site sends no codes).
    public static func standard(
        appName: String = "Keycraft", passwordRules: PasswordRulesDescriptor = defaultPasswordRules
    ) throws(CredentialPagesError) -> CredentialPages {
        try CredentialPagesError.check(passwordRules.descriptor, as: .passwordRules)
        let signIn: CredentialForm
        let signUp: CredentialForm
        do throws(CredentialFormError) {
            signIn = try .signIn(action: "/signin")
            signUp = try .signUp(
                action: "/signup", passwordRules: passwordRules, minimumPasswordLength: 8,
                maximumPasswordLength: 64, oneTimeCodeLength: 6)
        } catch {
            throw .form(error)
        }
        return try CredentialPages(appName: appName, signIn: signIn, signUp: signUp)
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

    /// Both forms, sign-in first.
    public var forms: [CredentialForm] { [signIn, signUp] }
}
