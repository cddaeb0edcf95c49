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

    /// Creates the account, or returns nil when the username (case-insensitively) is taken. An
    /// unconfirmed account created before `unconfirmedClaimableBefore` whose code has expired (or that
    /// has none) is not taken: it is claimed again, keeping its id, with the new password, and its
    /// sessions and devices end.
    public func createAccount(
        username: String, passwordHash: String, at now: Date, unconfirmedClaimableBefore: Date = .distantPast
    ) async throws -> StoredAccount? {
        let seconds = AccountTime.seconds(now)
        let newID = UUID().uuidString.lowercased()
        let rows = try await database.execute(SQLStatement(
            """
            INSERT INTO accounts (id, username, username_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (username_key) DO UPDATE SET
                username = $2, password_hash = $4, created_at = $5
            WHERE accounts.confirmed_at IS NULL AND accounts.created_at <= $6 AND NOT EXISTS (
                SELECT 1 FROM one_time_codes AS live
                WHERE live.account_id = accounts.id AND live.used_at IS NULL AND live.expires_at > $5)
            RETURNING id
            """,
            [.text(newID), .text(username), .text(Self.key(username)), .text(passwordHash),
             .integer(seconds), .integer(AccountTime.seconds(unconfirmedClaimableBefore))]))
        guard let id = rows.first?["id"]?.text else { return nil }
        if id != newID {
            // A claimed account starts over: nothing of the earlier claimant's stays signed in or
            // counted against it.
            try await database.transaction([
                SQLStatement("DELETE FROM sessions WHERE account_id = $1", [.text(id)]),
                SQLStatement("DELETE FROM devices WHERE account_id = $1", [.text(id)]),
                SQLStatement("UPDATE one_time_codes SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL", [.text(id), .integer(seconds)]),
                SQLStatement("DELETE FROM attempt_counters WHERE key = $1", [.text(Self.codeIssuesKey(accountID: id))]),
            ])
        }
        return StoredAccount(
            id: id, username: username, passwordHash: passwordHash, createdAt: AccountTime.date(seconds), confirmedAt: nil)
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

    /// Stores a new code for the account, reachable through `ticketHash` (the digest of the browser's
    /// sign-up ticket), retiring every earlier unused one (only the newest works).
    public func replaceOneTimeCode(_ code: StoredOneTimeCode, ticketHash: String, at now: Date) async throws {
        try await database.transaction([
            SQLStatement(
                "UPDATE one_time_codes SET used_at = $1 WHERE account_id = $2 AND used_at IS NULL",
                [.integer(AccountTime.seconds(now)), .text(code.accountID)]),
            SQLStatement(
                """
                INSERT INTO one_time_codes (id, account_id, code_hash, salt, created_at, expires_at, ticket_hash)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                """,
                [.text(code.id), .text(code.accountID), .text(code.codeHash), .text(code.salt),
                 .integer(AccountTime.seconds(now)), .integer(AccountTime.seconds(code.expiresAt)), .text(ticketHash)]),
        ])
    }

    /// Hands the account's live code to another browser's ticket (a sign-in when no new code may be
    /// sent yet): the code is entered where the password was last given.
    public func moveOneTimeCode(accountID: String, toTicket ticketHash: String, at now: Date) async throws {
        _ = try await database.execute(SQLStatement(
            "UPDATE one_time_codes SET ticket_hash = $2 WHERE account_id = $1 AND used_at IS NULL AND expires_at > $3",
            [.text(accountID), .text(ticketHash), .integer(AccountTime.seconds(now))]))
    }

    /// Counts one guess at the live code of the ticket, before the guess is compared: the code's row
    /// if it is unused, unexpired and had fewer than `maximumAttempts` guesses; nil otherwise. One
    /// statement, so parallel guesses can never take more than `maximumAttempts` between them.
    public func claimOneTimeCodeAttempt(ticketHash: String, at now: Date, maximumAttempts: Int) async throws -> StoredOneTimeCode? {
        let rows = try await database.execute(SQLStatement(
            """
            UPDATE one_time_codes SET failed_attempts = failed_attempts + 1
            WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 AND failed_attempts < $3
            RETURNING id, account_id, code_hash, salt, expires_at, failed_attempts
            """,
            [.text(ticketHash), .integer(AccountTime.seconds(now)), .integer(Int64(maximumAttempts))]))
        return rows.first.flatMap { row in
            guard let id = row["id"]?.text, let account = row["account_id"]?.text, let hash = row["code_hash"]?.text,
                  let salt = row["salt"]?.text, let expires = row["expires_at"]?.integer, let attempts = row["failed_attempts"]?.integer
            else { return nil }
            return StoredOneTimeCode(
                id: id, accountID: account, codeHash: hash, salt: salt, expiresAt: AccountTime.date(expires),
                failedAttempts: Int(attempts))
        }
    }

    /// Marks the code used; false when it already was (two submissions at once: only one wins).
    public func useOneTimeCode(id: String, at now: Date) async throws -> Bool {
        let rows = try await database.execute(SQLStatement(
            "UPDATE one_time_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id",
            [.integer(AccountTime.seconds(now)), .text(id)]))
        return !rows.isEmpty
    }

    // MARK: Sessions

    /// Stores a new session (absolute end `expiresAt`; idle time counts from now).
    public func createSession(tokenHash: String, accountID: String, at now: Date, expiresAt: Date) async throws {
        _ = try await database.execute(SQLStatement(
            "INSERT INTO sessions (token_hash, account_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)",
            [.text(tokenHash), .text(accountID), .integer(AccountTime.seconds(now)),
             .integer(AccountTime.seconds(expiresAt))]))
    }

    /// The account a live session belongs to, marking the session used now; nil for an unknown
    /// session, one past its absolute end, or one unused for `idleLimit`. One statement: the check and
    /// the touch cannot be split by a sweep.
    public func touchSession(tokenHash: String, at now: Date, idleLimit: Duration) async throws -> String? {
        let seconds = AccountTime.seconds(now)
        let rows = try await database.execute(SQLStatement(
            """
            UPDATE sessions SET last_seen_at = $2
            WHERE token_hash = $1 AND expires_at > $2 AND last_seen_at > $3
            RETURNING account_id
            """,
            [.text(tokenHash), .integer(seconds), .integer(seconds - idleLimit.components.seconds)]))
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

    public func sessionCount(accountID: String) async throws -> Int {
        let rows = try await database.execute(SQLStatement(
            "SELECT COUNT(*) AS count FROM sessions WHERE account_id = $1", [.text(accountID)]))
        return rows.first?["count"]?.integer.map(Int.init) ?? 0
    }

    // MARK: Devices

    /// Remembers a browser that signed in to the account with its password, until `expiresAt`.
    public func rememberDevice(tokenHash: String, accountID: String, expiresAt: Date) async throws {
        _ = try await database.execute(SQLStatement(
            "INSERT INTO devices (token_hash, account_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING",
            [.text(tokenHash), .text(accountID), .integer(AccountTime.seconds(expiresAt))]))
    }

    /// The account a remembered device belongs to; nil when unknown or expired.
    public func deviceAccountID(tokenHash: String, at now: Date) async throws -> String? {
        let rows = try await database.execute(SQLStatement(
            "SELECT account_id FROM devices WHERE token_hash = $1 AND expires_at > $2",
            [.text(tokenHash), .integer(AccountTime.seconds(now))]))
        return rows.first?["account_id"]?.text
    }

    // MARK: Sweeping

    /// Deletes what can no longer be used: sessions past their end or idle limit, codes used or
    /// expired, devices expired, counters quiet for `counterHorizon` and not delaying anyone, and
    /// unconfirmed accounts older than `unconfirmedLifetime`. Returns the number of rows deleted.
    @discardableResult
    public func sweep(
        at now: Date, sessionIdleLimit: Duration, counterHorizon: Duration, unconfirmedLifetime: Duration
    ) async throws -> Int {
        let seconds = AccountTime.seconds(now)
        var deleted = 0
        for statement in [
            SQLStatement(
                "DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2 RETURNING token_hash",
                [.integer(seconds), .integer(seconds - sessionIdleLimit.components.seconds)]),
            SQLStatement("DELETE FROM one_time_codes WHERE used_at IS NOT NULL OR expires_at <= $1 RETURNING id", [.integer(seconds)]),
            SQLStatement("DELETE FROM devices WHERE expires_at <= $1 RETURNING token_hash", [.integer(seconds)]),
            SQLStatement(
                "DELETE FROM attempt_counters WHERE last_at <= $1 AND blocked_until <= $2 RETURNING key",
                [.integer(seconds - counterHorizon.components.seconds), .integer(seconds)]),
            SQLStatement(
                "DELETE FROM accounts WHERE confirmed_at IS NULL AND created_at <= $1 RETURNING id",
                [.integer(seconds - unconfirmedLifetime.components.seconds)]),
        ] {
            deleted += try await database.execute(statement).count
        }
        return deleted
    }
}
