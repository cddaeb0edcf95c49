#if os(Linux)
import Foundation
import ToolRunning

/// The Apple-only code (the UIKit, SwiftUI and keyboard-extension adapters, and every sample target)
/// type-checked on Linux by the real compiler in Swift 6 mode, against declarations-only stand-ins for
/// Apple's frameworks (Tests/AppleStandIns, written from Apple's documentation) and the core modules
/// the build produced.
///
/// Two variants: an app's, and an app extension's, in which the API Apple marks unavailable in
/// extensions is unavailable (the stand-ins are built with `-D APP_EXTENSION`; Linux's compiler has no
/// `iOSApplicationExtension` platform).
///
/// What Linux's compiler cannot check without Objective-C is rewritten in a copy of each file, keeping
/// every line where it was, so a diagnostic names the real file and line:
/// - `@objc` is blanked (Objective-C interoperability is off on Linux);
/// - `#selector(method)` becomes `Selector(method)`, which still checks that `method` exists;
/// - a call of an optional delegate requirement, `delegate.textFieldShouldReturn?(field)`, becomes the
///   plain call (the stand-in declares UIKit's optional requirements with defaults);
/// - each module gets a prelude, `typealias NSObject = ObjectiveC.NSObject`, so `NSObject` is the
///   stand-in's, which has Objective-C's message forwarding, not Linux Foundation's.
struct AppleTypeCheck {
    enum Variant: String, CaseIterable, Sendable {
        case app
        case appExtension

        var flags: [String] { self == .appExtension ? ["-D", "APP_EXTENSION"] : [] }
    }

    /// One module to check: the libraries are also emitted, for the modules that import them.
    struct Target {
        let module: String
        let folders: [String]
        let isLibrary: Bool
        let variants: Set<Variant>
    }

    /// In dependency order. A sample's target is its `Shared/` folder with its own.
    static let targets: [Target] = [
        Target(module: "KeycraftUIKit", folders: ["Sources/KeycraftUIKit"], isLibrary: true, variants: [.app, .appExtension]),
        Target(module: "KeycraftKeyboardUIKit", folders: ["Sources/KeycraftKeyboardUIKit"], isLibrary: true, variants: [.app, .appExtension]),
        Target(module: "KeycraftSwiftUI", folders: ["Sources/KeycraftSwiftUI"], isLibrary: true, variants: [.app, .appExtension]),
        Target(module: "SignUpForm", folders: ["Examples/SignUpForm"], isLibrary: false, variants: [.app]),
        Target(
            module: "MorseKeyboardApp", folders: ["Examples/MorseKeyboard/Shared", "Examples/MorseKeyboard/MorseKeyboardApp"],
            isLibrary: false, variants: [.app]),
        Target(
            module: "MorseKeyboardExtension", folders: ["Examples/MorseKeyboard/Shared", "Examples/MorseKeyboard/MorseKeyboardExtension"],
            isLibrary: false, variants: [.appExtension]),
    ]

    /// The stand-in modules, in dependency order (each is a folder of Tests/AppleStandIns).
    static let standIns = ["ObjectiveC", "Combine", "UIKit", "CoreLocation", "SwiftUI"]

    static var root: URL { NoticeTests.root }

    let variant: Variant
    let scratch: URL

    init(_ variant: Variant) throws {
        self.variant = variant
        scratch = try makeScratchDirectory("apple-typecheck-\(variant.rawValue)")
    }

    func removeScratch() { try? FileManager.default.removeItem(at: scratch) }

    private var modules: URL { scratch.appendingPathComponent("modules") }
    private var copies: URL { scratch.appendingPathComponent("src") }
    private var prelude: URL { copies.appendingPathComponent("Prelude.swift") }

    /// The stand-in modules of each variant, built once per test run (each on first use, so the two
    /// variants build side by side) and shared by every check.
    private static let appStandIns = Result { try buildStandIns(.app) }
    private static let appExtensionStandIns = Result { try buildStandIns(.appExtension) }

    struct StandInError: Error, CustomStringConvertible {
        let description: String
    }

    private static func buildStandIns(_ variant: Variant) throws -> URL {
        let directory = try makeScratchDirectory("apple-stand-ins-\(variant.rawValue)")
        for standIn in standIns {
            let files = try DocumentationListings.swiftFiles(under: root.appendingPathComponent("Tests/AppleStandIns/\(standIn)"))
            let run = try runTool(
                ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", standIn,
                 "-I", directory.path, "-emit-module-path", directory.appendingPathComponent("\(standIn).swiftmodule").path]
                    + variant.flags + files.map(\.path))
            guard run.status == 0 else { throw StandInError(description: "stand-in \(standIn): \(run.stderr)") }
        }
        return directory
    }

    /// Checks `targets` in order (libraries are also emitted, for the modules after them); the
    /// diagnostics of the failures, empty when everything type-checks.
    func run(targets: [Target] = AppleTypeCheck.targets) throws -> [String] {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        try "import ObjectiveC\npublic typealias NSObject = ObjectiveC.NSObject\n".write(to: prelude, atomically: true, encoding: .utf8)
        var failures: [String] = []
        for target in targets where target.variants.contains(variant) {
            let files = try target.folders.flatMap { try DocumentationListings.swiftFiles(under: Self.root.appendingPathComponent($0)) }
            failures += try check(module: target.module, files: files.map(copy) + [prelude], isLibrary: target.isLibrary)
        }
        return failures
    }

    /// Checks `files` (paths under the repository, or elsewhere) as one more module, after ``run(targets:)``.
    func check(module: String, files: [URL]) throws -> [String] {
        try check(module: module, files: files.map(copy) + [prelude], isLibrary: false)
    }

    private func check(module: String, files: [URL], isLibrary: Bool) throws -> [String] {
        let common = try ["-swift-version", "6", "-module-name", module, "-package-name", Self.packageName] + variant.flags
            + searchPaths() + files.map(\.path)
        // A file with `@main` (an app's) is not parsed as a library.
        let hasMain = try files.contains { try String(contentsOf: $0, encoding: .utf8).contains("@main") }
        let typecheck = try runTool(["swiftc", "-typecheck"] + (hasMain ? [] : ["-parse-as-library"]) + common)
        if typecheck.status != 0 || typecheck.stderr.contains("error:") { return [readable(typecheck.stderr)] }
        guard isLibrary else { return [] }
        let emit = try runTool(
            ["swiftc", "-emit-module", "-parse-as-library", "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path]
                + common)
        return emit.status == 0 ? [] : ["\(module) (emitting the module): \(readable(emit.stderr))"]
    }

    /// The `-package-name` SwiftPM gives the package's modules — the root package's identity, its
    /// folder's name lowercased, as a C identifier — so the adapters see the core modules' `package`
    /// declarations as they do in an Apple build.
    static var packageName: String {
        let identity = root.lastPathComponent.lowercased()
        let name = String(identity.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The checked libraries and the stand-ins first (SwiftPM leaves empty modules of the Apple-only targets
    /// beside the core ones), then the build's modules, and the C modules the keyboard module imports.
    private func searchPaths() throws -> [String] {
        var moduleMaps: [String] = []
        for module in ["CKeycraftPrefetch", "CKeycraftThreads"] {
            let moduleMap = scratch.appendingPathComponent("\(module).modulemap")
            if !FileManager.default.fileExists(atPath: moduleMap.path) {
                let header = Self.root.appendingPathComponent("Sources/\(module)/include/\(module).h").path
                try "module \(module) {\n    header \"\(header)\"\n    export *\n}\n".write(to: moduleMap, atomically: true, encoding: .utf8)
            }
            moduleMaps += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
        }
        let standIns = try (variant == .app ? Self.appStandIns : Self.appExtensionStandIns).get()
        return ["-I", modules.path, "-I", standIns.path, "-I", try Self.buildModules().path] + moduleMaps
    }

    /// Where the build put KeycraftForms.swiftmodule and the other core modules: beside the test bundle,
    /// or in its `Modules` folder (SwiftPM 6).
    static func buildModules() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            for candidate in [directory.appendingPathComponent("Modules"), directory]
            where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("KeycraftForms.swiftmodule").path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "KeycraftForms.swiftmodule: no build products above the test bundle"])
    }

    /// The rewritten copy of `file` (see the type's documentation), at the same path under the scratch.
    private func copy(_ file: URL) throws -> URL {
        let relative = file.path.hasPrefix(Self.root.path + "/") ? String(file.path.dropFirst(Self.root.path.count + 1)) : file.lastPathComponent
        let destination = copies.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.rewrite(try String(contentsOf: file, encoding: .utf8)).write(to: destination, atomically: true, encoding: .utf8)
        return destination
    }

    /// The Linux rewrites, each keeping lines (and, but for the last, columns) in place.
    static func rewrite(_ source: String) -> String {
        source
            .replacingOccurrences(of: "@objc ", with: "      ")
            .replacingOccurrences(of: "#selector(", with: " Selector(")
            .replacingOccurrences(of: #"\.((?:textField|textView)\w*)\?\("#, with: ".$1(", options: .regularExpression)
    }

    /// Diagnostics with the copies' paths turned back into the repository's.
    private func readable(_ diagnostics: String) -> String {
        diagnostics.replacingOccurrences(of: copies.path + "/", with: "")
    }
}
#endif
