import ArgumentParser
import Foundation
import KeycraftForms
import KeycraftSimulator

/// `keycraft simulate`: runs a scenario and prints its JSON transcript.
struct SimulateCommand: DashPrefixedPositionals, AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a scripted screen of fields and print a JSON transcript.",
        discussion: """
            The scenario format and the transcript are described in docs/scenarios.md. A malformed \
            scenario is reported with the JSON path of what is wrong (e.g. $.events[3].type); exit 2.
            """
    )

    @Argument(help: ArgumentHelp("The scenario JSON file, or - for standard input.", valueName: "FILE"))
    var file: String

    func run() async throws {
        let data: Data
        if file == "-" {
            data = Data(StandardStreams.readAll().utf8)
        } else {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw ValidationError("FILE: cannot read \(file)")
            }
            data = contents
        }
        do {
            let scenario = try ScenarioDecoding.decode(data)
            // The runner drives the app's keyboard avoidance controller, which lives on the main actor.
            let transcript = try await MainActor.run { try ScenarioRunner.run(scenario) }
            print(try transcript.json())
        } catch let error as ScenarioError {
            throw ValidationError("\(file): \(error)")
        }
    }
}
