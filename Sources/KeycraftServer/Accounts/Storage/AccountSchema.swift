/// The account tables, as numbered migrations in code. Each migration runs once, in its own
/// transaction, and its number is recorded in `keycraft_schema_migrations`; a database whose number is
/// above the newest here was written by a newer Keycraft and is refused, not downgraded.
///
/// The SQL is the subset SQLite and PostgreSQL share: TEXT, INTEGER/BIGINT, no engine-generated ids
/// (ids are random UUIDs made by the server), timestamps in whole seconds since 1970.
public enum AccountSchema {
    public static let migrations: [(version: Int, statements: [SQLStatement])] = [
        (1, [
            """
            CREATE TABLE accounts (
                id TEXT PRIMARY KEY,
                username TEXT NOT NULL,
                username_key TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                confirmed_at BIGINT
            )
            """,
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX sessions_account ON sessions (account_id)",
        ]),
        (2, [
            """
            CREATE TABLE one_time_codes (
                id TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
                code_hash TEXT NOT NULL,
                salt TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL,
                failed_attempts INTEGER NOT NULL DEFAULT 0,
                used_at BIGINT
            )
            """,
            "CREATE INDEX one_time_codes_account ON one_time_codes (account_id)",
        ]),
        // Limits shared by every server on the database (issue 24): attempt counters; sessions with an
        // idle limit; codes reached through the browser's sign-up ticket; recognised devices.
        (3, [
            """
            CREATE TABLE attempt_counters (
                key TEXT PRIMARY KEY,
                attempts INTEGER NOT NULL,
                window_start BIGINT NOT NULL,
                last_at BIGINT NOT NULL,
                blocked_until BIGINT NOT NULL
            )
            """,
            "ALTER TABLE sessions ADD COLUMN last_seen_at BIGINT NOT NULL DEFAULT 0",
            "UPDATE sessions SET last_seen_at = created_at",
            "ALTER TABLE one_time_codes ADD COLUMN ticket_hash TEXT",
            "CREATE INDEX one_time_codes_ticket ON one_time_codes (ticket_hash)",
            """
            CREATE TABLE devices (
                token_hash TEXT PRIMARY KEY,
                account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
                expires_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX devices_account ON devices (account_id)",
        ]),
    ]

    public static var currentVersion: Int { migrations.last?.version ?? 0 }

    /// Brings `database` to `currentVersion`; returns the versions applied now (empty when current).
    @discardableResult
    public static func migrate(_ database: any AccountDatabase) async throws -> [Int] {
        _ = try await database.execute("""
            CREATE TABLE IF NOT EXISTS keycraft_schema_migrations (
                version INTEGER PRIMARY KEY,
                applied_at BIGINT NOT NULL
            )
            """)
        let found = try await version(of: database)
        if found > currentVersion {
            throw AccountStoreError.newerSchema(database.description, found: found, supported: currentVersion)
        }
        var applied: [Int] = []
        for migration in migrations where migration.version > found {
            let record = SQLStatement(
                "INSERT INTO keycraft_schema_migrations (version, applied_at) VALUES ($1, $2)",
                [.integer(Int64(migration.version)), .integer(AccountTime.seconds(.now))])
            try await database.transaction(migration.statements + [record])
            applied.append(migration.version)
        }
        return applied
    }

    /// The highest migration recorded, 0 for a new database.
    public static func version(of database: any AccountDatabase) async throws -> Int {
        let rows = try await database.execute("SELECT MAX(version) AS version FROM keycraft_schema_migrations")
        return rows.first?["version"]?.integer.map(Int.init) ?? 0
    }
}
