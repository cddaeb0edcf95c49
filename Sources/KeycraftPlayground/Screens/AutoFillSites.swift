/// A website the AutoFill screen signs up to, with the password rules it publishes.
public struct AutoFillSite: Equatable, Sendable {
    public var domain: String
    /// The site's rules in Apple's password-rules language (its `passwordrules` attribute).
    public var passwordRules: String

    /// Real sites' rules, chosen to show each way a strong password is made: Apple's default format
    /// when the rules accept it, otherwise a password drawn uniformly from what they allow (short
    /// maximum lengths, restricted symbols, `max-consecutive`).
    ///
    /// Source: Apple's password-manager-resources, quirks/password-rules.json (commit 96cbab74,
    /// 2026-08-22; MIT License, © 2020–2026 Apple Inc.) — facts about the sites, as published there.
    public static let catalog: [AutoFillSite] = [
        AutoFillSite(domain: "access.service.gov.uk",
                     passwordRules: "minlength: 10; required: lower; required: upper; required: digit; required: special;"),
        AutoFillSite(domain: "163.com", passwordRules: "minlength: 6; maxlength: 16;"),
        AutoFillSite(domain: "activision.com",
                     passwordRules: "minlength: 8; maxlength: 20; max-consecutive: 2; required: lower, upper; required: digit;"),
        AutoFillSite(domain: "aeon.co.jp",
                     passwordRules: "minlength: 8; maxlength: 8; max-consecutive: 3; required: digit; required: upper,lower,[#$+./:=?@[^_|~]];"),
    ]
}
