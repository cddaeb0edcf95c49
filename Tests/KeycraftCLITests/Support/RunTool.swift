import Foundation

/// Runs a tool from the toolchain or the system (`swift`, `swiftc`, …) found on `PATH`, in `directory`.
///
/// The package checks drive the real toolchain, because what they guard — what SwiftPM resolves for a
/// consumer, whether Apple-only files parse — is only observable there.
func runTool(_ arguments: [String], in directory: URL? = nil) throws -> KeycraftRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes while the tool runs, so a chatty tool cannot fill a pipe and block.
    let outputBox = ToolOutput(), errorBox = ToolOutput()
    let group = DispatchGroup()
    for (pipe, box) in [(output, outputBox), (error, errorBox)] {
        group.enter()
        DispatchQueue.global().async {
            box.data = pipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
    }
    group.wait()
    process.waitUntilExit()
    return KeycraftRun(
        stdout: String(decoding: outputBox.data, as: UTF8.self),
        stderr: String(decoding: errorBox.data, as: UTF8.self),
        status: process.terminationStatus
    )
}

private final class ToolOutput: @unchecked Sendable {
    var data = Data()
}

/// A fresh directory under the system's temporary directory, removed by the caller.
func makeScratchDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
