import Foundation
import Testing
import ToolRunning

/// An app or keyboard extension that depends on Keycraft's library products must not fetch or build
/// the command's and the server's dependencies (Hummingbird, NIO, SQLite, PostgreSQL, ArgumentParser).
///
/// The check is what a user's Xcode or SwiftPM would do: a consumer package that depends on this
/// repository by path, resolved with the real `swift package`. The `Tools` trait carries those
/// dependencies; a consumer turns it off with `traits: []`.
@Suite(.serialized) struct ConsumerPackageTests {
    static let libraries = [
        "KeycraftText", "KeycraftForms", "KeycraftSimulator", "KeycraftKeyboard", "KeycraftAutoFill", "KeycraftPhoneNumbers",
        "KeycraftUIKit", "KeycraftSwiftUI", "KeycraftKeyboardUIKit",
        "KeycraftEnglishDictionary", "KeycraftKoreanDictionary", "KeycraftEmojiData",
    ]

    /// The dependency tree SwiftPM resolves for a consumer of every library product, as
    /// `(identity, [dependencies' identities])` of Keycraft's node, and the packages it checked out.
    static func resolve(traits: String?) throws -> (keycraftDependencies: [String], checkouts: [String]) {
        let consumer = try makeScratchDirectory("consumer")
        defer { try? FileManager.default.removeItem(at: consumer) }
        let products = libraries.map { #".product(name: "\#($0)", package: "Keycraft")"# }.joined(separator: ", ")
        let traitsArgument = traits.map { ", traits: [\($0)]" } ?? ""
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [.package(name: "Keycraft", path: "\(NoticeTests.root.path)"\(traitsArgument))],
                targets: [.target(name: "App", dependencies: [\(products)])]
            )
            """
        try manifest.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sources = consumer.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "import KeycraftForms\n".write(to: sources.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)

        let scratch = consumer.appendingPathComponent(".scratch")
        let run = try runTool(["swift", "package", "--scratch-path", scratch.path, "show-dependencies", "--format", "json"], in: consumer)
        guard run.status == 0 else { throw ConsumerPackageError(message: "swift package show-dependencies failed:\n\(run.stderr)") }
        let tree = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let keycraft = (tree?["dependencies"] as? [[String: Any]])?.first { $0["name"] as? String == "Keycraft" }
        guard let keycraft else { throw ConsumerPackageError(message: "no Keycraft node in:\n\(run.stdout)") }
        let dependencies = (keycraft["dependencies"] as? [[String: Any]] ?? []).compactMap { $0["identity"] as? String }
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("checkouts").path)) ?? []
        return (dependencies.sorted(), checkouts.sorted())
    }

    @Test func aConsumerOfTheLibrariesWithoutToolsResolvesNoOtherPackage() throws {
        let resolved = try Self.resolve(traits: "")
        #expect(resolved.keycraftDependencies == [], "a consumer with traits: [] resolves \(resolved.keycraftDependencies)")
        #expect(resolved.checkouts == [], "a consumer with traits: [] checks out \(resolved.checkouts)")
    }

    /// The control: with the default traits the same consumer does get the server's packages, so the
    /// check above measures the trait and not an accident of resolution.
    @Test func withTheDefaultTraitsTheServersPackagesComeAlong() throws {
        let resolved = try Self.resolve(traits: nil)
        for package in ["hummingbird", "swift-argument-parser", "postgres-nio", "sqlite-nio"] {
            #expect(resolved.keycraftDependencies.contains(package), "default traits resolve \(resolved.keycraftDependencies)")
        }
    }
}

struct ConsumerPackageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
