import Foundation

/// What the credential site does with accounts, independent of HTTP: sign-up with a one-time code,
/// confirmation, sign-in, sessions, password changes. Passwords pass through here only on their way
/// to bcrypt; they are never stored, logged or returned.
///
/// Every guess (a password, a code) is counted in the database *before* it is checked, per address
/// and per account, and taken back when it was right (`AccountPolicy` has the numbers). The owner's
/// own browser (a device cookie it got by signing in) is counted apart from strangers, so strangers'
/// failures delay strangers only.
public struct AccountService: Sendable {
    public let store: AccountStore
    public let hasher: PasswordHasher
    public let sender: any MessageSender
    public let policy: AccountPolicy
    public let codes: OneTimeCodePolicy
    /// The domain the one-time code's origin-bound line names.
    public let domain: String
    public let appName: String
    /// The clock (a stepping one in tests).
    public let now: @Sendable () -> Date
    private let decoyHash: String
    /// How long one bcrypt hash takes here: the duplicate sign-up, which hashes nothing, waits as long.
    private let hashDuration: Duration

    public init(
        store: AccountStore, hasher: PasswordHasher = PasswordHasher(), sender: any MessageSender = ConsoleMessageSender(),
        policy: AccountPolicy = AccountPolicy(), codes: OneTimeCodePolicy = OneTimeCodePolicy(),
        domain: String = "localhost", appName: String = "Keycraft", now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.hasher = hasher
        self.sender = sender
        self.policy = policy
        self.codes = codes
        self.domain = domain
        self.appName = appName
        self.now = now
        var decoy = ""
        hashDuration = ContinuousClock().measure { decoy = hasher.decoyHash() }
        decoyHash = decoy
    }

    public var sessionLifetime: Duration { policy.sessionLifetime }

    // MARK: Sign-up and confirmation

    public enum SignUpResult: Equatable, Sendable {
        /// The answer whether or not the name was free: a code went to a new account, or a notice to
        /// the existing one's owner. `ticket` is the browser's way to the code page (a dead one when
        /// no code was sent), so the two cases look the same from outside.
        case pending(ticket: String)
        /// Too many sign-ups from this address or from everywhere.
        case rateLimited(retryAfter: Duration)
    }

    public func signUp(username: String, password: String, address: String) async throws -> SignUpResult {
        let start = now()
        for (key, cap) in [("signup-address:" + address, policy.signUpsPerAddressPerHour), ("signup-all", policy.signUpsPerHour)] {
            if case .refused(let until) = try await store.claimIssue(key: key, at: start, cap: cap, window: AccountPolicy.hour) {
                return .rateLimited(retryAfter: wait(until, start))
            }
        }
        let ticket = SecureToken.make()
        // A confirmed account is found before any hashing: no CPU spent on a name that is taken, and
        // the answer waits as long as a hash would have taken, so timing does not tell either.
        if let existing = try await store.account(username: username), existing.isConfirmed {
            try await notifyOwner(of: existing)
            try await Task.sleep(for: hashDuration)
            return .pending(ticket: ticket)
        }
        let hash = try await hasher.hash(password)
        let date = now()
        let claimable = date.addingTimeInterval(-Double(codes.lifetime.components.seconds))
        guard let account = try await store.createAccount(
            username: username, passwordHash: hash, at: date, unconfirmedClaimableBefore: claimable)
        else {
            if let existing = try await store.account(username: username) { try await notifyOwner(of: existing) }
            return .pending(ticket: ticket)
        }
        try await sendCode(to: account, ticket: ticket)
        return .pending(ticket: ticket)
    }

    /// Sends a new code reachable through `ticket`, retiring any earlier one, unless the account was
    /// sent one under `codeResendCooldown` ago or `codesPerAccountPerHour` this hour: then the live
    /// code (if any) moves to `ticket` instead. Returns whether a message was sent.
    @discardableResult
    func sendCode(to account: StoredAccount, ticket: String) async throws -> Bool {
        let date = now()
        let claim = try await store.claimIssue(
            key: AccountStore.codeIssuesKey(accountID: account.id), at: date, cap: policy.codesPerAccountPerHour, window: AccountPolicy.hour,
            cooldown: policy.codeResendCooldown)
        guard case .allowed = claim else {
            try await store.moveOneTimeCode(accountID: account.id, toTicket: SecureToken.digest(ticket), at: date)
            return false
        }
        let code = OneTimeCodePolicy.makeCode()
        let salt = SecureToken.make()
        try await store.replaceOneTimeCode(
            StoredOneTimeCode(
                id: UUID().uuidString.lowercased(), accountID: account.id,
                codeHash: OneTimeCodePolicy.hash(code, salt: salt), salt: salt,
                expiresAt: date.addingTimeInterval(Double(codes.lifetime.components.seconds)), failedAttempts: 0),
            ticketHash: SecureToken.digest(ticket), at: date)
        try await sender.send(.oneTimeCode(OneTimeCodeMessage(recipient: account.username, code: code, domain: domain, appName: appName)))
        return true
    }

    private func notifyOwner(of account: StoredAccount) async throws {
        let claim = try await store.claimIssue(
            key: "notice:" + account.id, at: now(), cap: policy.noticesPerAccountPerHour, window: AccountPolicy.hour)
        guard case .allowed = claim else { return }
        try await sender.send(.existingAccount(recipient: account.username, appName: appName, domain: domain))
    }

    public enum ConfirmationResult: Equatable, Sendable {
        /// The account is confirmed and signed in: a session, and this browser is now recognised.
        case confirmed(StoredAccount, session: String, device: String)
        /// Wrong code, or no live code for this browser (expired, guessed too often, never sent).
        case refused
        case rateLimited(retryAfter: Duration)
    }

    /// Checks `code` against the live code of the browser's `ticket`; the guess is counted (on the
    /// code, and on the address) before it is compared.
    public func confirm(ticket: String?, code: String, address: String) async throws -> ConfirmationResult {
        let addressKey = "address:" + address
        if let wait = try await claimGuess(addressKey, free: policy.guessesPerAddress) { return .rateLimited(retryAfter: wait) }
        let date = now()
        guard let ticket, SecureToken.isWellFormed(ticket),
              let stored = try await store.claimOneTimeCodeAttempt(
                  ticketHash: SecureToken.digest(ticket), at: date, maximumAttempts: codes.maximumFailedAttempts),
              OneTimeCodePolicy.matches(code, stored),
              try await store.useOneTimeCode(id: stored.id, at: date)
        else { return .refused }
        try await store.confirm(accountID: stored.accountID, at: date)
        try await store.releaseGuess(key: addressKey, free: policy.guessesPerAddress)
        guard let account = try await store.account(id: stored.accountID) else { return .refused }
        return .confirmed(account, session: try await startSession(for: account), device: try await rememberDevice(account))
    }

    // MARK: Sign-in

    public enum SignInResult: Equatable, Sendable {
        /// Right password; `session` is the new session's token, `device` the browser's new device token.
        case signedIn(StoredAccount, session: String, device: String)
        /// Right password for an account not confirmed yet: a code was sent (or moved) to `ticket`.
        case needsConfirmation(ticket: String)
        /// Unknown username or wrong password (the same answer for both).
        case refused
        /// Too many recent failures for this account or from this address.
        case rateLimited(retryAfter: Duration)
    }

    /// `address` is the client's limiter key; `device` the browser's device token, if it has one;
    /// `previousSession` the browser's current session, which a successful sign-in replaces.
    public func signIn(
        username: String, password: String, address: String, device: String? = nil, previousSession: String? = nil
    ) async throws -> SignInResult {
        guard username.count <= AccountPolicy.maximumUsernameLength else { return .refused }
        let account = try await store.account(username: username)
        let accountKey = try await guessKey(for: username, account: account, device: device)
        let addressKey = "address:" + address
        if let wait = try await claimGuesses(address: addressKey, account: accountKey) { return .rateLimited(retryAfter: wait) }
        // An unknown account still costs one bcrypt check, so it takes as long to refuse.
        let matches = try await hasher.verify(password, hash: account?.passwordHash ?? decoyHash)
        guard let account, matches else { return .refused }
        // The right password clears the account's counts, the strangers' one included.
        try await store.clearCounter(key: accountKey)
        if accountKey != Self.strangersKey(username) { try await store.clearCounter(key: Self.strangersKey(username)) }
        try await store.releaseGuess(key: addressKey, free: policy.guessesPerAddress)
        if !account.isConfirmed {
            let ticket = SecureToken.make()
            try await sendCode(to: account, ticket: ticket)
            return .needsConfirmation(ticket: ticket)
        }
        if let previousSession, SecureToken.isWellFormed(previousSession) {
            try await store.deleteSession(tokenHash: SecureToken.digest(previousSession))
        }
        return .signedIn(account, session: try await startSession(for: account), device: try await rememberDevice(account))
    }

    /// The account's own counter for a browser it recognises; the shared one for everybody else.
    private func guessKey(for username: String, account: StoredAccount?, device: String?) async throws -> String {
        if let account, let device, SecureToken.isWellFormed(device),
           try await store.deviceAccountID(tokenHash: SecureToken.digest(device), at: now()) == account.id {
            return "device:" + SecureToken.digest(device)
        }
        return Self.strangersKey(username)
    }

    private static func strangersKey(_ username: String) -> String {
        "account:" + AccountStore.key(username)
    }

    /// Counts a guess on the address's and the account's counters; the wait when either says not now.
    /// A guess one counter refuses is taken back from the other: a refused request costs nothing.
    private func claimGuesses(address: String, account: String) async throws -> Duration? {
        if let wait = try await claimGuess(address, free: policy.guessesPerAddress) { return wait }
        guard let wait = try await claimGuess(account, free: policy.guessesPerAccount) else { return nil }
        try await store.releaseGuess(key: address, free: policy.guessesPerAddress)
        return wait
    }

    /// Counts a guess; the wait when it may not be made now.
    private func claimGuess(_ key: String, free: Int) async throws -> Duration? {
        let date = now()
        let claim = try await store.claimGuess(
            key: key, at: date, free: free, delays: policy.guessDelays, forgetAfter: policy.forgetGuessesAfter)
        guard case .refused(let until) = claim else { return nil }
        return wait(until, date)
    }

    private func wait(_ until: Date, _ date: Date) -> Duration {
        .seconds(max(1, Int(until.timeIntervalSince(date).rounded(.up))))
    }

    // MARK: Sessions

    /// The signed-in account of a session token, marking the session used; nil for a missing,
    /// unknown, idle or expired session.
    public func account(session token: String?) async throws -> StoredAccount? {
        guard let token, SecureToken.isWellFormed(token),
              let id = try await store.touchSession(tokenHash: SecureToken.digest(token), at: now(), idleLimit: policy.sessionIdleLimit)
        else { return nil }
        return try await store.account(id: id)
    }

    public func signOut(session token: String) async throws {
        try await store.deleteSession(tokenHash: SecureToken.digest(token))
    }

    /// Deletes expired sessions, codes, devices, quiet counters and old unconfirmed accounts.
    @discardableResult
    public func sweep() async throws -> Int {
        try await store.sweep(
            at: now(), sessionIdleLimit: policy.sessionIdleLimit, counterHorizon: policy.forgetGuessesAfter + AccountPolicy.hour,
            unconfirmedLifetime: policy.unconfirmedLifetime)
    }

    /// Sweeps every `policy.sweepInterval` until the task is cancelled; a failed sweep (the database
    /// away for a moment) is tried again at the next interval.
    public func sweepPeriodically() async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: policy.sweepInterval)
            } catch {
                return
            }
            _ = try? await sweep()
        }
    }

    private func startSession(for account: StoredAccount) async throws -> String {
        let token = SecureToken.make()
        let date = now()
        try await store.createSession(
            tokenHash: SecureToken.digest(token), accountID: account.id, at: date,
            expiresAt: date.addingTimeInterval(Double(policy.sessionLifetime.components.seconds)))
        return token
    }

    private func rememberDevice(_ account: StoredAccount) async throws -> String {
        let token = SecureToken.make()
        try await store.rememberDevice(
            tokenHash: SecureToken.digest(token), accountID: account.id,
            expiresAt: now().addingTimeInterval(Double(policy.deviceLifetime.components.seconds)))
        return token
    }

    // MARK: Changing the password

    public enum PasswordChangeResult: Equatable, Sendable {
        case changed
        case wrongCurrentPassword
        case rateLimited(retryAfter: Duration)
    }

    /// Checks the current password (counted before the check, on the signed-in account's own counter
    /// and the address's), stores the new one's hash and ends the account's other sessions.
    public func changePassword(
        _ account: StoredAccount, current: String, new: String, session token: String, address: String
    ) async throws -> PasswordChangeResult {
        let accountKey = "password:" + account.id
        let addressKey = "address:" + address
        if let wait = try await claimGuesses(address: addressKey, account: accountKey) { return .rateLimited(retryAfter: wait) }
        guard try await hasher.verify(current, hash: account.passwordHash) else { return .wrongCurrentPassword }
        try await store.clearCounter(key: accountKey)
        try await store.releaseGuess(key: addressKey, free: policy.guessesPerAddress)
        try await store.setPasswordHash(try await hasher.hash(new), accountID: account.id)
        try await store.deleteSessions(accountID: account.id, keeping: SecureToken.digest(token))
        return .changed
    }
}
