import Foundation
import Testing

/// Code in the articles is code that compiles and is tested: every fenced ```swift block in a catalog
/// (`Sources/*/Documentation.docc/**/*.md` or `*.tutorial`) appears verbatim in a Swift file under
/// `Tests/` — as a contiguous run of lines, once both sides lose their common leading indentation and
/// trailing whitespace. Examples live in `Tests/<Target>Tests/DocumentationExamples/<Article>Examples.swift`
/// as real tests. Listings inside doc comments in `Sources` are not checked.
///
/// The Apple-only adapters' catalogs (UIKit, SwiftUI, the keyboard extension's base class) show code
/// that cannot compile on Linux; their listings may come instead from the sample apps under
/// `Examples/`, which AppleTypeCheckTests type-checks against the stand-ins and whose behaviour is tested
/// through the core controllers they call.
@Suite struct DocumentationListingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyArticleListingIsInATest() throws {
        let articles = try DocumentationListings.catalogFiles(under: Self.root)
        let tests = try DocumentationListings.swiftFiles(under: Self.root.appendingPathComponent("Tests"))
            .map { try DocumentationListings.normalizedLines(String(contentsOf: $0, encoding: .utf8)) }
        let samples = try DocumentationListings.swiftFiles(under: Self.root.appendingPathComponent("Examples"))
            .map { try DocumentationListings.normalizedLines(String(contentsOf: $0, encoding: .utf8)) }
        let appleOnlyCatalogs = ["Sources/KeycraftUIKit/", "Sources/KeycraftSwiftUI/", "Sources/KeycraftKeyboardUIKit/"]
        var listingCount = 0
        for article in articles {
            let text = try String(contentsOf: Self.root.appendingPathComponent(article), encoding: .utf8)
            let sources = appleOnlyCatalogs.contains(where: article.hasPrefix) ? tests + samples : tests
            for listing in DocumentationListings.swiftListings(in: text) {
                listingCount += 1
                if !sources.contains(where: { DocumentationListings.contains($0, listing.lines) }) {
                    Issue.record("""
                        \(article):\(listing.line): this ```swift listing is not in any Swift file under Tests/ \
                        (put it, verbatim, in a test in Tests/<Target>Tests/DocumentationExamples/):
                        \(listing.lines.joined(separator: "\n"))
                        """)
                }
            }
        }
        // The catalogs carry listings, so a search that finds no article cannot pass by checking nothing.
        #expect(listingCount > 0)
    }

    @Test func theRuleOnMadeUpText() {
        let article = """
            # Title

            ```swift
                let a = 1
                if a > 0 {
                    print(a)   
                }
            ```

            ```sh
            swift test
            ```

              ```swift
              let b = 2
              ```
            """
        let listings = DocumentationListings.swiftListings(in: article)
        #expect(listings.map(\.line) == [3, 14])
        #expect(listings[0].lines == ["let a = 1", "if a > 0 {", "    print(a)", "}"])
        #expect(listings[1].lines == ["let b = 2"])

        let test = DocumentationListings.normalizedLines("""
            @Test func example() {
                    let a = 1
                    if a > 0 {
                        print(a)
                    }
            }
            """)
        #expect(DocumentationListings.contains(test, listings[0].lines))
        #expect(!DocumentationListings.contains(test, listings[1].lines))
        // Indentation inside the block matters; the same lines less indented are a different listing.
        #expect(!DocumentationListings.contains(test, ["let a = 1", "if a > 0 {", "print(a)", "}"]))
        // Contiguous: a line in between breaks the run.
        let apart = DocumentationListings.normalizedLines("let a = 1\n// note\nif a > 0 {\n    print(a)\n}")
        #expect(!DocumentationListings.contains(apart, listings[0].lines))
        // Blank lines in a listing match blank lines, whatever whitespace they carry.
        let blank = DocumentationListings.normalizedLines("  let x = 1\n    \n  let y = 2")
        #expect(DocumentationListings.contains(blank, ["let x = 1", "", "let y = 2"]))
    }
}

/// The listing rule's pieces: finding catalogs, fenced blocks and runs of lines.
enum DocumentationListings {
    struct Listing {
        /// The 1-based line of the opening fence.
        var line: Int
        /// The block's lines without common indentation and trailing whitespace.
        var lines: [String]
    }

    /// Repository-relative paths of every `.md` and `.tutorial` file in a `Sources/*/Documentation.docc`.
    static func catalogFiles(under root: URL) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        var found: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(target).appendingPathComponent("Documentation.docc")
            guard let walker = FileManager.default.enumerator(atPath: catalog.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".md") || path.hasSuffix(".tutorial") {
                found.append("Sources/\(target)/Documentation.docc/\(path)")
            }
        }
        return found.sorted()
    }

    static func swiftFiles(under directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The ```swift blocks of a Markdown or tutorial file. A fence may be indented (inside a list item
    /// or a tutorial directive); its block ends at the next line that is only a closing fence.
    static func swiftListings(in text: String) -> [Listing] {
        let lines = text.components(separatedBy: "\n")
        var listings: [Listing] = []
        var index = 0
        while index < lines.count {
            let opening = lines[index].trimmingCharacters(in: .whitespaces)
            guard opening.hasPrefix("```"), opening.dropFirst(3).trimmingCharacters(in: .whitespaces) == "swift" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            listings.append(Listing(line: index + 1, lines: dedented(Array(lines[(index + 1)..<end]))))
            index = end + 1
        }
        return listings
    }

    /// A file's lines with trailing whitespace removed (indentation is kept: it is compared per run).
    static func normalizedLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map(trimmingTrailingWhitespace)
    }

    /// Whether `file` (from ``normalizedLines(_:)``) holds `listing` as a contiguous run of lines once
    /// the run loses its common indentation.
    static func contains(_ file: [String], _ listing: [String]) -> Bool {
        guard let first = listing.first, !listing.isEmpty, file.count >= listing.count else { return false }
        for start in 0...(file.count - listing.count)
        where file[start].trimmingCharacters(in: .whitespaces) == first.trimmingCharacters(in: .whitespaces) {
            if dedented(Array(file[start..<(start + listing.count)])) == listing { return true }
        }
        return false
    }

    /// `lines` without trailing whitespace, without leading and trailing blank lines, and without the
    /// indentation every non-blank line shares.
    static func dedented(_ lines: [String]) -> [String] {
        var lines = lines.map(trimmingTrailingWhitespace)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
        return String(line)
    }
}
