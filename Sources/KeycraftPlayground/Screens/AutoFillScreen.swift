import Foundation
import KeycraftAutoFill
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 8: Password AutoFill — a sign-up form built from KeycraftAutoFill's `CredentialForm` (an
/// e-mail used as the account, a new password carrying the site's password rules, a one-time code),
/// running on KeycraftForms' screen model. Focusing the password offers a strong password generated
/// for the chosen site's real rules; the code field offers the code "from Messages"; submitting checks
/// the values with the same rules a server would. Ctrl-N picks another site, Ctrl-A shows the
/// apple-app-site-association file and the entitlement that link the app and the site.
public struct AutoFillScreen: FormDrivenScreen {
    /// The app on the other end of the association (team ID and bundle ID).
    public static let appID = "ABCDE12345.com.example.app"
    public static let codeLength = 6

    public private(set) var siteIndex = 0
    public private(set) var credentialForm: CredentialForm
    /// Whether the panel shows the association (Ctrl-A) rather than the form's traits and rules.
    public private(set) var showsAssociation = false
    /// The strong password offered for this site, made when the password field first takes focus.
    public private(set) var passwordSuggestion: AutoFillSuggestion?
    /// The code the site "sent", offered when the code field first takes focus.
    public private(set) var codeSuggestion: AutoFillSuggestion?
    /// What the last submission came to: the account made, or the first thing wrong.
    public private(set) var submission: String?
    var driver: FormScreenDriver
    private var randomness: PlaygroundRandomness

    public init(randomness: PlaygroundRandomness = .system) throws(AutoFillScreenError) {
        self.randomness = randomness
        let (credentialForm, driver) = try Self.makeForm(for: AutoFillSite.catalog[0], email: "")
        self.credentialForm = credentialForm
        self.driver = driver
        offerSuggestion()
    }

    public var site: AutoFillSite { AutoFillSite.catalog[siteIndex] }
    public var fields: [TextFieldSession] { driver.fields }
    public var focused: Int? { driver.form.firstResponderIndex }
    public var focusedRole: CredentialRole? { focused.map { credentialForm.fields[$0].role } }

    /// The suggestion the QuickType bar shows for the first responder, if any.
    public var suggestion: AutoFillSuggestion? {
        switch focusedRole {
        case .newPassword: passwordSuggestion
        case .oneTimeCode: codeSuggestion
        default: nil
        }
    }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        driver.commitComposition(before: event)
        if event != .key(.control("a")) { submission = nil }
        switch event {
        case .key(.control("n")), .tap(.option(0)): chooseSite(siteIndex + 1)
        case .key(.control("u")), .tap(.option(1)): useSuggestion()
        case .key(.control("a")): showsAssociation.toggle()
        case .key(.enter), .tap(.keyboardKey(.returnKey)):
            if case .submitted(.form(let values)) = driver.form.pressReturn() { submission = outcome(of: values) }
            driver.drain()
        default:
            if let outcome = driver.handle(event), outcome == .back { return .back }
        }
        offerSuggestion()
        return .stay
    }

    // MARK: The form

    private static func makeForm(for site: AutoFillSite, email: String) throws(AutoFillScreenError) -> (CredentialForm, FormScreenDriver) {
        do {
            let credentialForm = try CredentialForm.signUp(
                action: "https://\(site.domain)/signup", username: .emailAddress,
                passwordRules: PasswordRulesDescriptor(descriptor: site.passwordRules), oneTimeCodeLength: codeLength)
            let placeholders: [CredentialRole: String] = [
                .username: "name@example.com", .newPassword: "Ctrl-U: strong password", .oneTimeCode: "Ctrl-U: from Messages",
            ]
            let fields = credentialForm.fields.enumerated().map { index, field in
                FormField(id: field.name, frame: FormScreenDriver.frame(row: index), text: field.role == .username ? email : "",
                          placeholder: placeholders[field.role], traits: field.traits, validator: field.validator)
            }
            let form = try FormScreen(fields: fields, autofocusField: credentialForm.fields[0].name)
            return (credentialForm, FormScreenDriver(form: form, labels: credentialForm.fields.map(\.label)))
        } catch let error as CredentialFormError {
            throw .credentialForm(error)
        } catch {
            throw .formScreen("\(error)")
        }
    }

    /// Another site's sign-up page: its rules on the password field, the e-mail kept, the rest empty.
    private mutating func chooseSite(_ index: Int) {
        let next = index % AutoFillSite.catalog.count
        let email = driver.fields.first?.text ?? ""
        guard let (form, driver) = try? Self.makeForm(for: AutoFillSite.catalog[next], email: email) else { return }
        siteIndex = next
        credentialForm = form
        self.driver = driver
        passwordSuggestion = nil
        codeSuggestion = nil
    }

    /// Makes the suggestion for a field the first time it takes focus, as AutoFill does.
    private mutating func offerSuggestion() {
        switch focusedRole {
        case .newPassword where passwordSuggestion == nil:
            passwordSuggestion = .strongPassword(for: site, using: &randomness)
        case .oneTimeCode where codeSuggestion == nil:
            codeSuggestion = .oneTimeCode(length: Self.codeLength, using: &randomness)
        default: break
        }
    }

    /// The suggestion replaces the field's text through its editing pipeline, as AutoFill's insertion does.
    private mutating func useSuggestion() {
        guard let text = suggestion?.text else { return }
        driver.editFirstTextField { $0.replace(NSRange(location: 0, length: $0.text.utf16.count), with: text, source: .replacement) }
        driver.drain()
    }

    /// What the site says to a submission: the server's checks are the app's own field rules, the
    /// site's password rules and the code it sent.
    private func outcome(of values: [String: String]) -> String {
        if let problem = credentialForm.problems(in: values).first, let failure = problem.failures.first {
            return "\(problem.field.label): \(failure.message.defaultValue)"
        }
        /// The submitted value of the field playing `role` (empty when there is none).
        func value(_ role: CredentialRole) -> String {
            credentialForm.fields.first { $0.role == role }.flatMap { values[$0.name] } ?? ""
        }
        if let requirements = try? PasswordRequirements(parsing: site.passwordRules),
           let violation = requirements.violations(of: value(.newPassword)).first {
            return "Password: \(site.domain) refuses it: \(violation)"
        }
        if let sent = codeSuggestion?.text, value(.oneTimeCode) != sent {
            return "Code: that is not the code \(site.domain) sent."
        }
        return "Account created for \(value(.username)). Passwords saved it for \(site.domain)."
    }

    // MARK: The association

    /// The entitlement entry and the apple-app-site-association file that link the app and the site.
    public var association: (entitlement: String, file: String, report: String) {
        let entitlement = "webcredentials:\(site.domain)"
        guard let appID = try? AppID(Self.appID),
              let document = try? AASAGenerator(appIDs: [appID], services: [.webcredentials]).document()
        else { return (entitlement, "", "the association could not be generated") }
        let bytes = document.jsonData()
        let report = AASAReader.validate(bytes)
        let entitlementIssues = AssociatedDomainsEntitlement.validate([entitlement]).issues
        let verdict = report.hasErrors || entitlementIssues.contains(where: \.isError) ? "✗ problems" : "✓ valid"
        return (entitlement, String(decoding: bytes, as: UTF8.self), verdict)
    }

    // MARK: Drawing

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let content = driver.draw(title: "Sign Up", panel: panel(width: layout.panel.width, height: layout.panel.height),
                                  firstRow: 2, layout: layout, style: style, on: &canvas)
        let theme = Theme.forAppearance(appearance, in: style)
        let siteRow = " Site: \(site.domain) ›"
        canvas.line(siteRow, in: content, row: content.row, style: theme.selectedRow)
        canvas.addHotspot(Rect(column: content.column, row: content.row, width: content.width, height: 1), .option(0))
        if let suggestion, focused != nil {
            let bar = content.maxRow - 1
            canvas.line(" " + suggestion.label, in: content, row: bar, style: theme.accessoryBar)
            if suggestion.text != nil {
                canvas.addHotspot(Rect(column: content.column, row: bar, width: content.width, height: 1), .option(1))
            }
        }
        if let submission, driver.fields.allSatisfy({ $0.messages.isEmpty }) {
            PhoneChrome.drawAlert(submission, in: content, theme: theme, on: &canvas)
        }
    }

    private func panel(width: Int, height: Int) -> [String] {
        var lines = ["8 · AutoFill", "Ctrl-N site · Ctrl-U use · Ctrl-A \(showsAssociation ? "form" : "AASA")", ""]
        let wrap = { (text: String, indent: String) in
            PhoneChrome.wrap(text, width: max(1, width - indent.count)).map { indent + $0 }
        }
        if showsAssociation {
            let association = self.association
            lines.append("The app's associated domain:")
            lines += wrap(association.entitlement, " ")
            lines.append("The site's file, \(association.report):")
            lines += wrap("https://\(site.domain)", " ")
            lines += [" /.well-known/", " apple-app-site-association"]
            return lines + association.file.split(separator: "\n").map { String($0) }
        }
        lines.append("Site \(siteIndex + 1)/\(AutoFillSite.catalog.count): \(site.domain)")
        lines.append("passwordrules (canonical):")
        lines += wrap(PasswordRules.parse(site.passwordRules).rules.description, " ")
        switch passwordSuggestion {
        case .strongPassword(let generated):
            let format = switch generated.format {
            case .appleDefault: "Apple's format"
            case .uniform(let length): "uniform, \(length) characters"
            }
            lines += wrap("Suggested (\(format), \(Int(generated.entropyBits)) bits):", "")
            lines.append(" " + generated.password)
        case .noStrongPassword(let reason): lines += wrap("No strong password: \(reason)", "")
        default: lines.append("Focus Password for a strong one")
        }
        if let focused {
            let field = credentialForm.fields[focused]
            lines.append("")
            lines.append("Focused: \(field.label)")
            lines.append(" content type: \(field.traits.textContentType?.rawValue ?? "none")")
            lines += wrap(field.inputTag.html, " ")
        }
        return lines
    }
}

/// Why the AutoFill screen could not build its form (a bug in the playground, reported, not a crash).
public enum AutoFillScreenError: Error, Equatable, CustomStringConvertible {
    case credentialForm(CredentialFormError)
    case formScreen(String)

    public var description: String {
        switch self {
        case .credentialForm(let error): "the sign-up form is invalid: \(error)"
        case .formScreen(let problem): "the sign-up screen is invalid: \(problem)"
        }
    }
}
