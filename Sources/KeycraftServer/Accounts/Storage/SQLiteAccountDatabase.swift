import Foundation
import SQLiteNIO
import Synchronization

/// Accounts in an SQLite file: created on first use, nothing to install. One connection, statements
/// run one at a time (SQLite has a single writer anyway); the slow work, bcrypt, happens outside.
///
/// Opening checks the file (`PRAGMA quick_check`) so a corrupt or foreign file is refused at start
/// with `AccountStoreError.unreadableDatabase`, never reset.
public final class SQLiteAccountDatabase: AccountDatabase {
    public let path: String
    private let connection: SQLiteConnection
    private let access = SerialAccess()
    private let isClosed = Mutex(false)

    private init(path: String, connection: SQLiteConnection) {
        self.path = path
        self.connection = connection
    }

    /// Opens (creating if absent) the database file at `path`, relative to the current directory.
    public static func open(path: String) async throws(AccountStoreError) -> SQLiteAccountDatabase {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unreadableDatabase(absolute, reason: "it is a directory")
        }
        let isNew = !FileManager.default.fileExists(atPath: absolute)
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: absolute))
        } catch {
            throw .unreadableDatabase(absolute, reason: Self.reason(error))
        }
        // The file holds password hashes: readable by its owner only.
        if isNew { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: absolute) }
        let database = SQLiteAccountDatabase(path: absolute, connection: connection)
        do {
            let check = try await database.execute("PRAGMA quick_check")
            let verdict = check.first?.values.first?.text ?? "no answer"
            guard verdict == "ok" else { throw SQLiteCheckFailure(verdict: verdict) }
            _ = try await database.execute("PRAGMA foreign_keys = ON")
        } catch {
            try? await connection.close()
            throw .unreadableDatabase(absolute, reason: Self.reason(error))
        }
        return database
    }

    public var description: String { "SQLite file \(path)" }

    public func execute(_ statement: SQLStatement) async throws -> [SQLRow] {
        try await access.run { try await self.run(statement) }
    }

    public func transaction(_ statements: [SQLStatement]) async throws {
        try await access.run {
            _ = try await self.run("BEGIN IMMEDIATE")
            do {
                for statement in statements { _ = try await self.run(statement) }
                _ = try await self.run("COMMIT")
            } catch {
                _ = try? await self.run("ROLLBACK")
                throw error
            }
        }
    }

    public func close() async throws {
        guard isClosed.withLock({ closed in defer { closed = true }; return !closed }) else { return }
        try await connection.close()
    }

    /// A database dropped without `close()` (its owner failed on the way) still closes its connection.
    deinit {
        guard isClosed.withLock({ !$0 }) else { return }
        Task { [connection] in try? await connection.close() }
    }

    /// SQLite numbers parameters `?1`, `?2`, …; the shared dialect writes `$1`, `$2`, ….
    private func run(_ statement: SQLStatement) async throws -> [SQLRow] {
        let sql = statement.sql.replacingOccurrences(of: "$", with: "?")
        let binds: [SQLiteData] = statement.binds.map {
            switch $0 {
            case .text(let text): .text(text)
            case .integer(let integer): .integer(SQLiteInt64(integer))
            case .null: .null
            }
        }
        let rows = try await connection.query(sql, binds)
        return rows.map { row in
            Dictionary(uniqueKeysWithValues: row.columns.map { column in
                let value: SQLValue = switch column.data {
                case .integer(let integer): .integer(Int64(integer))
                case .text(let text): .text(text)
                case .float(let double): .integer(Int64(double))
                case .blob(let buffer): .text(String(buffer: buffer))
                case .null: .null
                }
                return (column.name, value)
            })
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let failure = error as? SQLiteCheckFailure { return "the integrity check says \(failure.verdict)" }
        if let error = error as? SQLiteError { return error.message }
        return String(describing: error)
    }
}

private struct SQLiteCheckFailure: Error {
    var verdict: String
}
