import Foundation
import Testing

/// On Linux, importing FoundationNetworking anywhere the command links makes every `keycraft` run
/// load libcurl and some thirty libraries behind it: about 10 ms of each start-up (#26 counts
/// start-up in `suggest`'s speed). The AASA checker fetches with AsyncHTTPClient instead.
@Suite struct FoundationNetworkingTests {
    /// The `.swift` files under Sources that import FoundationNetworking, relative to the repository.
    static func importers() throws -> [String] {
        let sources = NoticeTests.root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var found: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import FoundationNetworking" }) {
                found.append("Sources/" + path)
            }
        }
        return found.sorted()
    }

    @Test func noSourceImportsFoundationNetworking() throws {
        #expect(try Self.importers() == [])
    }
}
