import Foundation
import KeycraftKeyboard

/// Sounds typed text as Morse: a WAV from KeycraftKeyboard's `MorseWAV`, played by the first audio
/// player found on PATH, or left in the temporary directory when there is none.
///
/// Sound is an edge of the playground, so this is the one place that touches files and processes.
public enum MorsePlayback {
    /// The players tried, in order: ALSA, PulseAudio, macOS.
    public static let players = ["aplay", "paplay", "afplay"]

    /// Where the WAV is written (one file, overwritten each time, so nothing piles up).
    public static var wavURL: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-morse.wav")
    }

    /// Writes `text` as a WAV at 20 words per minute and plays it if a player exists; returns what
    /// happened, for the screen to show (never the text itself).
    public static func play(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        do {
            let message = try MorseMessage(encoding: text)
            let bytes = try MorseWAV.fileData(for: MorseKeying(message: message), at: MorseSpeed(wordsPerMinute: 20))
            try Data(bytes).write(to: wavURL)
            guard let player = findPlayer(in: environment) else {
                return "No audio player on PATH; wrote\n\(wavURL.path)"
            }
            let process = Process()
            process.executableURL = player
            process.arguments = [wavURL.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return "Playing with \(player.lastPathComponent)"
        } catch {
            return "Can't play: \(error)"
        }
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
