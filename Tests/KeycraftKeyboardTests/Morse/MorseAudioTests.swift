import Foundation
import Testing
import KeycraftKeyboard
import KeycraftKeyboardTools

@Suite struct MorseAudioTests {
    func samples(_ text: String, wpm: Double = 20, farnsworth: Double? = nil, settings: MorseToneSettings = .init()) throws -> [Int16] {
        let keying = MorseKeying(message: try MorseMessage(encoding: text))
        return try MorseAudio.samples(for: keying, at: try MorseSpeed(wordsPerMinute: wpm, farnsworth: farnsworth), settings: settings)
    }

    func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    @Test func headerDescribesSixteenBitPCMMono() throws {
        let pcm = try samples("PARIS", settings: .init(sampleRate: 44100))
        let bytes = try MorseWAV.fileData(samples: pcm, sampleRate: 44100)
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(uint32(bytes, at: 4) == UInt32(bytes.count - 8))
        #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
        #expect(uint32(bytes, at: 16) == 16)
        #expect(uint16(bytes, at: 20) == 1)  // PCM
        #expect(uint16(bytes, at: 22) == 1)  // mono
        #expect(uint32(bytes, at: 24) == 44100)
        #expect(uint32(bytes, at: 28) == 88200)  // bytes per second
        #expect(uint16(bytes, at: 32) == 2)  // block align
        #expect(uint16(bytes, at: 34) == 16)  // bits per sample
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
        #expect(uint32(bytes, at: 40) == UInt32(pcm.count * 2))
        #expect(bytes.count == MorseWAV.headerSize + pcm.count * 2)
    }

    @Test func samplesAreLittleEndianAfterTheHeader() throws {
        let bytes = try MorseWAV.fileData(samples: [0x0102, -2, .max, .min], sampleRate: 8000)
        #expect(Array(bytes[44...]) == [0x02, 0x01, 0xFE, 0xFF, 0xFF, 0x7F, 0x00, 0x80])
    }

    @Test func emptyMessageIsAValidEmptyFile() throws {
        let bytes = try MorseWAV.fileData(samples: try samples(""), sampleRate: 8000)
        #expect(bytes.count == 44)
        #expect(uint32(bytes, at: 40) == 0)
    }

    @Test func lengthMatchesTheKeyingDuration() throws {
        // PARIS at 20 wpm: 43 units of 60 ms = 2.58 s.
        #expect(try samples("PARIS").count == 20640)
        #expect(try samples("PARIS", settings: .init(sampleRate: 44100)).count == 113_778)
        // Farnsworth 20/10: 31 units of 60 ms + 12 spacing units of (60·20 − 37.2·10)/(10·20)/19 s.
        let spacing: Double = (60.0 * 20 - 37.2 * 10) / (10 * 20) / 19
        let seconds: Double = 31 * 0.06 + 12 * spacing
        let expected = Int((seconds * 8000).rounded())
        #expect(try samples("PARIS", farnsworth: 10).count == expected)
    }

    @Test func tonesAndSilencesFallWhereTheKeyingSaysPerUnit() throws {
        // "ET" at 20 wpm, 8 kHz: 480 samples per unit; tone, 3 units of silence, 3 units of tone.
        let pcm = try samples("ET")
        #expect(pcm.count == 7 * 480)
        #expect(pcm[0..<480].contains { $0 != 0 })
        #expect(pcm[480..<1440].allSatisfy { $0 == 0 })
        #expect(pcm[1440...].contains { $0 != 0 })
    }

    @Test func rampsStartNearZeroAndReachThePeak() throws {
        let settings = MorseToneSettings(sampleRate: 44100, frequency: 600, amplitude: 0.8)
        let pcm = try samples("T", settings: settings)
        let peak = 0.8 * Double(Int16.max)
        #expect(pcm.first == 0)
        #expect(abs(Int(pcm.last!)) < 200)
        // Inside the 5 ms rise (220 samples) the envelope stays below the peak…
        let rise = pcm[0..<110].map { abs(Double($0)) }.max()!
        #expect(rise < 0.55 * peak)
        // …and after it the tone reaches the peak amplitude.
        let steady = pcm[300..<(pcm.count - 300)].map { abs(Double($0)) }.max()!
        #expect(steady > 0.99 * peak && steady <= peak + 1)
    }

    @Test func rampEnvelopeIsARaisedCosine() throws {
        // A 1000 Hz tone at 8 kHz: sample 2 of each 8 is the sine's crest, so the ramp shows directly.
        let pcm = try samples("T", settings: .init(sampleRate: 8000, frequency: 1000, amplitude: 1))
        let ramp = 40  // 5 ms at 8 kHz
        for crest in stride(from: 2, to: ramp, by: 8) {
            let envelope = 0.5 * (1 - cos(Double.pi * Double(crest) / Double(ramp)))
            #expect(abs(Double(pcm[crest]) - envelope * Double(Int16.max)) <= 1)
        }
        #expect(pcm[ramp + 2] == Int16.max)
    }

    @Test func invalidSettingsAreTypedErrors() {
        #expect(throws: MorseAudioError.invalidSampleRate(0)) { try samples("E", settings: .init(sampleRate: 0)) }
        #expect(throws: MorseAudioError.invalidFrequency(4000, sampleRate: 8000)) {
            try samples("E", settings: .init(sampleRate: 8000, frequency: 4000))
        }
        #expect(throws: MorseAudioError.invalidFrequency(-1, sampleRate: 8000)) {
            try samples("E", settings: .init(frequency: -1))
        }
        #expect(throws: MorseAudioError.invalidAmplitude(1.5)) { try samples("E", settings: .init(amplitude: 1.5)) }
        #expect(throws: MorseAudioError.invalidSampleRate(-8000)) { try MorseWAV.fileData(samples: [], sampleRate: -8000) }
        #expect(MorseAudioError.invalidFrequency(4000, sampleRate: 8000).description.contains("below half the sample rate (4000 Hz)"))
    }

    /// Audio too long for one WAV file is refused before a sample is made, whoever asks: the keyboard
    /// rendering samples or the command writing the file.
    @Test func audioTooLongForAWAVFileIsRefused() throws {
        // The RIFF size (36 + 2 bytes a sample) is 32 bits: the limit fits, one sample more does not.
        #expect(36 + 2 * MorseAudio.maximumSamples <= Int(UInt32.max))
        #expect(36 + 2 * (MorseAudio.maximumSamples + 1) > Int(UInt32.max))
        // E at 0.001 wpm: a 1,200-second dot, 460.8 M samples at 384 kHz; five of them are too many.
        let keying = MorseKeying(message: try MorseMessage(encoding: "EEEEE"))
        let slow = try MorseSpeed(wordsPerMinute: 0.001)
        let settings = MorseToneSettings(sampleRate: 384_000)
        #expect(throws: MorseAudioError.self) { try MorseAudio.samples(for: keying, at: slow, settings: settings) }
        #expect(throws: MorseAudioError.self) { try MorseWAV.fileData(for: keying, at: slow, settings: settings) }
        #expect(MorseAudioError.tooLong(samples: 5).description == "audio of 5 samples is too long for a WAV file")
    }

    @Test func veryShortTonesShortenTheirRamps() throws {
        // 300 wpm: a 4 ms dot, shorter than two 5 ms ramps; it must still rise and fall.
        let pcm = try samples("E", wpm: 300)
        #expect(pcm.count == 32)
        #expect(pcm.first == 0)
        #expect(pcm.contains { $0 != 0 })
    }
}
