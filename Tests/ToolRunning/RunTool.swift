import Foundation

/// Runs a tool from the toolchain or the system (`swift`, `swiftc`, …) found on `PATH`, in `directory`.
///
/// The package checks drive the real toolchain, because what they guard — what SwiftPM resolves for a
/// consumer, whether Apple-only files parse — is only observable there.
public func runTool(_ arguments: [String], in directory: URL? = nil) throws -> KeycraftRun {
    try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory)
}

/// A fresh directory under the system's temporary directory, removed by the caller.
public func makeScratchDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
