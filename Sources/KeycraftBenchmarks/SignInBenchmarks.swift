import Foundation
import KeycraftServer

/// Sign-ins per second at bcrypt's production cost, with the database-backed limiter (every guess
/// counted before bcrypt, released after) against the same sign-in without it (account lookup,
/// bcrypt, session: what a sign-in did before), in one run on SQLite; then the peak memory of 1,000
/// parallel attempts at one account.
enum SignInBenchmarks {
    static let cost = PasswordHasher.defaultCost
    static let password = "CorrectHorse9battery"
    /// Accounts signed in to in parallel (one per task; more tasks than cores keep bcrypt busy).
    static let parallel = 2 * max(2, ProcessInfo.processInfo.activeProcessorCount)
    static let rounds = 4

    static func run() {
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await measure()
            } catch {
                print("sign-in benchmark failed: \(error)")
            }
            done.signal()
        }
        done.wait()
    }

    static func measure() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try await AccountStore.open(SQLiteAccountDatabase.open(path: directory + "/bench.sqlite"))
        let hasher = PasswordHasher(cost: cost)
        let service = AccountService(store: store, hasher: hasher, sender: SilentSender())
        let hash = try await hasher.hash(password)
        var accounts: [StoredAccount] = []
        for index in 0..<parallel {
            let account = try await store.createAccount(username: "bench\(index)@example.com", passwordHash: hash, at: Date())!
            try await store.confirm(accountID: account.id, at: Date())
            accounts.append(account)
        }
        let operations = parallel * rounds
        let usernames = accounts.map(\.username)

        // Without the limiter: look the account up, bcrypt, start a session.
        let naive = try await throughput(operations) { index in
            let found = try await store.account(username: usernames[index % parallel])!
            guard try await hasher.verify(password, hash: found.passwordHash) else { fatalError("wrong password") }
            try await store.createSession(tokenHash: UUID().uuidString, accountID: found.id, at: Date(), expiresAt: Date().addingTimeInterval(3600))
        }
        // With it: AccountService.signIn (address and account counted first, released after).
        let ours = try await throughput(operations) { index in
            let result = try await service.signIn(
                username: usernames[index % parallel], password: password, address: "192.0.2.\(index % parallel)")
            guard case .signedIn = result else { fatalError("sign-in refused: \(result)") }
        }
        printTable(
            title: "Sign-in at bcrypt cost \(cost), SQLite, \(parallel) in parallel, \(operations) sign-ins each",
            header: ["workload", "sign-ins / s", "per sign-in"],
            rows: [
                ["without limiter (lookup, bcrypt, session)", String(format: "%.2f", naive), formatDuration(nanoseconds: 1e9 / naive)],
                ["with the database limiter", String(format: "%.2f", ours), formatDuration(nanoseconds: 1e9 / ours)],
                ["limiter's cost", String(format: "%+.1f%%", (naive / ours - 1) * 100), ""],
            ])

        // 1,000 wrong passwords at once at one account, each from its own address.
        let before = memoryStatus("VmHWM")
        let started = ContinuousClock.now
        let outcomes = try await withThrowingTaskGroup(of: AccountService.SignInResult.self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    try await service.signIn(
                        username: "bench0@example.com", password: "Wrong-\(index)", address: "198.51.\(index / 256).\(index % 256)")
                }
            }
            return try await group.reduce(into: [AccountService.SignInResult]()) { $0.append($1) }
        }
        let elapsed = ContinuousClock.now - started
        let checked = outcomes.filter { $0 == .refused }.count
        printTable(
            title: "1,000 parallel wrong passwords at one account (bcrypt cost \(cost))",
            header: ["reached bcrypt", "refused before it", "time", "peak RSS before", "peak RSS after"],
            rows: [[
                "\(checked)", "\(outcomes.count - checked)", formatDuration(nanoseconds: nanoseconds(elapsed)),
                "\(before / 1024) MiB", "\(memoryStatus("VmHWM") / 1024) MiB",
            ]])
        try await store.database.close()
    }

    /// Operations per second, `operations` run with `parallel` at a time.
    static func throughput(_ operations: Int, _ operation: @escaping @Sendable (Int) async throws -> Void) async throws -> Double {
        let started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<parallel {
                group.addTask {
                    for index in stride(from: lane, to: operations, by: parallel) { try await operation(index) }
                }
            }
            try await group.waitForAll()
        }
        return Double(operations) / (nanoseconds(ContinuousClock.now - started) / 1e9)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}

/// Sends nothing: the benchmark signs in confirmed accounts only.
struct SilentSender: MessageSender {
    func send(_ message: AccountMessage) async throws {}
}
