import Foundation

/// What one run of the real `keycraft` binary printed, and its exit status.
public struct KeycraftRun: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32
}

/// Runs the built `keycraft` executable (it sits beside the test bundle) with `arguments` and `stdin`.
///
/// Running the real binary is the only way to observe exit statuses and stream separation, which are
/// part of the command's contract.
public func runKeycraft(_ arguments: [String], stdin: String = "") throws -> KeycraftRun {
    try runProcess(keycraftExecutableURL(), arguments, stdin: stdin)
}

/// Runs the built `keycraft` executable with `arguments`, writing `stdinData` (any bytes) to it.
public func runKeycraft(_ arguments: [String], stdinData: Data) throws -> KeycraftRun {
    try runProcess(keycraftExecutableURL(), arguments, stdinData: stdinData)
}

/// Runs `executable` with `arguments`, writing `stdin` (or the bytes `stdinData`) to it, in `directory` (the current one when nil).
public func runProcess(_ executable: URL, _ arguments: [String], stdin: String? = nil, stdinData: Data? = nil, in directory: URL? = nil) throws -> KeycraftRun {
    let stdinBytes = stdinData ?? stdin.map { Data($0.utf8) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = stdinBytes == nil ? FileHandle.nullDevice : input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes concurrently with writing, so a large output can't fill a pipe and deadlock.
    let outputBox = DataBox(), errorBox = DataBox()
    let group = DispatchGroup()
    for (pipe, box) in [(output, outputBox), (error, errorBox)] {
        group.enter()
        DispatchQueue.global().async {
            box.data = pipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
    }
    if let stdinBytes {
        input.fileHandleForWriting.write(stdinBytes)
        try input.fileHandleForWriting.close()
    }
    group.wait()
    process.waitUntilExit()
    return KeycraftRun(
        stdout: String(decoding: outputBox.data, as: UTF8.self),
        stderr: String(decoding: errorBox.data, as: UTF8.self),
        status: process.terminationStatus
    )
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}

public func keycraftExecutableURL() -> URL {
    // The test bundle lives in the build products directory, as does the `keycraft` executable.
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("keycraft")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    for bundle in Bundle.allBundles {
        let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("keycraft")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: ".build/debug/keycraft")
}
