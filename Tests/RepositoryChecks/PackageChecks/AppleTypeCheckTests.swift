#if os(Linux)
import Foundation
import Testing
import ToolRunning

/// Every Apple-only file and every sample target type-checks in Swift 6 mode against the stand-ins for
/// UIKit, SwiftUI, Core Location and Combine, as an app and as an app extension (see ``AppleTypeCheck``
/// for how, and what is rewritten). The stand-ins cannot catch Objective-C's rules, differences
/// between their declarations and the real SDK, or anything at run time. Linux only: on macOS the
/// stand-ins would meet the SDK's own modules, and .github/workflows/apple.yml builds the real thing.
@Suite struct AppleTypeCheckTests {
    @Test(arguments: AppleTypeCheck.Variant.allCases)
    func everyAppleOnlyFileAndSampleTypeChecks(_ variant: AppleTypeCheck.Variant) throws {
        let check = try AppleTypeCheck(variant)
        defer { check.removeScratch() }
        let failures = try check.run()
        #expect(failures.isEmpty, "\(variant): \(failures.joined(separator: "\n"))")
    }

    /// Type-checks each source as a file and module of its own (named by its key), after `targets`; the
    /// failures, all together.
    static func check(_ sources: KeyValuePairs<String, String>, variant: AppleTypeCheck.Variant, after targets: [AppleTypeCheck.Target] = [])
        throws -> [String: [String]]
    {
        let directory = try makeScratchDirectory("typecheck-sources")
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = try AppleTypeCheck(variant)
        defer { check.removeScratch() }
        var failures = ["": try check.run(targets: targets)]
        for (name, source) in sources {
            let file = directory.appendingPathComponent("\(name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            failures[name] = try check.check(module: name, files: [file])
        }
        return failures
    }

    static func check(_ source: String, named name: String, variant: AppleTypeCheck.Variant) throws -> [String] {
        try check([name: source], variant: variant)[name] ?? []
    }

    /// The check can fail, and says where: a type error is reported with its file and line.
    @Test func aTypeErrorIsReportedWithItsFileAndLine() throws {
        let source = "import UIKit\n\n@MainActor func title(of field: UITextField) -> Int {\n    field.placeholder\n}\n"
        let failures = try Self.check(source, named: "Broken", variant: .app)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("Broken.swift:4:11: error:") == true, "\(failures)")
    }

    /// API Apple marks unavailable in app extensions is an error in the extension variant only.
    @Test func applicationSharedIsAnErrorOnlyInAnExtension() throws {
        let source = "import UIKit\n\n@MainActor func sceneCount() -> Int {\n    UIApplication.shared.connectedScenes.count\n}\n"
        #expect(try Self.check(source, named: "Scenes", variant: .app).isEmpty)
        let failures = try Self.check(source, named: "Scenes", variant: .appExtension)
        #expect(failures.first?.contains("Scenes.swift:4:19: error: 'shared' is unavailable") == true, "\(failures)")
    }

    /// SwiftUI's `EdgeInsets`, `LayoutDirection` and `InterfaceOrientation` stay unambiguous in a file
    /// that imports SwiftUI and Keycraft's Apple modules (KeycraftForms has its own of those names).
    @Test func swiftUINamesAreUnambiguousBesideKeycraftsModules() throws {
        let source = """
            import KeycraftKeyboardUIKit
            import KeycraftSwiftUI
            import KeycraftUIKit
            import SwiftUI

            struct Margins: ViewModifier {
                let orientation: InterfaceOrientation
                @Environment(\\.layoutDirection) private var layoutDirection

                func body(content: Content) -> some View {
                    let wide = orientation == .landscapeLeft || orientation == .landscapeRight
                    let insets = EdgeInsets(top: 8, leading: wide ? 32 : 16, bottom: 8, trailing: 16)
                    return content.padding(insets).flipsForRightToLeftLayoutDirection(layoutDirection == LayoutDirection.rightToLeft)
                }
            }

            """
        // With KeycraftForms imported too, as the Apple modules used to re-export it, the names are ambiguous.
        let failures = try Self.check(
            ["Names": source, "NamesWithForms": "import KeycraftForms\n" + source], variant: .app,
            after: AppleTypeCheck.targets.filter(\.isLibrary))
        #expect(failures[""] == [] && failures["Names"] == [], "\(failures)")
        #expect(failures["NamesWithForms"]?.first?.contains("is ambiguous") == true, "\(failures)")
    }

    /// The rewrites keep every line where it was, so diagnostics point at the real file's lines.
    @Test func theLinuxRewritesKeepLines() {
        let source = "@objc private func tapped() {}\nlet s = #selector(tapped)\nlet b = $0.textFieldShouldReturn?($1) ?? true\n"
        let rewritten = AppleTypeCheck.rewrite(source)
        #expect(rewritten == "      private func tapped() {}\nlet s =  Selector(tapped)\nlet b = $0.textFieldShouldReturn($1) ?? true\n")
        #expect(rewritten.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }
}
#endif
