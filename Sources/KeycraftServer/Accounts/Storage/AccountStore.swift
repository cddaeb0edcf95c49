import Foundation

/// An account as stored: never the password, only its bcrypt hash.
public struct StoredAccount: Equatable, Sendable {
    public var id: String
    public var username: String
    public var passwordHash: String
    public var createdAt: Date
    /// Set once the one-time code sent at sign-up was entered.
    public var confirmedAt: Date?

    public var isConfirmed: Bool { confirmedAt != nil }
}

/// A one-time code as stored: a salted hash of the code, never the digits.
public struct StoredOneTimeCode: Equatable, Sendable {
    public var id: String
    public var accountID: String
    public var codeHash: String
    public var salt: String
    public var expiresAt: Date
    public var failedAttempts: Int
}

/// The site's accounts, sessions and one-time codes over any `AccountDatabase`: the SQL is written
/// once here, for SQLite and PostgreSQL alike. Every write that can race (a second sign-up with the
/// same name, a code entered twice at once) is one atomic statement whose `RETURNING` says who won.
public struct AccountStore: Sendable {
    public let database: any AccountDatabase

    /// Migrates `database` to the current schema first.
    public static func open(_ database: any AccountDatabase) async throws -> AccountStore {
        try await AccountSchema.migrate(database)
        return AccountStore(database: database)
    }

    private init(database: any AccountDatabase) {
        self.database = database
    }

    /// The key two usernames collide on: case-insensitive, so `Mina@Example.com` is `mina@example.com`.
    static func key(_ username: String) -> String {
        username.lowercased()
    }

    // MARK: Accounts

    /// Creates the account, or returns nil when the username (case-insensitively) is taken.
    public func createAccount(username: String, passwordHash: String, at now: Date) async throws -> StoredAccount? {
        let account = StoredAccount(
            id: UUID().uuidString.lowercased(), username: username, passwordHash: passwordHash,
            createdAt: Date(timeIntervalSince1970: TimeInterval(AccountTime.seconds(now))), confirmedAt: nil)
        let rows = try await database.execute(SQLStatement(
            """
            INSERT INTO accounts (id, username, username_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (username_key) DO NOTHING RETURNING id
            """,
            [.text(account.id), .text(username), .text(Self.key(username)), .text(passwordHash),
             .integer(AccountTime.seconds(now))]))
        return rows.isEmpty ? nil : account
    }

    public func account(username: String) async throws -> StoredAccount? {
        try await account(where: "username_key = $1", .text(Self.key(username)))
    }

    public func account(id: String) async throws -> StoredAccount? {
        try await account(where: "id = $1", .text(id))
    }

    public func accountCount() async throws -> Int {
        let rows = try await database.execute("SELECT COUNT(*) AS count FROM accounts")
        return rows.first?["count"]?.integer.map(Int.init) ?? 0
    }

    public func setPasswordHash(_ hash: String, accountID: String) async throws {
        _ = try await database.execute(SQLStatement(
            "UPDATE accounts SET password_hash = $1 WHERE id = $2", [.text(hash), .text(accountID)]))
    }

    public func confirm(accountID: String, at now: Date) async throws {
        _ = try await database.execute(SQLStatement(
            "UPDATE accounts SET confirmed_at = $1 WHERE id = $2 AND confirmed_at IS NULL",
            [.integer(AccountTime.seconds(now)), .text(accountID)]))
    }

    private func account(where condition: String, _ value: SQLValue) async throws -> StoredAccount? {
        let rows = try await database.execute(SQLStatement(
            "SELECT id, username, password_hash, created_at, confirmed_at FROM accounts WHERE \(condition)", [value]))
        return rows.first.flatMap { row in
            guard let id = row["id"]?.text, let username = row["username"]?.text,
                  let hash = row["password_hash"]?.text, let created = row["created_at"]?.integer
            else { return nil }
            return StoredAccount(
                id: id, username: username, passwordHash: hash, createdAt: AccountTime.date(created),
                confirmedAt: row["confirmed_at"]?.integer.map(AccountTime.date))
        }
    }

    // MARK: One-time codes

    /// Stores a new code for the account, retiring every earlier unused one (only the newest works).
    public func replaceOneTimeCode(_ code: StoredOneTimeCode, at now: Date) async throws {
        try await database.transaction([
            SQLStatement(
                "UPDATE one_time_codes SET used_at = $1 WHERE account_id = $2 AND used_at IS NULL",
                [.integer(AccountTime.seconds(now)), .text(code.accountID)]),
            SQLStatement(
                """
                INSERT INTO one_time_codes (id, account_id, code_hash, salt, created_at, expires_at)
                VALUES ($1, $2, $3, $4, $5, $6)
                """,
                [.text(code.id), .text(code.accountID), .text(code.codeHash), .text(code.salt),
                 .integer(AccountTime.seconds(now)), .integer(AccountTime.seconds(code.expiresAt))]),
        ])
    }

    /// The account's unused code, if it has one (expired or not: the caller tells the user which).
    public func pendingOneTimeCode(accountID: String) async throws -> StoredOneTimeCode? {
        let rows = try await database.execute(SQLStatement(
            """
            SELECT id, code_hash, salt, expires_at, failed_attempts FROM one_time_codes
            WHERE account_id = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1
            """,
            [.text(accountID)]))
        return rows.first.flatMap { row in
            guard let id = row["id"]?.text, let hash = row["code_hash"]?.text, let salt = row["salt"]?.text,
                  let expires = row["expires_at"]?.integer, let failed = row["failed_attempts"]?.integer
            else { return nil }
            return StoredOneTimeCode(
                id: id, accountID: accountID, codeHash: hash, salt: salt, expiresAt: AccountTime.date(expires),
                failedAttempts: Int(failed))
        }
    }

    /// Marks the code used; false when it already was (two submissions at once: only one wins).
    public func useOneTimeCode(id: String, at now: Date) async throws -> Bool {
        let rows = try await database.execute(SQLStatement(
            "UPDATE one_time_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id",
            [.integer(AccountTime.seconds(now)), .text(id)]))
        return !rows.isEmpty
    }

    /// Counts a wrong guess; returns the count now.
    public func recordFailedOneTimeCodeAttempt(id: String) async throws -> Int {
        let rows = try await database.execute(SQLStatement(
            "UPDATE one_time_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1 RETURNING failed_attempts",
            [.text(id)]))
        return rows.first?["failed_attempts"]?.integer.map(Int.init) ?? 0
    }

    // MARK: Sessions

    /// Stores a new session, and deletes the account's expired ones.
    public func createSession(tokenHash: String, accountID: String, at now: Date, expiresAt: Date) async throws {
        _ = try await database.execute(SQLStatement(
            "DELETE FROM sessions WHERE account_id = $1 AND expires_at <= $2",
            [.text(accountID), .integer(AccountTime.seconds(now))]))
        _ = try await database.execute(SQLStatement(
            "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
            [.text(tokenHash), .text(accountID), .integer(AccountTime.seconds(now)),
             .integer(AccountTime.seconds(expiresAt))]))
    }

    /// The account a live session belongs to; nil for an unknown or expired one.
    public func sessionAccountID(tokenHash: String, at now: Date) async throws -> String? {
        let rows = try await database.execute(SQLStatement(
            "SELECT account_id FROM sessions WHERE token_hash = $1 AND expires_at > $2",
            [.text(tokenHash), .integer(AccountTime.seconds(now))]))
        return rows.first?["account_id"]?.text
    }

    public func deleteSession(tokenHash: String) async throws {
        _ = try await database.execute(SQLStatement("DELETE FROM sessions WHERE token_hash = $1", [.text(tokenHash)]))
    }

    /// Signs the account out everywhere but the session `keeping` (after a password change).
    public func deleteSessions(accountID: String, keeping tokenHash: String) async throws {
        _ = try await database.execute(SQLStatement(
            "DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2", [.text(accountID), .text(tokenHash)]))
    }
}
