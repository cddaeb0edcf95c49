import Foundation
import Testing

@testable import KeycraftServer

@Suite("PostgreSQL URLs")
struct PostgresURLTests {
    @Test func tlsIsRequiredUnlessTheURLSaysOtherwise() throws {
        let required = try PostgresAccountDatabase.configuration("postgres://app@db.example.com/accounts")
        #expect(String(describing: required.tls).lowercased().contains("require"), "\(required.tls)")
        let disabled = try PostgresAccountDatabase.configuration("postgres://app@127.0.0.1:5432/accounts?sslmode=disable")
        #expect(String(describing: disabled.tls).lowercased().contains("disable"), "\(disabled.tls)")
        #expect(throws: AccountStoreError.invalidDatabaseURL("postgres://app:***@h/d?sslmode=allow", reason: "has sslmode=allow; use disable, prefer or require")) {
            try PostgresAccountDatabase.configuration("postgres://app:secret@h/d?sslmode=allow")
        }
    }

    @Test func thePasswordMayComeFromPGPASSWORD() throws {
        let fromEnvironment = try PostgresAccountDatabase.configuration("postgres://app@h/d", environment: ["PGPASSWORD": "s3cret"])
        #expect(fromEnvironment.password == "s3cret")
        let fromURL = try PostgresAccountDatabase.configuration("postgres://app:url%40pw@h/d", environment: ["PGPASSWORD": "s3cret"])
        #expect(fromURL.password == "url@pw")
        #expect(PostgresAccountDatabase.urlHasPassword("postgres://app:pw@h/d"))
        #expect(!PostgresAccountDatabase.urlHasPassword("postgres://app@h/d"))
    }

    /// A URL whose password does not parse is still never printed whole.
    @Test(arguments: ["postgres://app:p#ss w^rd@db.example.com/accounts", "postgres://app:a/b#c@db/x"])
    func anUnparsableURLIsShownWithoutItsCredentials(url: String) {
        do {
            _ = try PostgresAccountDatabase.configuration(url)
            Issue.record("parsed")
        } catch {
            #expect(!error.description.contains("ss w^rd") && !error.description.contains("b#c"), "\(error)")
            #expect(error.description.contains("***@"), "\(error)")
        }
    }
}
