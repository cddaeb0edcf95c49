import Foundation

/// What a counter said to one attempt.
public enum CounterClaim: Equatable, Sendable {
    /// Counted; this is the key's `attempt`-th attempt since it was last quiet or cleared.
    case allowed(attempt: Int)
    /// Not counted, not to be tried before `until`.
    case refused(until: Date)
}

/// Counters in the account database, so every server on it shares them. Each claim is one atomic
/// statement (an upsert whose `RETURNING` answers), made *before* the work it guards: parallel
/// requests each see a different count, and no request slips between a check and its record.
extension AccountStore {
    /// The counter of one-time codes sent to an account.
    static func codeIssuesKey(accountID: String) -> String {
        "code:" + accountID
    }

    /// Counts a guess (a password or a code) for `key` unless it is waiting out a delay.
    ///
    /// The first `free - 1` attempts after a quiet spell pass; the `free`-th passes and starts a delay
    /// of `delays[0]`, the next one (after that delay) a delay of `delays[1]`, and so on, the last
    /// delay repeating: growing waits, never a wall. A key quiet for `forgetAfter` starts over.
    public func claimGuess(
        key: String, at now: Date, free: Int, delays: [Duration], forgetAfter: Duration
    ) async throws -> CounterClaim {
        let seconds = AccountTime.seconds(now)
        let forgetBefore = seconds - Int64(forgetAfter.components.seconds)
        let waits = delays.map { $0.components.seconds }
        let firstBlock: Int64 = free <= 1 ? seconds + (waits.first ?? 0) : 0
        // The new count, written out where the statement needs it (SET sees the old row).
        let count = "(CASE WHEN attempt_counters.last_at <= $3 THEN 1 ELSE attempt_counters.attempts + 1 END)"
        // The delay after the count's attempt: a CASE over the schedule, built from integers only.
        let delay = "CASE \(count) - $4 " + waits.dropLast().enumerated().map { "WHEN \($0.offset) THEN \($0.element) " }.joined()
            + "ELSE \(waits.last ?? 0) END"
        let rows = try await database.execute(SQLStatement(
            """
            INSERT INTO attempt_counters (key, attempts, window_start, last_at, blocked_until) VALUES ($1, 1, $2, $2, $5)
            ON CONFLICT (key) DO UPDATE SET
                attempts = \(count),
                blocked_until = CASE WHEN \(count) >= $4 THEN $2 + (\(delay)) ELSE 0 END,
                last_at = $2
            WHERE attempt_counters.blocked_until <= $2
            RETURNING attempts
            """,
            [.text(key), .integer(seconds), .integer(forgetBefore), .integer(Int64(free)), .integer(firstBlock)]))
        if let attempts = rows.first?["attempts"]?.integer { return .allowed(attempt: Int(attempts)) }
        return .refused(until: try await blockedUntil(key: key, at: now))
    }

    /// Takes back one attempt of `key` that turned out right (an address's sign-in succeeded): the
    /// address is charged for its failures only, and a delay its count no longer reaches is lifted.
    public func releaseGuess(key: String, free: Int) async throws {
        _ = try await database.execute(SQLStatement(
            """
            UPDATE attempt_counters SET attempts = attempts - 1,
                blocked_until = CASE WHEN attempts - 1 < $2 THEN 0 ELSE blocked_until END
            WHERE key = $1 AND attempts > 0
            """,
            [.text(key), .integer(Int64(free))]))
    }

    /// Forgets `key` (an account's count after its owner signed in).
    public func clearCounter(key: String) async throws {
        _ = try await database.execute(SQLStatement("DELETE FROM attempt_counters WHERE key = $1", [.text(key)]))
    }

    /// Counts one issue of something that costs (a message sent, an account created) under `key`,
    /// unless `cap` were issued already in the current `window` or the last was under `cooldown` ago.
    public func claimIssue(key: String, at now: Date, cap: Int, window: Duration, cooldown: Duration = .zero) async throws -> CounterClaim {
        let seconds = AccountTime.seconds(now)
        let windowSeconds = window.components.seconds
        if cap < 1 { return .refused(until: AccountTime.date(seconds + windowSeconds)) }
        let stale = "attempt_counters.window_start <= $3"
        let rows = try await database.execute(SQLStatement(
            """
            INSERT INTO attempt_counters (key, attempts, window_start, last_at, blocked_until) VALUES ($1, 1, $2, $2, 0)
            ON CONFLICT (key) DO UPDATE SET
                attempts = CASE WHEN \(stale) THEN 1 ELSE attempt_counters.attempts + 1 END,
                window_start = CASE WHEN \(stale) THEN $2 ELSE attempt_counters.window_start END,
                last_at = $2
            WHERE attempt_counters.last_at <= $4 AND (\(stale) OR attempt_counters.attempts < $5)
            RETURNING attempts
            """,
            [.text(key), .integer(seconds), .integer(seconds - windowSeconds), .integer(seconds - cooldown.components.seconds),
             .integer(Int64(cap))]))
        if let attempts = rows.first?["attempts"]?.integer { return .allowed(attempt: Int(attempts)) }
        let row = try await database.execute(SQLStatement(
            "SELECT attempts, window_start, last_at FROM attempt_counters WHERE key = $1", [.text(key)])).first
        let windowEnd = (row?["window_start"]?.integer ?? seconds) + windowSeconds
        let cooldownEnd = (row?["last_at"]?.integer ?? seconds) + cooldown.components.seconds
        let capped = (row?["attempts"]?.integer ?? 0) >= Int64(cap)
        return .refused(until: AccountTime.date(max(seconds + 1, capped ? max(windowEnd, cooldownEnd) : cooldownEnd)))
    }

    private func blockedUntil(key: String, at now: Date) async throws -> Date {
        let rows = try await database.execute(SQLStatement(
            "SELECT blocked_until FROM attempt_counters WHERE key = $1", [.text(key)]))
        // At least a second: the delay may have ended between the two statements.
        return AccountTime.date(max(AccountTime.seconds(now) + 1, rows.first?["blocked_until"]?.integer ?? 0))
    }
}
