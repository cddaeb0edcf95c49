import Foundation

/// Failed sign-ins counted per account and per client address over a sliding window. Once either
/// count reaches its limit, sign-ins for that account (or from that address) are refused with 429
/// until the oldest failure in the window ages out: right password or not, and before any bcrypt
/// work is spent. A successful sign-in clears the account's count, not the address's.
///
/// Kept in memory: a restart forgets the counts (a deployment with several servers behind one
/// address would put them in a shared store; one process is what `keycraft serve` runs).
public actor SignInRateLimiter {
    public struct Limits: Sendable, Equatable {
        public var failuresPerAccount: Int
        public var failuresPerAddress: Int
        public var window: Duration

        public init(failuresPerAccount: Int = 5, failuresPerAddress: Int = 20, window: Duration = .seconds(900)) {
            self.failuresPerAccount = failuresPerAccount
            self.failuresPerAddress = failuresPerAddress
            self.window = window
        }
    }

    public let limits: Limits
    private var failuresByAccount: [String: [Date]] = [:]
    private var failuresByAddress: [String: [Date]] = [:]

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// How long until a sign-in for `account` from `address` may be tried again; nil when it may now.
    public func retryAfter(account: String, address: String, now: Date) -> Duration? {
        let waits = [
            wait(&failuresByAccount, account, limit: limits.failuresPerAccount, now: now),
            wait(&failuresByAddress, address, limit: limits.failuresPerAddress, now: now),
        ].compactMap { $0 }
        return waits.max()
    }

    public func recordFailure(account: String, address: String, now: Date) {
        failuresByAccount[account, default: []].append(now)
        failuresByAddress[address, default: []].append(now)
        // Many names tried once each: drop what has aged out, so memory stays bounded by the window.
        if failuresByAccount.count + failuresByAddress.count > Self.sweepThreshold { sweep(now: now) }
    }

    static let sweepThreshold = 10_000

    /// Keys with a failure still inside the window (for tests of the sweep).
    var trackedKeyCount: Int { failuresByAccount.count + failuresByAddress.count }

    private func sweep(now: Date) {
        let windowSeconds = Double(limits.window.components.seconds)
        failuresByAccount = failuresByAccount.filter { now.timeIntervalSince($0.value.last ?? .distantPast) < windowSeconds }
        failuresByAddress = failuresByAddress.filter { now.timeIntervalSince($0.value.last ?? .distantPast) < windowSeconds }
    }

    public func recordSuccess(account: String) {
        failuresByAccount[account] = nil
    }

    /// Drops failures older than the window; when `limit` remain, the time until the oldest expires.
    private func wait(_ failures: inout [String: [Date]], _ key: String, limit: Int, now: Date) -> Duration? {
        let windowSeconds = Double(limits.window.components.seconds)
        let recent = (failures[key] ?? []).filter { now.timeIntervalSince($0) < windowSeconds }
        failures[key] = recent.isEmpty ? nil : recent
        guard recent.count >= limit, let oldest = recent.first else { return nil }
        return .seconds(max(1, Int((oldest.timeIntervalSince(now) + windowSeconds).rounded(.up))))
    }
}
