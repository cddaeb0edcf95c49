import Foundation

/// The 434 real websites' rules of Apple's quirks file, from the team's shared data folder
/// (`../shared/data` beside the package root). A user's clone has no such folder; tests that need it
/// are then disabled with a message saying so.
enum RealPasswordRules {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PasswordRules
        .deletingLastPathComponent()  // KeycraftAutoFillTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/data/apple-password-rules.json")
        .standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: url.path) }

    static let absentMessage = "../shared/data/apple-password-rules.json is absent; real-rule tests skipped"

    private struct Entry: Decodable {
        let rules: String
        enum CodingKeys: String, CodingKey { case rules = "password-rules" }
    }

    /// Every (domain, rules) pair, sorted by domain.
    static func load() throws -> [(domain: String, rules: String)] {
        let entries = try JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: url))
        return entries.keys.sorted().map { ($0, entries[$0]!.rules) }
    }
}
