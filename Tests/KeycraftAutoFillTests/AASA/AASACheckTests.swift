import Foundation
import KeycraftAutoFill
import Testing

/// The checks as pure functions of a response, with a scripted fetcher.
@Suite("AASA check")
struct AASACheckTests {
    private struct ScriptedFetcher: AASAFetcher {
        var response: AASAFetchResponse
        func fetch(_ url: URL) async throws(AASAFetchError) -> AASAFetchResponse { response }
    }

    private let valid = Array(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#.utf8)

    @Test func targetsTheWellKnownPathOfADomain() throws {
        #expect(try AASACheck("example.com").url.absoluteString == "https://example.com/.well-known/apple-app-site-association")
        #expect(try AASACheck("https://example.com/").url.absoluteString == "https://example.com/.well-known/apple-app-site-association")
        #expect(try AASACheck("https://example.com/apple-app-site-association").url.path == "/apple-app-site-association")
        #expect(throws: AASACheckError.unsupportedScheme("ftp")) { try AASACheck("ftp://example.com") }
        #expect(throws: AASACheckError.invalidURL("https://")) { try AASACheck("https://") }
    }

    @Test func httpIsAProblemUnlessAllowed() throws {
        #expect(try AASACheck("http://example.com").preflightProblems.count == 1)
        #expect(try AASACheck("http://example.com", allowHTTP: true).preflightProblems.isEmpty)
    }

    @Test func reportsEveryProblemOfAResponse() async throws {
        let check = try AASACheck("example.com", expectedAppIDs: [try AppID("ABCDE12345.com.example.app"), try AppID("ABCDE12345.com.example.b")])
        let ok = await check.run(using: ScriptedFetcher(response: AASAFetchResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: valid)))
        #expect(ok.problems == [.missingAppID(try AppID("ABCDE12345.com.example.b"))])
        let bad = check.problems(in: AASAFetchResponse(statusCode: 200, headers: [:], body: Array("\u{FEFF}{}".utf8)))
        #expect(bad.problems == [.contentType(nil), .invalidFile(errors: 1)])
        #expect(check.problems(in: AASAFetchResponse(statusCode: 301, headers: ["Location": "https://www.example.com/"])).problems
            == [.redirect(status: 301, location: "https://www.example.com/")])
        #expect(check.problems(in: AASAFetchResponse(statusCode: 500)).problems == [.status(500)])
        #expect(AASACheckProblem.contentType("text/html").description == "Content-Type is \"text/html\"; it must be application/json")
    }
}
