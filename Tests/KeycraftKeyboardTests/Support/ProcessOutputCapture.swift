import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process wrote while some code ran: its standard output and error (file descriptors 1 and
/// 2, so `print`, `FileHandle` and C's stdio are all caught), and the files that appeared or changed in
/// the places a program writes to (the temporary directory, the working directory, the home directory).
///
/// The streams are redirected for the whole process, so other tests running meanwhile are captured
/// too; everything captured is written back to the real streams afterwards, so nothing is lost. Two
/// captures must never overlap (their redirections would restore each other's descriptors): the suite
/// that uses it is serialized.
struct ProcessOutputCapture {
    var standardOutput = ""
    var standardError = ""
    /// Files created or modified while the code ran, with their contents (up to 1 MiB each).
    var files: [(path: String, contents: String)] = []

    static func run(_ body: () async -> Void) async -> ProcessOutputCapture {
        let directories = [FileManager.default.temporaryDirectory.path, FileManager.default.currentDirectoryPath, NSHomeDirectory()]
        let before = snapshot(directories)
        let output = Redirection(descriptor: STDOUT_FILENO), error = Redirection(descriptor: STDERR_FILENO)
        await body()
        var capture = ProcessOutputCapture()
        capture.standardOutput = output.finish()
        capture.standardError = error.finish()
        let after = snapshot(directories)
        for (path, stamp) in after where before[path] != stamp && !output.owns(path) && !error.owns(path) {
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            let data = (try? handle.read(upToCount: 1 << 20)) ?? Data()
            capture.files.append((path, String(decoding: data, as: UTF8.self)))
        }
        return capture
    }

    /// Every regular file two levels deep under each directory, with its modification time and size.
    private static func snapshot(_ directories: [String]) -> [String: String] {
        var stamps: [String: String] = [:]
        func visit(_ directory: String, depth: Int) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
            for name in names where name != ".build" && name != ".git" {
                let path = (directory as NSString).appendingPathComponent(name)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                if attributes[.type] as? FileAttributeType == .typeDirectory {
                    if depth < 2 { visit(path, depth: depth + 1) }
                } else {
                    stamps[path] = "\(attributes[.modificationDate] ?? "") \(attributes[.size] ?? "")"
                }
            }
        }
        for directory in Set(directories) { visit(directory, depth: 1) }
        return stamps
    }

    /// One standard stream pointed at a private temporary file until `finish()`.
    private final class Redirection {
        let descriptor: Int32
        let saved: Int32
        let path: String
        let file: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
            fflush(nil)
            var template = Array((FileManager.default.temporaryDirectory.path + "/keycraft-capture-XXXXXX").utf8CString)
            file = mkstemp(&template)
            path = String(cString: template)
            saved = dup(descriptor)
            dup2(file, descriptor)
        }

        func owns(_ candidate: String) -> Bool { candidate == path }

        /// Restores the stream, writes what was captured back to it, and returns it.
        func finish() -> String {
            fflush(nil)
            dup2(saved, descriptor)
            close(saved)
            let data = FileManager.default.contents(atPath: path) ?? Data()
            close(file)
            unlink(path)
            data.withUnsafeBytes { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
