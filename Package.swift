// swift-tools-version:6.1
// Keycraft: a headless, tested text-input toolkit. Module map and pipelines: docs/architecture.md.
import PackageDescription

let package = Package(
    name: "Keycraft",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "KeycraftText", targets: ["KeycraftText"]),
        .library(name: "KeycraftForms", targets: ["KeycraftForms"]),
        // For tests and tools: screens of fields run headless, scenarios and transcripts. Apps don't link it.
        .library(name: "KeycraftSimulator", targets: ["KeycraftSimulator"]),
        .library(name: "KeycraftKeyboard", targets: ["KeycraftKeyboard"]),
        // The keyboard's data, each a product of its own: an extension links only what it uses.
        .library(name: "KeycraftEnglishDictionary", targets: ["KeycraftEnglishDictionary"]),
        .library(name: "KeycraftKoreanDictionary", targets: ["KeycraftKoreanDictionary"]),
        .library(name: "KeycraftEmojiData", targets: ["KeycraftEmojiData"]),
        .library(name: "KeycraftAutoFill", targets: ["KeycraftAutoFill"]),
        .library(name: "KeycraftPhoneNumbers", targets: ["KeycraftPhoneNumbers"]),
        // Apple platforms only (empty modules elsewhere): the thin UIKit / SwiftUI layers.
        .library(name: "KeycraftUIKit", targets: ["KeycraftUIKit"]),
        .library(name: "KeycraftSwiftUI", targets: ["KeycraftSwiftUI"]),
        .library(name: "KeycraftKeyboardUIKit", targets: ["KeycraftKeyboardUIKit"]),
        .executable(name: "keycraft", targets: ["keycraft"]),
        .executable(name: "keycraft-benchmarks", targets: ["KeycraftBenchmarks"]),
    ],
    // An app or keyboard extension depends on the library products with `traits: []` and so fetches
    // none of the packages below that the command, its server and its benchmarks need.
    traits: [
        .trait(name: "Tools", description: "The keycraft command and its credential server (Hummingbird, NIO, SQLite, PostgreSQL)."),
        .default(enabledTraits: ["Tools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // The credential site's accounts: bcrypt, SQLite (embedded) and PostgreSQL, SHA-256 for tokens.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        // `keycraft aasa check` fetches with it (URLSession on Linux would load libcurl into every command).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // `swift package generate-documentation`: the DocC catalogs of the library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Text model, traits, validation, masks, word boundaries. Depends on nothing.
        .target(name: "KeycraftText", resources: [privacyManifest]),
        // What an app runs for its screens of fields: the controllers the UIKit / SwiftUI layers drive,
        // keyboard notifications, avoidance, return keys, the accessory bar, tap outside, the focus order.
        .target(name: "KeycraftForms", dependencies: ["KeycraftText"], resources: [privacyManifest]),
        // The screen model run headless: scenarios, the runner and its transcripts, the simulated keyboard,
        // the device catalog, the text layout stand-in and input views. Only the playground, the command,
        // the benchmarks and tests link it, so apps carry none of it and none of the phone metadata.
        .target(
            name: "KeycraftSimulator", dependencies: ["KeycraftText", "KeycraftForms", "KeycraftPhoneNumbers"],
            resources: [privacyManifest]
        ),
        // What a keyboard extension links: KeycraftText and nothing else (small memory budget), no
        // data (the dictionaries and emoji tables are the products below); the prefetch hint is a
        // header, nothing linked, and the thread placement three small C functions.
        .target(name: "KeycraftKeyboard", dependencies: ["KeycraftText", "CKeycraftPrefetch", "CKeycraftThreads"], resources: [privacyManifest]),
        // The English dictionary (12 MB, scripts/build-english-dictionary.sh) and its trigram model
        // (3.5 MB, scripts/build-language-model.sh) and misspellings: `CompactDictionary.english()`,
        // `LanguageModel.english()`, `MisspellingModel.english()`.
        .target(
            name: "KeycraftEnglishDictionary", dependencies: ["KeycraftKeyboard"], exclude: ["Dictionaries/ATTRIBUTION.md", "LanguageModel/ATTRIBUTION.md", "Misspellings/ATTRIBUTION.md"],
            resources: [
                .copy("Dictionaries/en.kcdict"),
                // The English trigram model (generated by scripts/build-language-model.sh from public-domain books).
                .copy("LanguageModel/en.kclm"),
                // How people misspell English (CC BY-SA 3.0, NOTICE; generated by scripts/generate-misspelling-channel.py).
                .copy("Misspellings/en-misspellings.tsv"),
                privacyManifest,
            ]
        ),
        // The Korean dictionary (CC BY-SA 4.0, NOTICE; scripts/build-korean-dictionary.sh): `CompactDictionary.korean()`.
        .target(
            name: "KeycraftKoreanDictionary", dependencies: ["KeycraftKeyboard"], exclude: ["KoreanDictionary/ATTRIBUTION.md"],
            resources: [.copy("KoreanDictionary/ko.kcdict"), privacyManifest]
        ),
        // The emoji search tables (scripts/generate-emoji-tables.py), read on first search: `EmojiSearch.bundled(_:)`.
        .target(
            name: "KeycraftEmojiData", dependencies: ["KeycraftKeyboard"],
            resources: [.copy("Data/emoji-en.tsv"), .copy("Data/emoji-ko.tsv"), .copy("Data/emoji-popularity.tsv"),
                        .copy("Data/emoji-supplementary-en.tsv"), .copy("Data/emoji-supplementary-ko.tsv"), privacyManifest]
        ),
        // What makes the keyboard's files, which an extension never runs: the dictionary builder
        // (`keycraft dictionary build`) and the WAV writer (`keycraft morse encode --wav`, the playground).
        .target(name: "KeycraftKeyboardTools", dependencies: ["KeycraftKeyboard"]),
        // A cache prefetch hint for the spelling index's lookups (C: Swift has none).
        .target(name: "CKeycraftPrefetch"),
        // Where a new thread starts (C: Linux's CPU affinity calls are missing from Swift's Glibc).
        .target(name: "CKeycraftThreads"),
        // libphonenumber's metadata and as-you-type formatting; apart from KeycraftText so keyboard
        // extensions do not carry the metadata. The resource is generated by scripts/.
        .target(name: "KeycraftPhoneNumbers", dependencies: ["KeycraftText"], resources: [.copy("Metadata"), privacyManifest]),
        // Content types, password rules, apple-app-site-association.
        .target(name: "KeycraftAutoFill", dependencies: ["KeycraftText"], resources: [privacyManifest]),
        // Hosts the apple-app-site-association file and the sign-in / sign-up pages, and fetches one to
        // check it (AsyncHTTPClient). The only target that speaks HTTP.
        .target(
            name: "KeycraftServer",
            dependencies: [
                "KeycraftAutoFill", tool("Hummingbird", "hummingbird"), tool("HummingbirdTLS", "hummingbird"),
                tool("HummingbirdBcrypt", "hummingbird-auth"), tool("SQLiteNIO", "sqlite-nio"),
                tool("PostgresNIO", "postgres-nio"), tool("Crypto", "swift-crypto"),
                tool("AsyncHTTPClient", "async-http-client"),
            ]
        ),
        // The terminal playground: every screen of the guides, drawn as a pure function of its state.
        .target(name: "KeycraftPlayground", dependencies: ["KeycraftText", "KeycraftForms", "KeycraftSimulator", "KeycraftKeyboard", "KeycraftKeyboardTools", "KeycraftAutoFill", "KeycraftPhoneNumbers"] + keyboardData),
        // The command's subcommands, as a library so tests can drive them in-process.
        .target(
            name: "KeycraftCLI",
            dependencies: [
                "KeycraftText", "KeycraftForms", "KeycraftSimulator", "KeycraftKeyboard", "KeycraftKeyboardTools", "KeycraftAutoFill",
                "KeycraftServer", "KeycraftPlayground", "KeycraftPhoneNumbers",
                tool("ArgumentParser", "swift-argument-parser"),
            ] + keyboardData
        ),
        // The UIKit layer of an app: conformances of UIKit types to KeycraftForms' protocols, and wiring.
        .target(name: "KeycraftUIKit", dependencies: ["KeycraftText", "KeycraftForms"], resources: [privacyManifest]),
        // SwiftUI view modifiers over the same controllers.
        .target(name: "KeycraftSwiftUI", dependencies: ["KeycraftText", "KeycraftForms", "KeycraftUIKit"], resources: [privacyManifest]),
        // The UIKit layer of a keyboard extension: KeycraftKeyboard only, for the extension's memory budget.
        .target(name: "KeycraftKeyboardUIKit", dependencies: ["KeycraftText", "KeycraftKeyboard"], resources: [privacyManifest]),
        // On Linux the executable exports none of its own symbols: the Swift runtime asks `dladdr`
        // where it was loaded at every start, which in a binary exporting ~50,000 symbols (the
        // runtime and Foundation linked in, as a release is built) scanned them all, about 1 ms of
        // each command. Nothing looks the executable's symbols up by name.
        // It is linked by lld with its relative relocations packed (DT_RELR, glibc 2.36 and later):
        // the loader applies ~147,000 of them at every start, and read as 3.5 MB of RELA entries
        // they cost about a millisecond more than packed in 29 KB. The executable stays
        // position-independent (a non-PIE build started 2 ms sooner still, but `keycraft serve`
        // is a network server, and loses the randomised addresses a PIE gets).
        .executableTarget(
            name: "keycraft", dependencies: ["KeycraftCLI"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "KeycraftBenchmarks",
            dependencies: [
                "KeycraftText", "KeycraftForms", "KeycraftSimulator", "KeycraftKeyboard", "KeycraftAutoFill", "KeycraftPlayground",
                "KeycraftPhoneNumbers", "KeycraftServer",
            ] + keyboardData
        ),

        .testTarget(name: "KeycraftTextTests", dependencies: ["KeycraftText", "KeycraftTestSupport", propertyBased]),
        // The controllers' tests take their devices and keyboard frames from the simulator's catalog.
        .testTarget(name: "KeycraftFormsTests", dependencies: ["KeycraftForms", "KeycraftSimulator", "KeycraftTestSupport", propertyBased]),
        // Golden transcripts and snapshots are read from the source tree (#filePath), not bundled.
        .testTarget(
            name: "KeycraftSimulatorTests", dependencies: ["KeycraftSimulator", "KeycraftForms", "KeycraftTestSupport", propertyBased],
            exclude: ["Golden"]
        ),
        // What the test targets share: samples, doubles of UIKit's views, recorders. Not a product.
        .target(name: "KeycraftTestSupport", dependencies: ["KeycraftText", "KeycraftForms", "KeycraftSimulator"], path: "Tests/KeycraftTestSupport"),
        // The everyday emoji queries (six lists) are read from the source tree (#filePath), by the tests and the benchmark.
        .testTarget(name: "KeycraftKeyboardTests", dependencies: ["KeycraftKeyboard", "KeycraftKeyboardTools", "CKeycraftThreads", propertyBased] + keyboardData, exclude: ["Emoji/everyday-queries.tsv", "Emoji/everyday-queries-second.tsv", "Emoji/everyday-queries-third.tsv", "Emoji/everyday-queries-fourth.tsv", "Emoji/everyday-queries-fifth.tsv", "Emoji/everyday-queries-sixth.tsv"]),
        .testTarget(name: "KeycraftAutoFillTests", dependencies: ["KeycraftAutoFill", propertyBased]),
        .testTarget(name: "KeycraftPhoneNumbersTests", dependencies: ["KeycraftPhoneNumbers", "KeycraftSimulator", propertyBased], exclude: ["Data"]),
        .testTarget(name: "KeycraftPlaygroundTests", dependencies: ["KeycraftPlayground", propertyBased] + keyboardData, exclude: ["Snapshots"]),
        .testTarget(name: "KeycraftCLITests", dependencies: ["KeycraftCLI", "keycraft", "ToolRunning", propertyBased]),
        // The repository's own checks: NOTICE, release files, the documentation build and its listings,
        // the README's captures, a consumer package, privacy manifests, the Apple-only sources.
        .testTarget(name: "RepositoryChecks", dependencies: ["KeycraftCLI", "keycraft", "ToolRunning"]),
        // Running the built `keycraft` and the toolchain's tools from a test, for both test targets above.
        .target(name: "ToolRunning", path: "Tests/ToolRunning"),
        .testTarget(
            name: "KeycraftServerTests",
            dependencies: [
                "KeycraftServer", tool("HummingbirdTesting", "hummingbird"), propertyBased,
            ]
        ),
    ]
)

/// The keyboard's data products, which the command, the playground, the benchmarks and the keyboard
/// tests link (the library KeycraftKeyboard does not).
var keyboardData: [Target.Dependency] { ["KeycraftEnglishDictionary", "KeycraftKoreanDictionary", "KeycraftEmojiData"] }

var propertyBased: Target.Dependency { .product(name: "PropertyBased", package: "swift-property-based") }

/// Every library product carries a privacy manifest (App Store requirement for SDKs): it collects
/// nothing; PrivacyManifestTests keep its required-reason API entries in step with the sources.
var privacyManifest: Resource { .copy("PrivacyInfo.xcprivacy") }

/// A product the command, the server or their tests use: only with the `Tools` trait (on by default).
func tool(_ name: String, _ package: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: ["Tools"]))
}
