import Foundation
import Logging
import PostgresNIO

/// Accounts in PostgreSQL, for a site that outgrows one machine: several servers share the accounts.
/// A connection pool (`PostgresClient`) runs for the database's lifetime.
public final class PostgresAccountDatabase: AccountDatabase {
    private let client: PostgresClient
    private let runner: Task<Void, Never>
    /// The URL without its password, for messages.
    public let description: String
    private static let logger = Logger(label: "keycraft.accounts.postgres")

    private init(client: PostgresClient, description: String) {
        self.client = client
        self.description = description
        runner = Task { await client.run() }
    }

    /// Whether `--database` names a PostgreSQL server rather than an SQLite file.
    public static func isURL(_ database: String) -> Bool {
        database.hasPrefix("postgres://") || database.hasPrefix("postgresql://")
    }

    /// Connects to `postgres://user[:password]@host[:port]/database[?sslmode=require|prefer|disable]`
    /// and checks that the server answers (within thirty seconds: a loaded machine, a server still starting).
    /// The password may come from `PGPASSWORD` in `environment` instead of the URL (which other users
    /// of the machine can read in the process list); it is never printed.
    public static func connect(
        url: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(AccountStoreError) -> PostgresAccountDatabase {
        let configuration = try configuration(url, environment: environment)
        let shown = "PostgreSQL at \(configuration.host ?? "?"):\(configuration.port ?? 5432)/\(configuration.database ?? "")"
        let database = PostgresAccountDatabase(client: PostgresClient(configuration: configuration), description: shown)
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { _ = try await database.execute("SELECT 1 AS one") }
                group.addTask {
                    // Thirty seconds in steps of a tenth, each a turn of the task pool: when the
                    // process's tasks are held up (a loaded machine, long synchronous work beside it),
                    // the deadline waits with the query instead of firing the moment the pool frees,
                    // ahead of an answer that was only waiting for a turn.
                    for _ in 0..<300 { try await Task.sleep(for: .milliseconds(100)) }
                    throw ConnectTimeout()
                }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            try? await database.close()
            throw .unreachableDatabase(shown, reason: error is ConnectTimeout ? "no answer within 30 seconds" : "\(error)")
        }
        return database
    }

    /// Whether the URL carries a password (which `ps` shows to every user of the machine).
    public static func urlHasPassword(_ url: String) -> Bool {
        guard let components = URLComponents(string: url) else { return url.contains("@") }
        return components.password != nil
    }

    /// `sslmode` defaults to `require`: the connection carries password hashes. `disable` is for a
    /// server on loopback (a CI database).
    static func configuration(
        _ url: String, environment: [String: String] = [:]
    ) throws(AccountStoreError) -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else {
            throw .invalidDatabaseURL(url.redactingPassword, reason: "has no host")
        }
        guard let user = components.user, !user.isEmpty else {
            throw .invalidDatabaseURL(url.redactingPassword, reason: "has no user name")
        }
        let name = String(components.path.drop(while: { $0 == "/" }))
        let tls: PostgresClient.Configuration.TLS
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "require" {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        case let mode: throw .invalidDatabaseURL(url.redactingPassword, reason: "has sslmode=\(mode); use disable, prefer or require")
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user.removingPercentEncoding ?? user,
            password: components.password.map { $0.removingPercentEncoding ?? $0 } ?? environment["PGPASSWORD"],
            database: name.isEmpty ? nil : name, tls: tls)
        configuration.options.connectTimeout = .seconds(5)
        return configuration
    }

    public func execute(_ statement: SQLStatement) async throws -> [SQLRow] {
        try await Self.rows(client.query(Self.query(statement), logger: Self.logger))
    }

    public func transaction(_ statements: [SQLStatement]) async throws {
        try await client.withTransaction(logger: Self.logger) { connection in
            for statement in statements {
                _ = try await Self.rows(connection.query(Self.query(statement), logger: Self.logger))
            }
        }
    }

    public func close() async throws {
        runner.cancel()
        await runner.value
    }

    private static func query(_ statement: SQLStatement) throws -> PostgresQuery {
        var bindings = PostgresBindings()
        for value in statement.binds {
            switch value {
            case .text(let text): try bindings.append(text)
            case .integer(let integer): try bindings.append(integer)
            case .null: bindings.appendNull()
            }
        }
        return PostgresQuery(unsafeSQL: statement.sql, binds: bindings)
    }

    private static func rows(_ sequence: PostgresRowSequence) async throws -> [SQLRow] {
        var rows: [SQLRow] = []
        for try await row in sequence {
            var values: SQLRow = [:]
            for cell in row {
                if cell.bytes == nil {
                    values[cell.columnName] = .null
                } else if [PostgresDataType.int2, .int4, .int8].contains(cell.dataType) {
                    values[cell.columnName] = .integer(try cell.decode(Int64.self))
                } else {
                    values[cell.columnName] = .text(try cell.decode(String.self))
                }
            }
            rows.append(values)
        }
        return rows
    }
}

private struct ConnectTimeout: Error {}

extension String {
    /// A database URL with its password replaced by `***`, safe to print.
    /// A URL that does not parse has everything between the scheme and the host hidden instead.
    var redactingPassword: String {
        if var components = URLComponents(string: self) {
            guard components.password != nil else { return self }
            components.password = "***"
            if let redacted = components.string { return redacted }
        }
        guard let scheme = range(of: "://") else { return "(a database URL)" }
        let rest = self[scheme.upperBound...]
        guard let at = rest.lastIndex(of: "@") else { return self }
        return String(self[..<scheme.upperBound]) + "***" + String(rest[at...])
    }
}
