import Foundation
@testable import KeycraftCLI
import Testing
import ToolRunning

/// The files a release is made of agree with each other and with the README's promises.
@Suite struct ReleaseFilesTests {
    static let root = NoticeTests.root

    @Test func versionPrintsTheConstantWhichTheChangelogNames() throws {
        let run = try runKeycraft(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == KeycraftVersion.current + "\n")
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.components(separatedBy: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(releases.first?.hasPrefix("## [\(KeycraftVersion.current)] - ") == true, "the newest release in CHANGELOG.md is \(releases.first ?? "none")")
        #expect(changelog.contains("## [Unreleased]"))
    }

    /// Set-up on a fresh machine is exactly two commands: the playground and the tests.
    @Test func theReadmeSetUpIsTwoCommands() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let setUp = try #require(readme.components(separatedBy: "## Set-up").dropFirst().first)
        let block = try #require(setUp.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let commands = block.components(separatedBy: "\n").map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }
        #expect(commands == ["swift run keycraft demo", "swift test"])
    }

    /// The README is a front door, not a manual: the manual is docs/cli.md, the tour docs/playground.md.
    @Test func theReadmeIsAFrontDoor() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 200, "README.md has \(lines.count) lines; move detail to docs/")
        for link in ["docs/cli.md", "docs/playground.md", "docs/architecture.md"] {
            #expect(readme.contains("](\(link)"), "README.md does not link \(link)")
        }
    }

    /// The manual's `keycraft traits` example is what the command prints.
    @Test func theManualsTraitsExampleIsWhatTheCommandPrints() throws {
        let manual = try String(contentsOf: Self.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let block = try #require(manual.components(separatedBy: "$ keycraft traits --html '").dropFirst().first?.components(separatedBy: "\n```").first)
        let tag = try #require(block.components(separatedBy: "'\n").first)
        let expected = block.components(separatedBy: "'\n").dropFirst().joined(separator: "'\n")
        let run = try runKeycraft(["traits", "--html", tag])
        #expect(run.status == 0)
        #expect(run.stdout == expected + "\n")
    }

    /// Sources and docs point only at documents in the repository.
    @Test func linkedDocumentsExist() throws {
        for document in ["README.md", "docs/architecture.md", "docs/scenarios.md", "docs/cli.md", "docs/playground.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            let directory = document.split(separator: "/").dropLast().map { $0 + "/" }.joined()
            let links = text.components(separatedBy: "](").dropFirst().compactMap { $0.components(separatedBy: ")").first }
            for link in links where !link.contains("://") && !link.hasPrefix("#") {
                let path = directory + (link.components(separatedBy: "#").first ?? link)
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(document) links to \(link)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("LICENSE").path))
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".spi.yml").path))
    }

    /// Every subcommand `keycraft --help` lists has a section of its own in the manual (`## \`keycraft NAME`).
    @Test func theManualHasASectionForEverySubcommand() throws {
        let manual = try String(contentsOf: Self.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let headings = manual.split(separator: "\n").filter { $0.hasPrefix("## ") }.joined(separator: "\n")
        let names = KeycraftCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(names.count >= 15)
        for name in names {
            #expect(headings.contains("`keycraft \(name)"), "docs/cli.md has no section for `keycraft \(name)`")
        }
    }

    /// Nothing refers to a design document the repository doesn't have: the module map is
    /// docs/architecture.md and the command contracts are docs/cli.md.
    @Test func nothingRefersToADesignDocumentOutsideTheRepository() throws {
        let missing = "DESIGN" + ".md"
        for folder in ["Sources", "Tests", "docs", "scripts", "Examples"] {
            let base = Self.root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for path in paths where [".swift", ".md", ".sh", ".py"].contains(where: path.hasSuffix) {
                let text = (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
                #expect(!text.contains(missing), "\(folder)/\(path) refers to \(missing)")
            }
        }
    }
}
