#if os(Linux)
import Foundation
import Testing
import ToolRunning

/// What the `keycraft` binary loads when it starts, which every command pays for (#26 times
/// `suggest` through the command, start-up included): on Linux nothing may import
/// FoundationNetworking, which would load libcurl and some thirty libraries behind it, about 5 ms
/// of each run (the AASA checker fetches with AsyncHTTPClient).
@Suite struct StartupLinkingTests {
    /// The shared libraries `ldd` lists for the built binary, by file name.
    static func sharedLibraries() throws -> [String] {
        let run = try runTool(["ldd", keycraftExecutableURL().path])
        try #require(run.status == 0, "ldd: \(run.stderr)")
        return run.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces).split(separator: "/").last ?? "") }
        }
    }

    @Test func noNetworkingLibraryLoadsAtStartUp() throws {
        let libraries = try Self.sharedLibraries()
        #expect(libraries.contains("libFoundation.so"))
        #expect(libraries.filter { $0.hasPrefix("libcurl") || $0.hasPrefix("libgnutls") || $0.hasPrefix("libkrb5") } == [])
    }
}
#endif
