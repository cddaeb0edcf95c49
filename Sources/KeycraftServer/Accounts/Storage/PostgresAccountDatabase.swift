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

    /// Connects to `postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`
    /// and checks that the server answers (within thirty seconds: a loaded machine, a server still starting).
    public static func connect(url: String) async throws(AccountStoreError) -> PostgresAccountDatabase {
        let configuration = try configuration(url)
        let shown = "PostgreSQL at \(configuration.host ?? "?"):\(configuration.port ?? 5432)/\(configuration.database ?? "")"
        let database = PostgresAccountDatabase(client: PostgresClient(configuration: configuration), description: shown)
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { _ = try await database.execute("SELECT 1 AS one") }
                group.addTask {
                    try await Task.sleep(for: .seconds(30))
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

    static func configuration(_ url: String) throws(AccountStoreError) -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else {
            throw .invalidDatabaseURL(url.redactingPassword, reason: "has no host")
        }
        guard let user = components.user, !user.isEmpty else {
            throw .invalidDatabaseURL(url.redactingPassword, reason: "has no user name")
        }
        let name = String(components.path.drop(while: { $0 == "/" }))
        let tls: PostgresClient.Configuration.TLS
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        case let mode: throw .invalidDatabaseURL(url.redactingPassword, reason: "has sslmode=\(mode); use disable, prefer or require")
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user.removingPercentEncoding ?? user,
            password: components.password.map { $0.removingPercentEncoding ?? $0 },
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
    var redactingPassword: String {
        guard var components = URLComponents(string: self), components.password != nil else { return self }
        components.password = "***"
        return components.string ?? "(a database URL)"
    }
}
