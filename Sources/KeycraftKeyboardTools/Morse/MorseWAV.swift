import KeycraftKeyboard

/// WAV files of 16-bit PCM mono audio: the RIFF container with a `fmt ` and a `data` chunk
/// (Microsoft/IBM "Multimedia Programming Interface and Data Specifications 1.0", 1991, WAVE format;
/// format tag 1 = PCM). Every number is little-endian. The command and the playground write them;
/// a keyboard plays `MorseAudio`'s samples and never writes a file.
///
/// ```swift
/// let bytes = try MorseWAV.fileData(for: keying, at: try MorseSpeed(wordsPerMinute: 20))
/// try Data(bytes).write(to: URL(fileURLWithPath: "sos.wav"))
/// ```
public enum MorseWAV {
    /// Size of the header before the samples.
    public static let headerSize = 44

    /// The bytes of a WAV file holding `samples` at `sampleRate`.
    public static func fileData(samples: [Int16], sampleRate: Int) throws(MorseAudioError) -> [UInt8] {
        guard samples.count <= MorseAudio.maximumSamples else { throw .tooLong(samples: samples.count) }
        guard sampleRate > 0, sampleRate <= MorseToneSettings.maximumSampleRate else {
            throw .invalidSampleRate(sampleRate)
        }
        let channels = 1, bitsPerSample = 16
        let blockAlign = channels * bitsPerSample / 8
        let dataSize = samples.count * blockAlign
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + dataSize)
        bytes += Array("RIFF".utf8)
        append(UInt32(36 + dataSize), to: &bytes)
        bytes += Array("WAVE".utf8)
        bytes += Array("fmt ".utf8)
        append(UInt32(16), to: &bytes)  // size of the PCM format chunk
        append(UInt16(1), to: &bytes)  // format tag: PCM
        append(UInt16(channels), to: &bytes)
        append(UInt32(sampleRate), to: &bytes)
        append(UInt32(sampleRate * blockAlign), to: &bytes)  // bytes per second
        append(UInt16(blockAlign), to: &bytes)
        append(UInt16(bitsPerSample), to: &bytes)
        bytes += Array("data".utf8)
        append(UInt32(dataSize), to: &bytes)
        for sample in samples {
            append(UInt16(bitPattern: sample), to: &bytes)
        }
        return bytes
    }

    private static func append(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}

extension MorseWAV {
    /// The bytes of a WAV file of `keying` sent at `speed` and sounded with `settings`.
    public static func fileData(
        for keying: MorseKeying, at speed: MorseSpeed, settings: MorseToneSettings = .init()
    ) throws(MorseAudioError) -> [UInt8] {
        let samples = try MorseAudio.samples(for: keying, at: speed, settings: settings)
        return try fileData(samples: samples, sampleRate: settings.sampleRate)
    }
}
