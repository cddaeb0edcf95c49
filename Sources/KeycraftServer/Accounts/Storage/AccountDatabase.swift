/// The storage edge of the credential site: a SQL database that runs the account store's statements.
/// SQLite (an embedded file, the default) and PostgreSQL conform; `AccountStore` writes its SQL once
/// for both, and the same test suite runs against each.
public protocol AccountDatabase: Sendable {
    /// Runs one statement and returns its rows (those of `RETURNING` for a write).
    func execute(_ statement: SQLStatement) async throws -> [SQLRow]
    /// Runs the statements in one transaction: all of them or none.
    func transaction(_ statements: [SQLStatement]) async throws
    /// A short name for messages: "SQLite file …" or "PostgreSQL at …".
    var description: String { get }
    /// Releases the connection; nothing may run afterwards.
    func close() async throws
}
