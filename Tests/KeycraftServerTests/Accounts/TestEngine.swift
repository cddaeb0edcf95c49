import Foundation
import KeycraftServer
import Testing

/// The database engines the account suites run against: SQLite always; PostgreSQL when
/// `KEYCRAFT_TEST_POSTGRES_URL` names a server (CI's `.ci/run` starts one with scripts/ci-postgres.sh).
enum TestEngine: String, CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres

    static let postgresURL = ProcessInfo.processInfo.environment["KEYCRAFT_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static let skipMessage: Comment = "KEYCRAFT_TEST_POSTGRES_URL is not set: the PostgreSQL runs of the account suites are skipped (scripts/ci-postgres.sh starts a server and prints a URL)"

    /// SQLite, and PostgreSQL when a server is configured.
    static var available: [TestEngine] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// A new, empty database: a file in a new temporary directory, or a new PostgreSQL database.
    func makeDatabase() async throws -> any AccountDatabase {
        switch self {
        case .sqlite:
            return try await SQLiteAccountDatabase.open(path: try Self.temporaryDirectory() + "/accounts.sqlite")
        case .postgres:
            return try await PostgresAccountDatabase.connect(url: try await Self.newPostgresDatabase())
        }
    }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-accounts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Creates a database of its own on the configured server, so suites running in parallel never
    /// see each other's accounts; returns its URL.
    static func newPostgresDatabase() async throws -> String {
        let base = try #require(postgresURL)
        let name = "keycraft_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let admin = try await PostgresAccountDatabase.connect(url: base)
        _ = try await admin.execute(SQLStatement("CREATE DATABASE \(name)"))
        try await admin.close()
        var components = try #require(URLComponents(string: base))
        components.path = "/" + name
        return try #require(components.string)
    }
}

/// Shown as a skipped suite when PostgreSQL isn't configured, so a plain `swift test` says why.
@Suite("The account suites on PostgreSQL", .enabled(if: TestEngine.postgresURL != nil, TestEngine.skipMessage))
struct PostgresAvailabilityTests {
    @Test func theServerAnswers() async throws {
        let database = try await TestEngine.postgres.makeDatabase()
        #expect(try await database.execute("SELECT 1 AS one").first?["one"] == .integer(1))
        try await database.close()
    }
}

/// Keeps every message instead of sending it.
actor RecordingMessageSender: MessageSender {
    private(set) var sent: [AccountMessage] = []

    func send(_ message: AccountMessage) async throws {
        sent.append(message)
    }

    /// The one-time code messages, oldest first.
    var messages: [OneTimeCodeMessage] {
        sent.compactMap { if case .oneTimeCode(let message) = $0 { message } else { nil } }
    }

    /// The notices to existing accounts' owners.
    var notices: [String] {
        sent.compactMap { if case .existingAccount(let recipient, _, _) = $0 { recipient } else { nil } }
    }

    /// The newest code sent to `recipient`.
    func lastCode(to recipient: String) throws -> String {
        try #require(messages.last { $0.recipient == recipient }).code
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date { lock.withLock { date } }

    func advance(seconds: Double) {
        lock.withLock { date = date.addingTimeInterval(seconds) }
    }
}
