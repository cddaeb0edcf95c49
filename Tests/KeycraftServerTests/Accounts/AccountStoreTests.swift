import Foundation
import Testing

@testable import KeycraftServer

/// The one storage protocol against each engine: the same statements, the same answers.
@Suite("Account store")
struct AccountStoreTests {
    private func store(_ engine: TestEngine) async throws -> AccountStore {
        try await AccountStore.open(engine.makeDatabase())
    }

    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: TestEngine.available)
    func migrationsRunOnceAndAreRecorded(engine: TestEngine) async throws {
        let database = try await engine.makeDatabase()
        #expect(try await AccountSchema.migrate(database) == AccountSchema.migrations.map(\.version))
        #expect(try await AccountSchema.migrate(database) == [])
        #expect(try await AccountSchema.version(of: database) == AccountSchema.currentVersion)
        try await database.close()
    }

    @Test(arguments: TestEngine.available)
    func aDatabaseFromANewerKeycraftIsRefused(engine: TestEngine) async throws {
        let database = try await engine.makeDatabase()
        try await AccountSchema.migrate(database)
        _ = try await database.execute(SQLStatement(
            "INSERT INTO keycraft_schema_migrations (version, applied_at) VALUES ($1, 0)",
            [.integer(Int64(AccountSchema.currentVersion + 1))]))
        await #expect(throws: AccountStoreError.newerSchema(
            database.description, found: AccountSchema.currentVersion + 1, supported: AccountSchema.currentVersion)
        ) {
            try await AccountSchema.migrate(database)
        }
        try await database.close()
    }

    @Test(arguments: TestEngine.available)
    func usernamesAreUniqueWhateverTheirCase(engine: TestEngine) async throws {
        let store = try await store(engine)
        let created = try #require(try await store.createAccount(username: "민아@Example.com", passwordHash: "h1", at: now))
        #expect(try await store.createAccount(username: "민아@example.COM", passwordHash: "h2", at: now) == nil)
        let found = try #require(try await store.account(username: "민아@EXAMPLE.com"))
        #expect(found == created)
        #expect(found.username == "민아@Example.com" && found.passwordHash == "h1" && !found.isConfirmed)
        #expect(try await store.account(id: created.id) == created)
        #expect(try await store.account(username: "nobody@example.com") == nil)
        try await store.database.close()
    }

    /// 100 sign-ups at once: every one gets its account, none is lost; 100 more with the same names
    /// at once: every one is refused.
    @Test(arguments: TestEngine.available)
    func concurrentCreationLosesNoAccount(engine: TestEngine) async throws {
        let store = try await store(engine)
        let names = (0..<100).map { "user\($0)@example.com" }
        let created = try await withThrowingTaskGroup(of: StoredAccount?.self) { group in
            for name in names + names.map({ $0.uppercased() }) {
                group.addTask { try await store.createAccount(username: name, passwordHash: "h", at: self.now) }
            }
            return try await group.reduce(into: [StoredAccount]()) { if let account = $1 { $0.append(account) } }
        }
        #expect(created.count == 100)
        #expect(Set(created.map { $0.username.lowercased() }) == Set(names))
        #expect(try await store.accountCount() == 100)
        for name in names { #expect(try await store.account(username: name) != nil) }
        try await store.database.close()
    }

    @Test(arguments: TestEngine.available)
    func aOneTimeCodeWorksOnceEvenWhenEnteredTwiceAtOnce(engine: TestEngine) async throws {
        let store = try await store(engine)
        let account = try #require(try await store.createAccount(username: "a@example.com", passwordHash: "h", at: now))
        let first = StoredOneTimeCode(
            id: "c1", accountID: account.id, codeHash: "x", salt: "s", expiresAt: now.addingTimeInterval(60), failedAttempts: 0)
        try await store.replaceOneTimeCode(first, ticketHash: "ticket1", at: now)
        var second = first
        second.id = "c2"
        try await store.replaceOneTimeCode(second, ticketHash: "ticket2", at: now.addingTimeInterval(1))
        // Only the newest code is live, through its own ticket only; each guess is counted as it is claimed.
        #expect(try await store.claimOneTimeCodeAttempt(ticketHash: "ticket1", at: now, maximumAttempts: 5) == nil)
        #expect(try await store.useOneTimeCode(id: "c1", at: now) == false)
        #expect(try await store.claimOneTimeCodeAttempt(ticketHash: "ticket2", at: now, maximumAttempts: 2)?.failedAttempts == 1)
        #expect(try await store.claimOneTimeCodeAttempt(ticketHash: "ticket2", at: now, maximumAttempts: 2)?.failedAttempts == 2)
        #expect(try await store.claimOneTimeCodeAttempt(ticketHash: "ticket2", at: now, maximumAttempts: 2) == nil)
        #expect(try await store.claimOneTimeCodeAttempt(ticketHash: "ticket2", at: now.addingTimeInterval(60), maximumAttempts: 9) == nil)
        let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<10 { group.addTask { try await store.useOneTimeCode(id: "c2", at: self.now) } }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
        #expect(try await store.claimOneTimeCodeAttempt(ticketHash: "ticket2", at: now, maximumAttempts: 9) == nil)
        try await store.confirm(accountID: account.id, at: now)
        #expect(try await store.account(id: account.id)?.confirmedAt == now)
        try await store.database.close()
    }

    @Test(arguments: TestEngine.available)
    func sessionsExpireAndCanBeEnded(engine: TestEngine) async throws {
        let store = try await store(engine)
        let account = try #require(try await store.createAccount(username: "a@example.com", passwordHash: "h", at: now))
        try await store.createSession(tokenHash: "t1", accountID: account.id, at: now, expiresAt: now.addingTimeInterval(60))
        try await store.createSession(tokenHash: "t2", accountID: account.id, at: now, expiresAt: now.addingTimeInterval(60))
        #expect(try await store.touchSession(tokenHash: "t1", at: now, idleLimit: .seconds(3600)) == account.id)
        #expect(try await store.touchSession(tokenHash: "t1", at: now.addingTimeInterval(60), idleLimit: .seconds(3600)) == nil)
        #expect(try await store.touchSession(tokenHash: "nope", at: now, idleLimit: .seconds(3600)) == nil)
        try await store.deleteSessions(accountID: account.id, keeping: "t2")
        #expect(try await store.touchSession(tokenHash: "t1", at: now, idleLimit: .seconds(3600)) == nil)
        #expect(try await store.touchSession(tokenHash: "t2", at: now, idleLimit: .seconds(3600)) == account.id)
        try await store.deleteSession(tokenHash: "t2")
        #expect(try await store.touchSession(tokenHash: "t2", at: now, idleLimit: .seconds(3600)) == nil)
        try await store.setPasswordHash("h2", accountID: account.id)
        #expect(try await store.account(id: account.id)?.passwordHash == "h2")
        try await store.database.close()
    }
}

@Suite("SQLite database file")
struct SQLiteAccountDatabaseTests {
    @Test func accountsSurviveReopening() async throws {
        let path = try TestEngine.temporaryDirectory() + "/a.sqlite"
        let first = try await AccountStore.open(SQLiteAccountDatabase.open(path: path))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        _ = try await first.createAccount(username: "kept@example.com", passwordHash: "h", at: .now)
        try await first.database.close()
        let second = try await AccountStore.open(SQLiteAccountDatabase.open(path: path))
        #expect(try await second.account(username: "kept@example.com") != nil)
        try await second.database.close()
    }

    /// Text, and a file with SQLite's header followed by garbage: either is refused, not reset.
    @Test(arguments: ["not a database at all, just text\n", String(repeating: "SQLite format 3\0", count: 400)])
    func aCorruptFileIsAClearErrorAndIsLeftAlone(contents: String) async throws {
        let path = try TestEngine.temporaryDirectory() + "/corrupt.sqlite"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try await SQLiteAccountDatabase.open(path: path)
            Issue.record("a corrupt file was opened")
        } catch {
            guard case .unreadableDatabase(let named, let message) = error else { throw error }
            #expect(named == path)
            #expect(message.contains("not a database") || message.contains("malformed"), "\(message)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contents.utf8))
    }

    @Test func aDirectoryIsNotADatabase() async throws {
        let directory = try TestEngine.temporaryDirectory()
        await #expect(throws: AccountStoreError.unreadableDatabase(directory, reason: "it is a directory")) {
            try await SQLiteAccountDatabase.open(path: directory)
        }
        let missing = directory + "/no/such/dir/a.sqlite"
        await #expect(throws: AccountStoreError.self) { try await SQLiteAccountDatabase.open(path: missing) }
    }
}

@Suite("Database files and URLs")
struct DatabaseSettingsTests {
    @Test func aFileOthersCanReadIsOpenedWithAWarning() async throws {
        let path = try TestEngine.temporaryDirectory() + "/shared.sqlite"
        let created = try await SQLiteAccountDatabase.open(path: path)
        #expect(created.warnings.isEmpty)
        try await created.close()
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let reopened = try await SQLiteAccountDatabase.open(path: path)
        #expect(reopened.warnings == ["the database \(path) holds password hashes and is readable or writable by others (mode 644); run chmod 600 on it"])
        try await reopened.close()
    }

    @Test func aFileThatCannotBeCreatedIsAnErrorNamingWhy() async throws {
        let directory = try TestEngine.temporaryDirectory()
        try Data("a file, not a directory".utf8).write(to: URL(fileURLWithPath: directory + "/plain"))
        let path = directory + "/plain/a.sqlite"
        await #expect(throws: AccountStoreError.unreadableDatabase(path, reason: "can't create the file: Not a directory")) {
            try await SQLiteAccountDatabase.open(path: path)
        }
    }
}
