import Foundation
import Testing
import ToolRunning

/// An app that links KeycraftUIKit carries what apps run — KeycraftForms' controllers over KeycraftText —
/// and nothing of the simulator (scenario decoding, transcripts, the device catalog) or of
/// KeycraftPhoneNumbers' metadata, which only the simulator's `phone` key needs.
///
/// The check builds a consumer package the way a user's SwiftPM would (by path, `traits: []`) with two
/// executables: `App`, which links KeycraftUIKit and KeycraftForms, and, as the control, `Harness`,
/// which links KeycraftSimulator — so a symbol search that finds nothing in `App` is shown to find the
/// modules where they are linked.
@Suite(.serialized) struct ConsumerLinkTests {
    /// The consumer's two executables, built once.
    struct Built {
        var app: URL
        var harness: URL
        var products: URL
    }

    static func build() throws -> Built {
        let consumer = try makeScratchDirectory("consumer-link")
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [.package(name: "Keycraft", path: "\(NoticeTests.root.path)", traits: [])],
                targets: [
                    .executableTarget(name: "App", dependencies: [
                        .product(name: "KeycraftUIKit", package: "Keycraft"), .product(name: "KeycraftForms", package: "Keycraft"),
                    ]),
                    .executableTarget(name: "Harness", dependencies: [.product(name: "KeycraftSimulator", package: "Keycraft")]),
                ]
            )
            """
        try manifest.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // Each executable uses its library, so the linker keeps what an app of that shape carries.
        let sources = [
            "App": "import KeycraftForms\nimport KeycraftUIKit\nprint(ReturnKeyAction.action(for: .next, hasNext: true))\n",
            "Harness": "import KeycraftSimulator\nprint(DeviceProfile.iPhone15Pro.screenBounds(.portrait))\n",
        ]
        for (target, source) in sources {
            let folder = consumer.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        }
        let scratch = consumer.appendingPathComponent(".scratch")
        let run = try runTool(["swift", "build", "--scratch-path", scratch.path], in: consumer)
        guard run.status == 0 else { throw ConsumerPackageError(message: "swift build failed:\n\(run.stdout)\n\(run.stderr)") }
        let products = scratch.appendingPathComponent("debug")
        return Built(app: products.appendingPathComponent("App"), harness: products.appendingPathComponent("Harness"), products: products)
    }

    /// Whether a binary defines symbols of a Swift module: mangled names carry the module's name
    /// prefixed with its length (`17KeycraftSimulator`).
    static func definesSymbols(of module: String, in binary: URL) throws -> Bool {
        let run = try runTool(["nm", "--defined-only", binary.path])
        guard run.status == 0 else { throw ConsumerPackageError(message: "nm \(binary.path) failed:\n\(run.stderr)") }
        return run.stdout.contains("\(module.utf8.count)\(module)")
    }

    @Test func anAppLinkingKeycraftUIKitCarriesNoSimulatorAndNoPhoneMetadata() throws {
        let built = try Self.build()
        defer { try? FileManager.default.removeItem(at: built.products.deletingLastPathComponent().deletingLastPathComponent()) }

        // The control: the harness links the simulator, and with it the phone-number metadata's module.
        #expect(try Self.definesSymbols(of: "KeycraftSimulator", in: built.harness))
        #expect(try Self.definesSymbols(of: "KeycraftPhoneNumbers", in: built.harness))
        // The app links KeycraftForms' code and neither of those modules.
        #expect(try Self.definesSymbols(of: "KeycraftForms", in: built.app))
        #expect(try !Self.definesSymbols(of: "KeycraftSimulator", in: built.app), "App links simulator code")
        #expect(try !Self.definesSymbols(of: "KeycraftPhoneNumbers", in: built.app), "App links KeycraftPhoneNumbers")
    }

    /// What an app bundles (resources included: Xcode copies the bundle of every target in a product's
    /// closure) follows from the manifest: the KeycraftUIKit product's targets and everything they depend
    /// on, computed from `swift package describe`, hold neither module.
    @Test func theKeycraftUIKitProductsTargetsExcludeTheSimulatorAndPhoneNumbers() throws {
        let scratch = try makeScratchDirectory("describe")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try runTool(["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"], in: NoticeTests.root)
        guard run.status == 0 else { throw ConsumerPackageError(message: "swift package describe failed:\n\(run.stderr)") }
        let package = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let targets = (package["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String]]()) { table, target in
            guard let name = target["name"] as? String else { return }
            table[name] = target["target_dependencies"] as? [String] ?? []
        }
        func closure(_ roots: [String]) -> Set<String> {
            var seen = Set<String>()
            var queue = roots
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                queue += targets[next] ?? []
            }
            return seen
        }
        let products = (package["products"] as? [[String: Any]] ?? []).reduce(into: [String: [String]]()) { table, product in
            guard let name = product["name"] as? String else { return }
            table[name] = product["targets"] as? [String] ?? []
        }
        let app = closure(try #require(products["KeycraftUIKit"]))
        #expect(app == ["KeycraftUIKit", "KeycraftForms", "KeycraftText"])
        let simulator = closure(try #require(products["KeycraftSimulator"]))
        #expect(simulator.isSuperset(of: ["KeycraftSimulator", "KeycraftForms", "KeycraftPhoneNumbers"]))
    }
}
