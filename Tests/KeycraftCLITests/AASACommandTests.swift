import Foundation
import Testing
import ToolRunning

@Suite("keycraft aasa")
struct AASACommandTests {
    static let valid = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/private/*", "exclude": true}, {"/": "/*"}]}]}}"#

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func validateOK() throws {
        let run = try runKeycraft(["aasa", "validate", try Self.temporaryFile(Self.valid)])
        #expect(run.status == 0)
        #expect(run.stdout == "0 error(s), 0 warning(s)\n")
    }

    @Test func validateWarningsOnlyExitsZero() throws {
        let run = try runKeycraft(["aasa", "validate", "-"], stdin: #"{"webcredentials": {"apps": ["ABCDE12345.a"], "x": 1}}"#)
        #expect(run.status == 0)
        #expect(run.stdout.contains(#"warning: $.webcredentials.x: unknown key "x""#))
    }

    @Test func validateErrorsExitOneWithPaths() throws {
        let file = try Self.temporaryFile(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a"], "components": [{}, {}, {"/": 5}]}]}}"#)
        let run = try runKeycraft(["aasa", "validate", file])
        #expect(run.status == 1)
        #expect(run.stdout.contains(#"error: $.applinks.details[0].components[2]["/"]: expected a string, found a number"#))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try runKeycraft(["aasa", "validate"]).status == 2)
        let missing = try runKeycraft(["aasa", "validate", "/no/such/file.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/no/such/file.json"))
        let badID = try runKeycraft(["aasa", "check", "example.com", "--app-id", "nope"])
        #expect(badID.status == 2)
        #expect(badID.stderr.contains("--app-id nope"))
        #expect(try runKeycraft(["aasa", "check", "ftp://example.com"]).status == 2)
    }

    @Test func checkRefusesPlainHTTPWithoutTheFlag() throws {
        let run = try runKeycraft(["aasa", "check", "http://127.0.0.1:9"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("isn't HTTPS"))
    }

    @Test func generatePrintsAFileThatValidates() throws {
        let run = try runKeycraft(["aasa", "generate", "--app-id", "ABCDE12345.com.example.app", "--service", "applinks",
                                   "--service", "webcredentials", "--path", "/한국/*", "--exclude", "/private/*"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"/\": \"/한국/*\""))
        let validate = try runKeycraft(["aasa", "validate", "-"], stdin: run.stdout)
        #expect(validate.stdout == "0 error(s), 0 warning(s)\n")
        let noApp = try runKeycraft(["aasa", "generate", "--service", "applinks"])
        #expect(noApp.status == 2)
        #expect(noApp.stderr.contains("--app-id: at least one app ID is needed"))
        let noService = try runKeycraft(["aasa", "generate", "--app-id", "ABCDE12345.a"])
        #expect(noService.status == 2)
        #expect(noService.stderr.contains("--service: at least one service"))
        let badPath = try runKeycraft(["aasa", "generate", "--app-id", "ABCDE12345.a", "--service", "applinks", "--path", "/$(nope)"])
        #expect(badPath.status == 2)
        #expect(badPath.stderr.contains("--path/--exclude: pattern \"/$(nope)\" uses $(nope)"))
        let badService = try runKeycraft(["aasa", "generate", "--app-id", "ABCDE12345.a", "--service", "links"])
        #expect(badService.status == 2)
        #expect(badService.stderr.contains("--service links"))
    }

    @Test func matchNamesTheApp() throws {
        let file = try Self.temporaryFile(Self.valid)
        let run = try runKeycraft(["aasa", "match", file, "https://example.com/shop/%EA%B0%80", "https://example.com/private/x"])
        #expect(run.stdout == "https://example.com/shop/%EA%B0%80\topens ABCDE12345.com.example.app\nhttps://example.com/private/x\texcluded\n")
        #expect(run.status == 1)
    }
}
