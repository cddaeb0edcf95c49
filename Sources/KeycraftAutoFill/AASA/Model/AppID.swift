/// An application identifier as AASA files and entitlements write it: `<team ID>.<bundle ID>`.
///
/// The team ID is Apple's 10-character team identifier (upper-case letters and digits); the bundle ID
/// uses reverse-DNS characters (ASCII letters, digits, `-` and `.`), as Xcode's
/// `CFBundleIdentifier` allows.
///
/// ```swift
/// let app = try AppID("ABCDE12345.com.example.app")
/// app.teamID                                 // "ABCDE12345"
/// app.bundleID                               // "com.example.app"
/// ```
public struct AppID: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The ten-character team ID (`ABCDE12345`).
    public let teamID: String
    /// The bundle ID (`com.example.app`).
    public let bundleID: String

    /// Reads `<team ID>.<bundle ID>`; what is wrong with it throws.
    public init(_ text: String) throws(AppIDError) {
        guard let dot = text.firstIndex(of: ".") else { throw .missingBundleID(text) }
        let team = String(text[..<dot])
        let bundle = String(text[text.index(after: dot)...])
        guard team.unicodeScalars.count == 10,
              team.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { throw .invalidTeamID(team) }
        guard !bundle.isEmpty else { throw .missingBundleID(text) }
        if let bad = bundle.unicodeScalars.first(where: { !Self.isBundleIDScalar($0) }) {
            throw .invalidBundleIDCharacter(bundle, Character(bad))
        }
        guard !bundle.hasPrefix("."), !bundle.hasSuffix("."), !bundle.contains("..") else {
            throw .emptyBundleIDComponent(bundle)
        }
        teamID = team
        bundleID = bundle
    }

    /// A short readable form, for logs and test failures.
    public var description: String { "\(teamID).\(bundleID)" }

    public static func < (lhs: AppID, rhs: AppID) -> Bool { lhs.description < rhs.description }

    private static func isBundleIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "."
    }
}

/// Why a string is not an app ID.
public enum AppIDError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The team ID is not ten uppercase letters and digits.
    case invalidTeamID(String)
    /// Nothing follows the team ID.
    case missingBundleID(String)
    /// The bundle ID holds a character other than letters, digits, `-` and `.`.
    case invalidBundleIDCharacter(String, Character)
    /// The bundle ID has an empty component (`com..app`).
    case emptyBundleIDComponent(String)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .invalidTeamID(let team):
            "team ID \"\(team)\" must be 10 upper-case letters or digits"
        case .missingBundleID(let text):
            "app ID \"\(text)\" needs a bundle ID after the team ID and a dot"
        case .invalidBundleIDCharacter(let bundle, let character):
            "bundle ID \"\(bundle)\" contains \"\(character)\"; only letters, digits, '-' and '.' are allowed"
        case .emptyBundleIDComponent(let bundle):
            "bundle ID \"\(bundle)\" has an empty component between dots"
        }
    }
}
