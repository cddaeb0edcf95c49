import KeycraftAutoFill

/// What the QuickType bar offers above the keyboard for the first responder's content type, as
/// Password AutoFill does: a strong password for a new-password field (one that meets the site's
/// password rules), the code from Messages for a one-time-code field.
public enum AutoFillSuggestion: Equatable, Sendable {
    case strongPassword(GeneratedPassword)
    /// No strong password can be offered (the rules admit none, or don't parse), and why.
    case noStrongPassword(reason: String)
    case oneTimeCode(String)

    /// The text the field gets when the suggestion is used; nil when there is nothing to use.
    public var text: String? {
        switch self {
        case .strongPassword(let generated): generated.password
        case .noStrongPassword: nil
        case .oneTimeCode(let code): code
        }
    }

    /// The bar's label.
    var label: String {
        switch self {
        case .strongPassword: "🔑 Use Strong Password"
        case .noStrongPassword: "Choose your own password"
        case .oneTimeCode(let code): "From Messages: \(code)"
        }
    }

    /// A strong password for `site`'s rules, from `randomness`.
    static func strongPassword(for site: AutoFillSite, using randomness: inout PlaygroundRandomness) -> AutoFillSuggestion {
        let requirements: PasswordRequirements
        do {
            requirements = try PasswordRequirements(parsing: site.passwordRules)
        } catch {
            return .noStrongPassword(reason: "\(site.domain)'s rules don't parse: \(error)")
        }
        do {
            return .strongPassword(try StrongPasswordGenerator.generate(for: requirements, using: &randomness))
        } catch {
            return .noStrongPassword(reason: error.description)
        }
    }

    /// A six-digit code, as if the site had just sent it by SMS.
    static func oneTimeCode(length: Int, using randomness: inout PlaygroundRandomness) -> AutoFillSuggestion {
        .oneTimeCode(String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &randomness))) }))
    }
}
