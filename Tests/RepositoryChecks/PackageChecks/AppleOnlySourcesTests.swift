import Foundation
import Testing
import ToolRunning

/// The Apple-only layers (UIKit, SwiftUI, the keyboard extension's base class and the sample
/// extension) cannot be compiled on Linux, because UIKit does not exist here. So that a syntax error
/// cannot land, every one of their files is parsed by the real compiler (`swiftc -parse`), and each is
/// checked to be wrapped whole in `#if canImport(…)`, which is what lets the package build on Linux.
@Suite struct AppleOnlySourcesTests {
    static let appleOnlyFolders = [
        "Sources/KeycraftUIKit", "Sources/KeycraftSwiftUI", "Sources/KeycraftKeyboardUIKit", "Examples",
    ]

    /// Every `.swift` file under the Apple-only folders, as paths relative to the repository.
    static func appleOnlyFiles() throws -> [String] {
        var files: [String] = []
        for folder in appleOnlyFolders {
            let url = NoticeTests.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                files.append(folder + "/" + path)
            }
        }
        return files.sorted()
    }

    /// `swiftc -parse` over `files`; the compiler's diagnostics, or nil when all parse.
    static func parseErrors(_ files: [URL]) throws -> String? {
        let run = try runTool(["swiftc", "-parse"] + files.map(\.path))
        return run.status == 0 && run.stderr.isEmpty ? nil : run.stderr
    }

    @Test func everyAppleOnlyFileParses() throws {
        let files = try Self.appleOnlyFiles()
        #expect(files.count >= 3)
        let errors = try Self.parseErrors(files.map { NoticeTests.root.appendingPathComponent($0) })
        #expect(errors == nil, "swiftc -parse: \(errors ?? "")")
    }

    /// The check itself can fail: a file with a syntax error is reported, with its name and line.
    @Test func aSyntaxErrorIsReported() throws {
        let directory = try makeScratchDirectory("parse")
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("Broken.swift")
        try "#if canImport(UIKit)\nimport UIKit\nfinal class Broken: UIView {\n    func f( {\n}\n#endif\n".write(to: broken, atomically: true, encoding: .utf8)
        let errors = try #require(try Self.parseErrors([broken]))
        #expect(errors.contains("Broken.swift:4"))
    }

    /// Outside Apple platforms these files must compile to nothing: the first code line opens an
    /// `#if canImport(UIKit)` (or SwiftUI and UIKit) and the last closes it.
    @Test func sourcesInTheAdapterTargetsAreWrappedWholeInCanImport() throws {
        for file in try Self.appleOnlyFiles() where file.hasPrefix("Sources/") {
            let text = try String(contentsOf: NoticeTests.root.appendingPathComponent(file), encoding: .utf8)
            let code = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            #expect(code.first?.hasPrefix("#if canImport(") == true, "\(file) does not start with #if canImport(…)")
            #expect(code.first?.contains("canImport(UIKit)") == true, "\(file) is not conditional on UIKit")
            #expect(code.last == "#endif", "\(file) does not end with #endif")
        }
    }
}
