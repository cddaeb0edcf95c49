import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import ToolRunning

@Suite("keycraft serve")
struct ServeCommandTests {
    @Test func refusesAnInvalidFileWithTheReport() throws {
        let file = try AASACommandTests.temporaryFile(#"{"webcredentials": {"apps": ["bad"]}}"#)
        let run = try runKeycraft(["serve", "--aasa", file, "--port", "0"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: $.webcredentials.apps[0]"))
        #expect(run.stderr.contains("not serving"))
    }

    @Test func usageErrors() throws {
        #expect(try runKeycraft(["serve"]).status == 2)
        #expect(try runKeycraft(["serve", "--aasa", "/no/such/file", "--port", "0"]).status == 2)
        let port = try runKeycraft(["serve", "--aasa", "x", "--port", "70000"])
        #expect(port.status == 2)
        #expect(port.stderr.contains("--port"))
    }

    @Test func pageSettingsAreUsageErrorsNamingTheFlag() throws {
        let file = try AASACommandTests.temporaryFile(AASACommandTests.valid)
        let empty = try runKeycraft(["serve", "--aasa", file, "--port", "0", "--password-rules", ""])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("--password-rules: the password rules must not be empty"))
        let control = try runKeycraft(["serve", "--aasa", file, "--port", "0", "--password-rules", "한\u{7}minlength: 8;"])
        #expect(control.status == 2)
        #expect(control.stderr.contains("--password-rules: a control character at UTF-16 offset 1"))
        let name = try runKeycraft(["serve", "--aasa", file, "--port", "0", "--app-name", ""])
        #expect(name.status == 2)
        #expect(name.stderr.contains("--app-name: the app name must not be empty"))
    }

    /// End to end: the running server's sign-up page carries the rules given on the command line.
    @Test func servesTheSignUpPageWithTheGivenRules() async throws {
        let file = try AASACommandTests.temporaryFile(AASACommandTests.valid)
        let flags = ["--aasa", file, "--app-name", "한국 앱", "--password-rules", "minlength: 20; required: [-];"]
        try await Self.withServer(flags) { address in
            let signUp = try #require(URL(string: "/signup", relativeTo: URL(string: address))).absoluteURL
            let (data, response) = try await URLSession.shared.data(from: signUp)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            let html = String(decoding: data, as: UTF8.self)
            #expect(html.contains(#"passwordrules="minlength: 20; required: [-];""#))
            #expect(html.contains("<title>Create Account – 한국 앱</title>"))
        }
    }

    /// End to end: `keycraft serve` on a free loopback port, checked by `keycraft aasa check`.
    @Test func servesAFileThatTheCheckerAccepts() async throws {
        let file = try AASACommandTests.temporaryFile(AASACommandTests.valid)
        try await Self.withServer(["--aasa", file]) { address in
            let check = try runKeycraft(["aasa", "check", address, "--allow-http", "--app-id", "ABCDE12345.com.example.app"])
            #expect(check.status == 0, "\(check.stdout)")
            #expect(check.stdout.hasSuffix("ok\n"))
            let missing = try runKeycraft(["aasa", "check", address, "--allow-http", "--app-id", "ABCDE12345.com.example.zzz"])
            #expect(missing.status == 1)
            #expect(missing.stdout.contains("app ID ABCDE12345.com.example.zzz isn't in the file"))
        }
    }

    /// Runs `keycraft serve` with `flags` (and a database of its own) on a free loopback port, hands
    /// `body` the AASA file's address, and stops the server afterwards.
    private static func withServer(_ flags: [String], _ body: (String) async throws -> Void) async throws {
        let database = try ServeAccountsLiveTests.temporaryDirectory() + "/accounts.sqlite"
        let server = try LiveServer(flags + ["--database", database])
        defer { server.stop() }
        try await body(server.address + "/.well-known/apple-app-site-association")
    }
}
