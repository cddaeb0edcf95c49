import Foundation

/// The 434 real websites' rules of Apple's quirks file, vendored in the repository with its licence and
/// source commit (`Resources/apple-password-rules/`, written by `scripts/vendor-apple-password-rules.py`).
enum RealPasswordRules {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PasswordRules
        .deletingLastPathComponent()  // KeycraftAutoFillTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Resources/apple-password-rules")

    private struct Entry: Decodable {
        let rules: String
        enum CodingKeys: String, CodingKey { case rules = "password-rules" }
    }

    /// Every (domain, rules) pair, sorted by domain.
    static func load() throws -> [(domain: String, rules: String)] {
        let url = directory.appendingPathComponent("password-rules.json")
        let entries = try JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: url))
        return entries.keys.sorted().map { ($0, entries[$0]!.rules) }
    }

    /// The canonical forms Apple's reference parser prints for one domain's rules.
    struct ReferenceForms: Decodable, Equatable {
        let standard: String
        let minified: String
    }

    /// The reference parser's canonical forms, by domain.
    static func referenceForms() throws -> [String: ReferenceForms] {
        let url = directory.appendingPathComponent("reference-canonical-forms.json")
        return try JSONDecoder().decode([String: ReferenceForms].self, from: Data(contentsOf: url))
    }

    /// Where two canonical forms of `domain`'s rules differ, rule by rule (`; `-separated), so a
    /// failure names the rule instead of the whole line: `nil` when they are the same.
    static func difference(domain: String, form: String, expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let wanted = expected.components(separatedBy: "; "), got = actual.components(separatedBy: "; ")
        for index in 0..<max(wanted.count, got.count) {
            let want = index < wanted.count ? "\"\(wanted[index])\"" : "nothing"
            let have = index < got.count ? "\"\(got[index])\"" : "nothing"
            if want != have {
                return "\(domain) (\(form)): rule \(index + 1) is \(have), the reference parser writes \(want)"
                    + " — whole rules: \"\(actual)\" vs \"\(expected)\""
            }
        }
        return "\(domain) (\(form)): \"\(actual)\" vs \"\(expected)\""
    }
}
