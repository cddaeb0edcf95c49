// swift-tools-version:6.1
// Keycraft: a headless, tested text-input toolkit. Module map and principles: DESIGN.md of the team.
import PackageDescription

let package = Package(
    name: "Keycraft",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "KeycraftText", targets: ["KeycraftText"]),
        .library(name: "KeycraftForms", targets: ["KeycraftForms"]),
        .library(name: "KeycraftKeyboard", targets: ["KeycraftKeyboard"]),
        .library(name: "KeycraftAutoFill", targets: ["KeycraftAutoFill"]),
        .executable(name: "keycraft", targets: ["keycraft"]),
        .executable(name: "keycraft-benchmarks", targets: ["KeycraftBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // The credential site's accounts: bcrypt, SQLite (embedded) and PostgreSQL, SHA-256 for tokens.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Text model, traits, validation, masks, word boundaries. Depends on nothing.
        .target(name: "KeycraftText"),
        // Screens of fields: responder chain, return keys, keyboard notifications, avoidance, simulator.
        .target(name: "KeycraftForms", dependencies: ["KeycraftText"]),
        // What a keyboard extension links: KeycraftText and nothing else (small memory budget).
        .target(name: "KeycraftKeyboard", dependencies: ["KeycraftText"]),
        // Content types, password rules, apple-app-site-association.
        .target(name: "KeycraftAutoFill", dependencies: ["KeycraftText"]),
        // Hosts the apple-app-site-association file and the sign-in / sign-up pages. The only server target.
        .target(
            name: "KeycraftServer",
            dependencies: [
                "KeycraftAutoFill", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The terminal playground: every screen of the guides, drawn as a pure function of its state.
        .target(name: "KeycraftPlayground", dependencies: ["KeycraftText", "KeycraftForms", "KeycraftKeyboard", "KeycraftAutoFill"]),
        // The command's subcommands, as a library so tests can drive them in-process.
        .target(
            name: "KeycraftCLI",
            dependencies: [
                "KeycraftText", "KeycraftForms", "KeycraftKeyboard", "KeycraftAutoFill", "KeycraftServer",
                "KeycraftPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "keycraft", dependencies: ["KeycraftCLI"]),
        .executableTarget(
            name: "KeycraftBenchmarks",
            dependencies: ["KeycraftText", "KeycraftForms", "KeycraftKeyboard", "KeycraftAutoFill", "KeycraftPlayground"]
        ),

        .testTarget(name: "KeycraftTextTests", dependencies: ["KeycraftText", propertyBased]),
        // Golden transcripts and snapshots are read from the source tree (#filePath), not bundled.
        .testTarget(name: "KeycraftFormsTests", dependencies: ["KeycraftForms", propertyBased], exclude: ["Golden"]),
        .testTarget(name: "KeycraftKeyboardTests", dependencies: ["KeycraftKeyboard", propertyBased]),
        .testTarget(name: "KeycraftAutoFillTests", dependencies: ["KeycraftAutoFill", propertyBased]),
        .testTarget(name: "KeycraftPlaygroundTests", dependencies: ["KeycraftPlayground", propertyBased], exclude: ["Snapshots"]),
        .testTarget(name: "KeycraftCLITests", dependencies: ["KeycraftCLI", "keycraft"]),
        .testTarget(
            name: "KeycraftServerTests",
            dependencies: [
                "KeycraftServer", .product(name: "HummingbirdTesting", package: "hummingbird"), propertyBased,
            ]
        ),
    ]
)

var propertyBased: Target.Dependency { .product(name: "PropertyBased", package: "swift-property-based") }
