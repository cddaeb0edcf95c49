import Foundation
import KeycraftEnglishDictionary
@testable import KeycraftKeyboard
import KeycraftKoreanDictionary
import Testing

/// The dictionaries and the language model the resource products ship load without the invariant
/// scans, on the strength of their recorded checksums (`init(contentsOf:checkedChecksum:)`): these
/// tests are the full check that allows it, and show the shortcut is taken for those files alone.
@Suite struct BundledDictionaryTests {
    static let shipped: [(name: String, url: URL?, checksum: UInt64)] = [
        ("en.kcdict", CompactDictionary.englishResourceURL, CompactDictionary.englishChecksum),
        ("ko.kcdict", CompactDictionary.koreanResourceURL, CompactDictionary.koreanChecksum),
    ]

    /// Each shipped file is the one its recorded checksum names, and holds every invariant, by the
    /// whole-section scans and by the loops that name a break: what loading it takes on trust.
    @Test(arguments: shipped.indices) func eachShippedFileHoldsEveryInvariant(_ k: Int) throws {
        let (name, url, checksum) = Self.shipped[k]
        let file = try #require(url, "\(name) is missing from its product")
        let checked = try CompactDictionary(bytes: [UInt8](Data(contentsOf: file)), quickly: false)
        #expect(checked.bodyChecksum == checksum, "\(name) changed: its build script records the new checksum")
        #expect(checked.invariantsHold())
        let trusted = try CompactDictionary(contentsOf: file, checkedChecksum: checksum)
        #expect(trusted.wordCount == checked.wordCount && trusted.bodyChecksum == checksum)
    }

    /// The shipped language model likewise: it loads with every check, its checksum is the recorded
    /// one, and the trusted load is the same model. A model with an empty word behind recomputed
    /// checksums is refused and named under another checksum, and loads only under its own.
    @Test func theShippedLanguageModelHoldsEveryInvariant() throws {
        let file = try #require(LanguageModel.englishResourceURL)
        let bytes = [UInt8](try Data(contentsOf: file))
        let checked = try LanguageModel(bytes: bytes)
        #expect(checked.bodyChecksum == LanguageModel.englishChecksum, "en.kclm changed: scripts/build-language-model.sh records the new checksum")
        let trusted = try LanguageModel(contentsOf: file, checkedChecksum: LanguageModel.englishChecksum)
        #expect(trusted.wordCount == checked.wordCount && trusted.sentenceStart == checked.sentenceStart && trusted.comma == checked.comma)

        // The second text offset set to the first: word 0 has no letters.
        let broken = DictionaryFormatTests.damaged(bytes, at: LanguageModelFormat.headerSize + 4, 0)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kc-broken-\(UUID().uuidString).kclm")
        try Data(broken).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: LanguageModelError.corrupt(reason: "word 0 is empty")) {
            try LanguageModel(contentsOf: url, checkedChecksum: LanguageModel.englishChecksum)
        }
        let own = DictionaryFormatTests.recordedChecksum(broken)
        #expect(try LanguageModel(contentsOf: url, checkedChecksum: own).bodyChecksum == own)
    }

    /// The products' files are where Foundation's bundle lookup finds them (as SwiftPM's
    /// `Bundle.module` makes it: the resource bundle beside the executable): on Linux found there
    /// directly; a name the bundle lacks is left to the fallback.
    @Test func theResourcesAreWhereTheBundleLookupFindsThem() throws {
        let resources: [(bundle: String, name: String, ext: String, url: URL?)] = [
            ("Keycraft_KeycraftEnglishDictionary.resources", "en", "kcdict", CompactDictionary.englishResourceURL),
            ("Keycraft_KeycraftEnglishDictionary.resources", "en-misspellings", "tsv", MisspellingModel.englishResourceURL),
            ("Keycraft_KeycraftEnglishDictionary.resources", "en", "kclm", LanguageModel.englishResourceURL),
            ("Keycraft_KeycraftKoreanDictionary.resources", "ko", "kcdict", CompactDictionary.koreanResourceURL),
        ]
        for (bundle, name, ext, url) in resources {
            let looked = Bundle(path: Bundle.main.bundleURL.appendingPathComponent(bundle).path)?.url(forResource: name, withExtension: ext)
            #expect(url != nil && url?.resolvingSymlinksInPath().path == looked?.resolvingSymlinksInPath().path, "\(name).\(ext)")
            #if os(Linux)
            #expect(BundledResource.url(of: "\(name).\(ext)", inBundleNamed: bundle) { nil } == url, "\(name).\(ext) found directly")
            #endif
        }
        let fallback = URL(fileURLWithPath: "/nonexistent/fallback.kcdict")
        #expect(BundledResource.url(of: "missing.kcdict", inBundleNamed: resources[0].bundle) { fallback } == fallback)
    }

    /// A dictionary whose invariants are broken behind recomputed checksums loads only under its own
    /// checksum; under any other it is refused as before. A damaged copy of a trusted file fails its
    /// checksum first, and a truncated one its size: trust never covers changed bytes.
    @Test func onlyTheRecordedFileSkipsTheScans() throws {
        let good = DictionaryFormatTests.bytes
        let layout = DictionaryFormatTests.layout(of: try CompactDictionary(bytes: good))
        let groups = try CompactDictionary(bytes: good).index.groups.count
        let broken = DictionaryFormatTests.damaged(good, at: layout.entries, UInt32(groups))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kc-bundled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> URL {
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url
        }
        let brokenURL = try file("broken.kcdict", broken)
        let named = "an index entry names prefix group \(groups) of \(groups)"
        // Under another checksum (a shipped file's, or none that could match): checked in full, and named.
        for other: UInt64 in [CompactDictionary.englishChecksum, 0] {
            let error = #expect(throws: DictionaryError.self) { try CompactDictionary(contentsOf: brokenURL, checkedChecksum: other) }
            #expect(error.map { "\($0)".contains(named) } == true, "\(String(describing: error))")
        }
        // Under its own: the scans are skipped, which is why only files the tests check are recorded.
        let own = DictionaryFormatTests.recordedChecksum(broken)
        #expect(try CompactDictionary(contentsOf: brokenURL, checkedChecksum: own).bodyChecksum == own)
        // A trusted file damaged by one byte, or cut short: refused by its checksum or its size.
        let trusted = try CompactDictionary(bytes: good).bodyChecksum
        var flipped = good
        flipped[good.count - 9] ^= 0x10
        let damage = #expect(throws: DictionaryError.self) { try CompactDictionary(contentsOf: file("flipped.kcdict", flipped), checkedChecksum: trusted) }
        #expect(damage.map { "\($0)".contains("checksum mismatch") } == true, "\(String(describing: damage))")
        #expect(throws: DictionaryError.self) { try CompactDictionary(contentsOf: file("short.kcdict", Array(good.dropLast(8))), checkedChecksum: trusted) }
    }
}
