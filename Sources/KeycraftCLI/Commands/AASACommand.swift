import ArgumentParser
import Foundation
import KeycraftAutoFill
import KeycraftServer

/// `keycraft aasa`: the apple-app-site-association tools.
struct AASACommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Validate, check, generate and query apple-app-site-association files.",
        subcommands: [Validate.self, Check.self, Generate.self, Match.self]
    )

    /// Reads FILE (or stdin for "-"), mapping an unreadable path to a usage error naming the argument.
    static func readFile(_ path: String) throws -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("FILE: can't read \"\(path)\"")
        }
        return Array(data)
    }

    static func appIDs(_ texts: [String], flag: String) throws -> [AppID] {
        try texts.map { text in
            do { return try AppID(text) } catch { throw ValidationError("\(flag) \(text): \(error)") }
        }
    }

    struct Validate: DashPrefixedPositionals {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Print every error and warning with its JSON path; exit 1 if there is an error."
        )

        @Argument(help: "The apple-app-site-association file (\"-\" for standard input).")
        var file: String

        func run() throws {
            let report = AASAReader.validate(try AASACommand.readFile(file))
            print(report)
            if report.hasErrors { throw ExitCode(ExitStatus.problems) }
        }
    }

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Fetch a domain's file as Apple's CDN does and report every problem; exit 1 if any."
        )

        @Argument(help: "A domain or URL; without a path, /.well-known/apple-app-site-association.")
        var url: String

        @Flag(help: "Allow plain HTTP (local testing only; the system requires HTTPS).")
        var allowHTTP = false

        @Option(name: .customLong("app-id"), help: "An app ID the file must contain (repeatable).")
        var appIDs: [String] = []

        func run() async throws {
            let expected = try AASACommand.appIDs(appIDs, flag: "--app-id")
            let check: AASACheck
            do {
                check = try AASACheck(url, allowHTTP: allowHTTP, expectedAppIDs: expected)
            } catch {
                throw ValidationError("URL: \(error)")
            }
            let result = await check.run(using: HTTPClientAASAFetcher())
            print(result)
            if !result.isOK { throw ExitCode(ExitStatus.problems) }
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Print a pretty, stable apple-app-site-association file for the given apps."
        )

        @Option(name: .customLong("app-id"), help: "An app ID, TEAMID.bundle.id (repeatable).")
        var appIDs: [String] = []

        @Option(name: .customLong("service"), help: "applinks, webcredentials, appclips or activitycontinuation (repeatable).")
        var services: [String] = []

        @Option(name: .customLong("path"), help: "A universal-link path pattern (repeatable; default: every path).")
        var paths: [String] = []

        @Option(name: .customLong("exclude"), help: "A path pattern that must not open the app (repeatable).")
        var excludes: [String] = []

        func run() throws {
            let ids = try AASACommand.appIDs(appIDs, flag: "--app-id")
            let chosen = try services.map { name in
                guard let service = AASAService(rawValue: name) else {
                    throw ValidationError("--service \(name): expected \(AASAService.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return service
            }
            let components = excludes.map { URLComponentPattern(path: $0, exclude: true) }
                + paths.map { URLComponentPattern(path: $0) }
            let generator = AASAGenerator(appIDs: ids, services: Set(chosen), components: components)
            do {
                let document = try generator.document()
                FileHandle.standardOutput.write(Data(document.jsonData()))
            } catch {
                let flag = switch error {
                case .noAppIDs: "--app-id"
                case .noServices: "--service"
                case .invalidPattern: "--path/--exclude"
                }
                throw ValidationError("\(flag): \(error)")
            }
        }
    }

    struct Match: DashPrefixedPositionals {
        static let configuration = CommandConfiguration(
            commandName: "match",
            abstract: "For each URL, print which app IDs open it, \"excluded\" or \"no match\"; exit 1 unless all open."
        )

        @Argument(help: "The apple-app-site-association file.")
        var file: String

        @Argument(help: "URLs to decide.")
        var urls: [String]

        func run() throws {
            let document: AASADocument
            do {
                document = try AASADocument(validating: try AASACommand.readFile(file))
            } catch let error as AASAValidationError {
                StandardStreams.writeError(error.report.description)
                throw ExitCode(ExitStatus.problems)
            }
            guard let appLinks = document.appLinks else { throw ValidationError("FILE: \(file) has no applinks") }
            let matcher = try AppLinksMatcher(appLinks)
            var unmatched = false
            for text in urls {
                guard let url = URL(string: text) else { throw ValidationError("URL: \"\(text)\" isn't a URL") }
                switch matcher.match(url) {
                case .opens(let ids, _, _): print("\(text)\topens \(ids.map(\.description).joined(separator: " "))")
                case .excluded: print("\(text)\texcluded"); unmatched = true
                case .noMatch: print("\(text)\tno match"); unmatched = true
                }
            }
            if unmatched { throw ExitCode(ExitStatus.problems) }
        }
    }
}
