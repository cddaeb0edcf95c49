import ArgumentParser
import Foundation
import KeycraftKeyboard
import KeycraftKeyboardTools

/// `keycraft morse encode|decode`: Morse code as text, as a keying pattern, or as a WAV file.
struct MorseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morse",
        abstract: "Encode text as Morse code (ITU-R M.1677-1) or decode it; print its timing or write audio.",
        subcommands: [Encode.self, Decode.self]
    )

    struct Encode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "encode",
            abstract: "Text to code: letters separated by one space, words by ' / '.",
            discussion: "Signals are written in angle brackets: <SN> <HH> <AS> <SK> <CT> <SOS>."
        )

        @Argument(help: "The text (joined with spaces); read from standard input when absent.")
        var text: [String] = []

        @OptionGroup var output: MorseOutputOptions

        func run() async throws {
            try output.run(arguments: text, result: \.code) { input throws(MorseCodecError) in
                try MorseMessage(encoding: input)
            }
        }
    }

    struct Decode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decode",
            abstract: "Code to text, in upper case, signals in angle brackets.",
            discussion: "Code is read as typed, even where it starts with '-': keycraft morse decode \"-.-. --.-\" prints CQ."
        )

        @Argument(help: "The code (joined with spaces); read from standard input when absent.")
        var code: [String] = []

        @OptionGroup var output: MorseOutputOptions

        func run() async throws {
            try output.run(arguments: code, result: \.text) { input throws(MorseCodecError) in
                try MorseMessage(decoding: input)
            }
        }
    }
}

extension MorseCommand.Encode: DashPrefixedPositionals {
    static var valueOptions: [String] { MorseOutputOptions.valueOptions }
    static var flags: [String] { MorseOutputOptions.flags }
}

extension MorseCommand.Decode: DashPrefixedPositionals {
    static var valueOptions: [String] { MorseOutputOptions.valueOptions }
    static var flags: [String] { MorseOutputOptions.flags }
}

/// What `encode` and `decode` share: printing the keying instead of the result, and writing audio.
struct MorseOutputOptions: ParsableArguments {
    /// The options below as typed, so code starting with `-` is told apart from them (``DashPrefixedPositionals``).
    static let valueOptions = ["--wav", "--wpm", "--farnsworth", "--sample-rate", "--frequency"]
    static let flags = ["--timing"]

    @Flag(help: "Print the keying pattern: '=' per unit of tone, '.' per unit of silence.")
    var timing = false

    @Option(help: ArgumentHelp("Write the message as a 16-bit mono WAV file.", valueName: "file"))
    var wav: String?

    @Option(help: "Character speed in words per minute (PARIS standard); needs --wav. Default 20.")
    var wpm: Double?

    @Option(help: "Overall speed in words per minute with Farnsworth spacing (at most --wpm); needs --wav.")
    var farnsworth: Double?

    @Option(help: "Samples per second of the WAV file, e.g. 8000 or 44100; needs --wav. Default 8000.")
    var sampleRate: Int?

    @Option(help: "Tone frequency in hertz; needs --wav. Default 650.")
    var frequency: Double?

    static let defaultWordsPerMinute = 20.0

    var speed: MorseSpeed {
        get throws(MorseSpeedError) {
            try MorseSpeed(wordsPerMinute: wpm ?? Self.defaultWordsPerMinute, farnsworth: farnsworth)
        }
    }

    var toneSettings: MorseToneSettings {
        let defaults = MorseToneSettings()
        return MorseToneSettings(sampleRate: sampleRate ?? defaults.sampleRate, frequency: frequency ?? defaults.frequency)
    }

    func validate() throws {
        if wav == nil {
            let audioOnly = [("--wpm", wpm != nil), ("--farnsworth", farnsworth != nil),
                             ("--sample-rate", sampleRate != nil), ("--frequency", frequency != nil)]
            if let (flag, _) = audioOnly.first(where: \.1) {
                throw ValidationError("\(flag) only applies to audio: add --wav FILE")
            }
            return
        }
        do {
            _ = try speed
        } catch {
            switch error {
            case .invalidWordsPerMinute: throw ValidationError("--wpm: \(error)")
            case .invalidFarnsworth: throw ValidationError("--farnsworth: \(error)")
            case .farnsworthFasterThanCharacters: throw ValidationError("--farnsworth must not exceed --wpm: \(error)")
            }
        }
        do {
            _ = try toneSettings.validated()
        } catch {
            switch error {
            case .invalidSampleRate: throw ValidationError("--sample-rate: \(error)")
            case .invalidFrequency: throw ValidationError("--frequency: \(error)")
            default: throw ValidationError("\(error)")
            }
        }
    }

    /// Reads the input (the arguments, or standard input without any), runs `codec` on it, writes the
    /// audio file if asked for, and prints the keying pattern or the `result` of the message.
    /// An unknown character or code (named with its position) is status 1.
    func run(
        arguments: [String], result: (MorseMessage) -> String,
        codec: (String) throws(MorseCodecError) -> MorseMessage
    ) throws {
        let input = arguments.isEmpty ? StandardStreams.readAll() : arguments.joined(separator: " ")
        let message: MorseMessage
        do {
            message = try codec(input)
        } catch {
            StandardStreams.writeError("error: \(error)")
            throw ExitCode(ExitStatus.problems)
        }
        let keying = MorseKeying(message: message)
        if let wav {
            try writeAudio(of: keying, to: wav)
        }
        print(timing ? keying.pattern : result(message))
    }

    private func writeAudio(of keying: MorseKeying, to path: String) throws {
        let speed = try speed, settings = toneSettings
        do {
            let bytes = try MorseWAV.fileData(for: keying, at: speed, settings: settings)
            // `.atomic` writes a temporary file beside the target and renames it into place, so a
            // failed or interrupted write never leaves a partial file at `path`.
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            let samples = (bytes.count - MorseWAV.headerSize) / 2
            StandardStreams.writeError(summary(path: path, samples: samples, settings: settings))
        } catch let error as MorseAudioError {
            StandardStreams.writeError("error: \(error)")
            throw ExitCode(ExitStatus.problems)
        } catch {
            StandardStreams.writeError("error: cannot write --wav file '\(path)': \(error.localizedDescription)")
            throw ExitCode(ExitStatus.problems)
        }
    }

    private func summary(path: String, samples: Int, settings: MorseToneSettings) -> String {
        let seconds = Double(samples) / Double(settings.sampleRate)
        let speed = "\(format(wpm ?? Self.defaultWordsPerMinute)) wpm"
            + (farnsworth.map { ", Farnsworth \(format($0)) wpm" } ?? "")
        return "wrote \(path): \(String(format: "%.2f", seconds)) s, \(samples) samples at \(settings.sampleRate) Hz, "
            + "\(format(settings.frequency)) Hz tone, \(speed)"
    }

    private func format(_ value: Double) -> String { String(format: "%g", value) }
}
