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
    /// What the operator should know about the file (permissions wider than its owner's).
    public let warnings: [String]
    private let connection: SQLiteConnection
    private let access = SerialAccess()
    private let isClosed = Mutex(false)

    private init(path: String, connection: SQLiteConnection, warnings: [String]) {
        self.path = path
        self.connection = connection
        self.warnings = warnings
    }

    /// Opens (creating if absent) the database file at `path`, relative to the current directory.
    public static func open(path: String) async throws(AccountStoreError) -> SQLiteAccountDatabase {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unreadableDatabase(absolute, reason: "it is a directory")
        }
        // The file holds password hashes: created readable by its owner only, before SQLite opens it.
        let warnings = try createOwnerOnly(absolute)
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: absolute))
        } catch {
            throw .unreadableDatabase(absolute, reason: Self.reason(error))
        }
        let database = SQLiteAccountDatabase(path: absolute, connection: connection, warnings: warnings)
        do {
            let check = try await database.execute("PRAGMA quick_check")
            let verdict = check.first?.values.first?.text ?? "no answer"
            guard verdict == "ok" else { throw SQLiteCheckFailure(verdict: verdict) }
            _ = try await database.execute("PRAGMA foreign_keys = ON")
            // Another server may be writing the same file: wait for its lock rather than fail.
            _ = try await database.execute("PRAGMA busy_timeout = 10000")
            // Every guess is a write now: write-ahead logging makes each one an append, not a journal
            // rewrite with two syncs, and lets readers in other processes go on while one writes.
            // (SQLite gives the -wal and -shm files the database file's mode.)
            _ = try await database.execute("PRAGMA journal_mode = WAL")
            _ = try await database.execute("PRAGMA synchronous = NORMAL")
        } catch {
            try? await connection.close()
            throw .unreadableDatabase(absolute, reason: Self.reason(error))
        }
        return database
    }

    public var description: String { "SQLite file \(path)" }

    /// Creates the file with mode 0600 if absent (exclusively: never someone else's file that appeared
    /// meanwhile), failing if the mode cannot be set; for an existing file, a warning when its group
    /// or others may read or write it.
    static func createOwnerOnly(_ path: String) throws(AccountStoreError) -> [String] {
        let descriptor = createExclusively(path, mode: 0o600)
        if descriptor >= 0 {
            defer { closeDescriptor(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(path)
                throw .unreadableDatabase(path, reason: "can't make the new file readable by its owner only: \(reason)")
            }
            return []
        }
        guard errno == EEXIST else {
            throw .unreadableDatabase(path, reason: "can't create the file: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 != 0 else { return [] }
        return ["the database \(path) holds password hashes and is readable or writable by others (mode \(String(mode, radix: 8))); run chmod 600 on it"]
    }

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

/// `open(2)` with `O_CREAT | O_EXCL`: a new file or nothing (file scope: the class has its own `open`).
private func createExclusively(_ path: String, mode: mode_t) -> Int32 {
    open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode)
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

private struct SQLiteCheckFailure: Error {
    var verdict: String
}
