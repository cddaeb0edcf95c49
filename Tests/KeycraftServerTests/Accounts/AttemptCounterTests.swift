import Foundation
import KeycraftServer
import Testing

/// The counters in the account database that every limit is made of, on each engine.
@Suite("Attempt counters")
struct AttemptCounterTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let delays: [Duration] = [.seconds(10), .seconds(20), .seconds(40)]

    /// Two stores over two connections to one database: what two servers sharing it have.
    static func twoServers(_ engine: TestEngine) async throws -> (AccountStore, AccountStore) {
        switch engine {
        case .sqlite:
            let path = try TestEngine.temporaryDirectory() + "/shared.sqlite"
            return (try await AccountStore.open(SQLiteAccountDatabase.open(path: path)),
                    try await AccountStore.open(SQLiteAccountDatabase.open(path: path)))
        case .postgres:
            let url = try await TestEngine.newPostgresDatabase()
            return (try await AccountStore.open(PostgresAccountDatabase.connect(url: url)),
                    try await AccountStore.open(PostgresAccountDatabase.connect(url: url)))
        }
    }

    @Test(arguments: TestEngine.available)
    func parallelClaimsOnTwoServersPassExactlyTheAllowance(engine: TestEngine) async throws {
        let (first, second) = try await Self.twoServers(engine)
        let claims = try await withThrowingTaskGroup(of: CounterClaim.self) { group in
            for index in 0..<60 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask {
                    try await store.claimGuess(key: "account:a", at: Self.start, free: 5, delays: Self.delays, forgetAfter: .seconds(3600))
                }
            }
            return try await group.reduce(into: [CounterClaim]()) { $0.append($1) }
        }
        let allowed = claims.compactMap { if case .allowed(let attempt) = $0 { attempt } else { nil } }
        #expect(allowed.sorted() == [1, 2, 3, 4, 5])
        #expect(claims.filter { $0 == .refused(until: Self.start.addingTimeInterval(10)) }.count == 55)
        try await first.database.close()
        try await second.database.close()
    }

    @Test(arguments: TestEngine.available)
    func delaysGrowThenRepeatAndAQuietKeyStartsOver(engine: TestEngine) async throws {
        let store = try await AccountStore.open(engine.makeDatabase())
        func claim(_ seconds: Double) async throws -> CounterClaim {
            try await store.claimGuess(
                key: "k", at: Self.start.addingTimeInterval(seconds), free: 2, delays: Self.delays, forgetAfter: .seconds(1000))
        }
        #expect(try await claim(0) == .allowed(attempt: 1))
        #expect(try await claim(0) == .allowed(attempt: 2))
        #expect(try await claim(5) == .refused(until: Self.start.addingTimeInterval(10)))
        #expect(try await claim(10) == .allowed(attempt: 3))
        #expect(try await claim(29) == .refused(until: Self.start.addingTimeInterval(30)))
        #expect(try await claim(30) == .allowed(attempt: 4))
        #expect(try await claim(70) == .allowed(attempt: 5))
        #expect(try await claim(70) == .refused(until: Self.start.addingTimeInterval(110)))
        #expect(try await claim(110) == .allowed(attempt: 6))
        #expect(try await claim(111) == .refused(until: Self.start.addingTimeInterval(150)))
        // A thousand quiet seconds after the last attempt: a fresh allowance.
        #expect(try await claim(1110) == .allowed(attempt: 1))
        // A right guess is taken back; clearing forgets the key.
        try await store.releaseGuess(key: "k", free: 2)
        #expect(try await claim(1110) == .allowed(attempt: 1))
        try await store.clearCounter(key: "k")
        #expect(try await claim(1110) == .allowed(attempt: 1))
        try await store.database.close()
    }

    @Test(arguments: TestEngine.available)
    func issuesAreCappedPerWindowWithACooldown(engine: TestEngine) async throws {
        let store = try await AccountStore.open(engine.makeDatabase())
        func claim(_ seconds: Double) async throws -> CounterClaim {
            try await store.claimIssue(
                key: "code:a", at: Self.start.addingTimeInterval(seconds), cap: 3, window: .seconds(3600), cooldown: .seconds(60))
        }
        #expect(try await claim(0) == .allowed(attempt: 1))
        #expect(try await claim(30) == .refused(until: Self.start.addingTimeInterval(60)))
        #expect(try await claim(60) == .allowed(attempt: 2))
        #expect(try await claim(120) == .allowed(attempt: 3))
        #expect(try await claim(180) == .refused(until: Self.start.addingTimeInterval(3600)))
        #expect(try await claim(3600) == .allowed(attempt: 1))
        try await store.database.close()
    }
}
