/// A value bound to or read from a statement: the few types the account schema uses, which both
/// engines store the same way (timestamps are whole seconds since 1970 in a 64-bit integer).
public enum SQLValue: Hashable, Sendable {
    case text(String)
    case integer(Int64)
    case null

    var text: String? {
        if case .text(let value) = self { value } else { nil }
    }

    var integer: Int64? {
        if case .integer(let value) = self { value } else { nil }
    }
}

/// One SQL statement in the dialect both engines read: `$1`, `$2`, … for the bound values.
public struct SQLStatement: Sendable, ExpressibleByStringLiteral {
    public var sql: String
    public var binds: [SQLValue]

    public init(_ sql: String, _ binds: [SQLValue] = []) {
        self.sql = sql
        self.binds = binds
    }

    public init(stringLiteral sql: String) {
        self.init(sql)
    }
}

/// A result row: column name → value.
public typealias SQLRow = [String: SQLValue]
