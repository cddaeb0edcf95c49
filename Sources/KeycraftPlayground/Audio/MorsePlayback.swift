import Foundation
import KeycraftKeyboard
import KeycraftKeyboardTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sounds typed text as Morse: a WAV from KeycraftKeyboardTools' `MorseWAV`, played by the first audio
/// player found on PATH, or left for the user when there is none.
///
/// Sound is an edge of the playground, so this is the one place that touches files and processes.
/// What is typed is private: the WAV goes into a directory only this user can open, created with a
/// random name for this run (no fixed path another user could read or plant a link at), and no
/// status line repeats the text.
public enum MorsePlayback {
    /// The players tried, in order: ALSA, PulseAudio, macOS.
    public static let players = ["aplay", "paplay", "afplay"]

    /// Where the WAV is written: one file, overwritten each time, in this run's private directory.
    /// Nil when the directory can't be created.
    public static var wavURL: URL? {
        PrivateDirectory.shared.url?.appendingPathComponent("morse.wav")
    }

    /// Writes `text` as a WAV at 20 words per minute and plays it if a player exists; returns what
    /// happened, for the screen to show (never the text itself).
    public static func play(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let message: MorseMessage
        do {
            message = try MorseMessage(encoding: text)
        } catch {
            return "Can't play: \(describe(error))"
        }
        guard let wavURL else { return "Can't play: no private temporary directory could be created" }
        do {
            let bytes = try MorseWAV.fileData(for: MorseKeying(message: message), at: MorseSpeed(wordsPerMinute: 20))
            // Owner-only, like its directory; written whole or not at all.
            try Data(bytes).write(to: wavURL, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: wavURL.path)
        } catch {
            return "Can't play: the audio could not be written"
        }
        guard let player = findPlayer(in: environment) else {
            return "No audio player on PATH; wrote\n\(wavURL.path)"
        }
        let process = Process()
        process.executableURL = player
        process.arguments = [wavURL.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "Can't play: \(player.lastPathComponent) did not start"
        }
        return "Playing with \(player.lastPathComponent)"
    }

    /// Why text can't be played, naming where the problem is but never what was typed.
    static func describe(_ error: MorseCodecError) -> String {
        switch error {
        case .unknownCharacter(_, let offset, _): "the character at offset \(offset) has no Morse code"
        case .unknownSignal(_, let offset, _): "the signal at offset \(offset) is not one Morse has"
        case .unterminatedSignal(let offset, _): "the '<' at offset \(offset) has no closing '>'"
        case .unknownCode(_, let group), .malformedCode(_, let group): "code group \(group) is not Morse code"
        }
    }

    /// Removes this run's directory and the WAV in it (the playground calls it as it quits).
    public static func removeFiles() {
        PrivateDirectory.shared.remove()
    }

    /// The first of `players` that is an executable file in one of PATH's directories.
    static func findPlayer(in environment: [String: String]) -> URL? {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for player in players {
            for directory in directories {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(player)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }
}

/// A directory made with `mkdtemp` (mode 0700, a random name) in the temporary directory, on first use.
final class PrivateDirectory: @unchecked Sendable {
    static let shared = PrivateDirectory()
    private let lock = NSLock()
    private var created: URL?

    var url: URL? {
        lock.withLock {
            if let created, FileManager.default.fileExists(atPath: created.path) { return created }
            var template = Array((FileManager.default.temporaryDirectory.path + "/keycraft-morse-XXXXXX").utf8CString)
            guard mkdtemp(&template) != nil else { return nil }
            created = URL(fileURLWithPath: String(cString: template), isDirectory: true)
            return created
        }
    }

    func remove() {
        lock.withLock {
            if let created { try? FileManager.default.removeItem(at: created) }
            created = nil
        }
    }
}
