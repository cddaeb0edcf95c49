/// Why the account database cannot be used. Each names the database and what was wrong, so a
/// refusal to start says what to fix; nothing is reset or overwritten to get past one.
public enum AccountStoreError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or is not an SQLite database (corrupt, truncated, another format).
    case unreadableDatabase(String, reason: String)
    /// The database was migrated by a newer Keycraft: its schema version is above the newest known.
    case newerSchema(String, found: Int, supported: Int)
    /// `--database postgres://…` that is not a usable URL.
    case invalidDatabaseURL(String, reason: String)
    /// The PostgreSQL server could not be reached or refused the connection.
    case unreachableDatabase(String, reason: String)

    public var description: String {
        switch self {
        case .unreadableDatabase(let database, let reason):
            "can't use the database \(database): \(reason)"
        case .newerSchema(let database, let found, let supported):
            "the database \(database) has schema version \(found), newer than this keycraft's \(supported); use a newer keycraft"
        case .invalidDatabaseURL(let url, let reason):
            "the database URL \(url) \(reason)"
        case .unreachableDatabase(let database, let reason):
            "can't connect to \(database): \(reason)"
        }
    }
}
