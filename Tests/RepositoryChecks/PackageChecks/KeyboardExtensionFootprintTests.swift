import Foundation
import Testing
import ToolRunning

/// Issue #22: what a keyboard extension carries is what it links. A consumer package that depends on
/// KeycraftKeyboardUIKit alone (with `traits: []`), built with the real `swift build`, must carry
/// no dictionary and no emoji table: those are the KeycraftEnglishDictionary,
/// KeycraftKoreanDictionary and KeycraftEmojiData products, which an extension links only to use
/// them. The control links KeycraftEnglishDictionary too and does carry `en.kcdict`, so the check
/// measures the products and not an accident of the build.
@Suite(.serialized) struct KeyboardExtensionFootprintTests {
    /// The modules and resource files (name → bytes) a consumer of `products` builds.
    struct Footprint {
        var modules: [String]
        var resources: [String: Int]
        var resourceBytes: Int { resources.values.reduce(0, +) }
    }

    static func build(linking products: [String]) throws -> Footprint {
        let consumer = try makeScratchDirectory("extension")
        defer { try? FileManager.default.removeItem(at: consumer) }
        let dependencies = products.map { #".product(name: "\#($0)", package: "Keycraft")"# }.joined(separator: ", ")
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(
                name: "Extension",
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [.package(name: "Keycraft", path: "\(NoticeTests.root.path)", traits: [])],
                targets: [.target(name: "Extension", dependencies: [\(dependencies)])]
            )
            """
        try manifest.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sources = consumer.appendingPathComponent("Sources/Extension")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let imports = products.map { "import \($0)\n" }.joined()
        try imports.write(to: sources.appendingPathComponent("Extension.swift"), atomically: true, encoding: .utf8)

        let scratch = consumer.appendingPathComponent(".scratch")
        let run = try runTool(["swift", "build", "--scratch-path", scratch.path], in: consumer)
        guard run.status == 0 else { throw ConsumerPackageError(message: "swift build failed:\n\(run.stdout)\n\(run.stderr)") }
        let products = scratch.appendingPathComponent("debug")
        let modules = try FileManager.default.contentsOfDirectory(atPath: products.appendingPathComponent("Modules").path)
            .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) }
        var resources: [String: Int] = [:]
        let bundles = try FileManager.default.contentsOfDirectory(atPath: products.path).filter { $0.hasSuffix(".resources") }
        for bundle in bundles {
            let folder = products.appendingPathComponent(bundle)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) else { continue }
            for case let file as URL in files {
                let size = try file.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
                resources["\(bundle)/\(file.path.dropFirst(folder.path.count + 1))"] = size
            }
        }
        return Footprint(modules: modules.sorted(), resources: resources)
    }

    @Test func anExtensionLinkingOnlyKeycraftKeyboardUIKitCarriesNoDictionary() throws {
        let footprint = try Self.build(linking: ["KeycraftKeyboardUIKit"])
        #expect(footprint.modules == ["Extension", "KeycraftKeyboard", "KeycraftKeyboardUIKit", "KeycraftText"])
        let data = footprint.resources.keys.filter { $0.hasSuffix(".kcdict") || $0.hasSuffix(".tsv") }
        #expect(data.isEmpty, "carries \(data)")
        // What is left is the products' privacy manifests.
        #expect(footprint.resources.keys.allSatisfy { $0.hasSuffix("PrivacyInfo.xcprivacy") }, "\(footprint.resources)")
        #expect(footprint.resourceBytes < 10_000, "\(footprint.resourceBytes) bytes of resources")
    }

    @Test func linkingTheEnglishDictionaryBringsItAlong() throws {
        let footprint = try Self.build(linking: ["KeycraftKeyboardUIKit", "KeycraftEnglishDictionary"])
        #expect(footprint.modules.contains("KeycraftEnglishDictionary"))
        // The English product is the dictionary, its trigram model and its misspelling table; nothing
        // of Korean and no emoji table comes along.
        for file in ["/en.kcdict", "/en.kclm", "/en-misspellings.tsv"] {
            #expect(footprint.resources.keys.contains { $0.hasSuffix(file) }, "\(file)")
        }
        #expect(!footprint.resources.keys.contains { $0.hasSuffix("/ko.kcdict") || $0.contains("/emoji-") })
        #expect(footprint.resourceBytes > 10_000_000)
    }
}
