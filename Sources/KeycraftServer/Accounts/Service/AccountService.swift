import Foundation

/// What the credential site does with accounts, independent of HTTP: sign-up with a one-time code,
/// confirmation, sign-in with rate limiting, sessions, password changes. Passwords pass through here
/// only on their way to bcrypt; they are never stored, logged or returned.
public struct AccountService: Sendable {
    public let store: AccountStore
    public let hasher: PasswordHasher
    public let sender: any MessageSender
    public let limiter: SignInRateLimiter
    public let codes: OneTimeCodePolicy
    /// The domain the one-time code's origin-bound line names.
    public let domain: String
    public let appName: String
    /// How long a session lasts after sign-in.
    public let sessionLifetime: Duration
    /// The clock (a fixed or stepping one in tests).
    public let now: @Sendable () -> Date
    private let decoyHash: String

    public init(
        store: AccountStore, hasher: PasswordHasher = PasswordHasher(), sender: any MessageSender = ConsoleMessageSender(),
        limiter: SignInRateLimiter = SignInRateLimiter(), codes: OneTimeCodePolicy = OneTimeCodePolicy(),
        domain: String = "localhost", appName: String = "Keycraft", sessionLifetime: Duration = .seconds(86_400),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.hasher = hasher
        self.sender = sender
        self.limiter = limiter
        self.codes = codes
        self.domain = domain
        self.appName = appName
        self.sessionLifetime = sessionLifetime
        self.now = now
        decoyHash = hasher.decoyHash()
    }

    // MARK: Sign-up and confirmation

    public enum SignUpResult: Equatable, Sendable {
        /// Created, unconfirmed; a code was sent; `session` is the new session's token.
        case created(StoredAccount, session: String)
        /// The username is taken (compared case-insensitively).
        case duplicate
    }

    public func signUp(username: String, password: String) async throws -> SignUpResult {
        let hash = try await hasher.hash(password)
        guard let account = try await store.createAccount(username: username, passwordHash: hash, at: now()) else {
            return .duplicate
        }
        try await sendCode(to: account)
        return .created(account, session: try await startSession(for: account))
    }

    /// Sends a new code, retiring any earlier one.
    public func sendCode(to account: StoredAccount) async throws {
        let code = OneTimeCodePolicy.makeCode()
        let salt = SecureToken.make()
        let date = now()
        try await store.replaceOneTimeCode(
            StoredOneTimeCode(
                id: UUID().uuidString.lowercased(), accountID: account.id,
                codeHash: OneTimeCodePolicy.hash(code, salt: salt), salt: salt,
                expiresAt: date.addingTimeInterval(Double(codes.lifetime.components.seconds)), failedAttempts: 0),
            at: date)
        try await sender.send(OneTimeCodeMessage(recipient: account.username, code: code, domain: domain, appName: appName))
    }

    public enum ConfirmationResult: Equatable, Sendable {
        case confirmed
        case alreadyConfirmed
        /// Wrong code; this many guesses are left.
        case wrongCode(attemptsLeft: Int)
        /// No live code: expired, used up by wrong guesses, or never sent. Sign in again for a new one.
        case noLiveCode
    }

    public func confirm(_ account: StoredAccount, code: String) async throws -> ConfirmationResult {
        if account.isConfirmed { return .alreadyConfirmed }
        let date = now()
        guard let stored = try await store.pendingOneTimeCode(accountID: account.id),
              stored.expiresAt > date, stored.failedAttempts < codes.maximumFailedAttempts
        else { return .noLiveCode }
        guard OneTimeCodePolicy.matches(code, stored) else {
            let failed = try await store.recordFailedOneTimeCodeAttempt(id: stored.id)
            let left = max(0, codes.maximumFailedAttempts - failed)
            return left == 0 ? .noLiveCode : .wrongCode(attemptsLeft: left)
        }
        guard try await store.useOneTimeCode(id: stored.id, at: date) else { return .noLiveCode }
        try await store.confirm(accountID: account.id, at: date)
        return .confirmed
    }

    // MARK: Sign-in

    public enum SignInResult: Equatable, Sendable {
        /// Right password; `session` is the new session's token. An unconfirmed account was sent a new code.
        case signedIn(StoredAccount, session: String)
        /// Unknown username or wrong password (the same answer for both).
        case refused
        /// Too many recent failures for this account or from this address.
        case rateLimited(retryAfter: Duration)
    }

    /// `address` is the client's address, the second key failures are counted by.
    public func signIn(username: String, password: String, address: String) async throws -> SignInResult {
        let key = AccountStore.key(username)
        if let wait = await limiter.retryAfter(account: key, address: address, now: now()) {
            return .rateLimited(retryAfter: wait)
        }
        let account = try await store.account(username: username)
        // An unknown account still costs one bcrypt check, so it takes as long to refuse.
        let matches = try await hasher.verify(password, hash: account?.passwordHash ?? decoyHash)
        guard let account, matches else {
            await limiter.recordFailure(account: key, address: address, now: now())
            return .refused
        }
        await limiter.recordSuccess(account: key)
        if !account.isConfirmed { try await sendCode(to: account) }
        return .signedIn(account, session: try await startSession(for: account))
    }

    // MARK: Sessions

    /// The signed-in account of a session token; nil for a missing, unknown or expired session.
    public func account(session token: String?) async throws -> StoredAccount? {
        guard let token, SecureToken.isWellFormed(token),
              let id = try await store.sessionAccountID(tokenHash: SecureToken.digest(token), at: now())
        else { return nil }
        return try await store.account(id: id)
    }

    public func signOut(session token: String) async throws {
        try await store.deleteSession(tokenHash: SecureToken.digest(token))
    }

    private func startSession(for account: StoredAccount) async throws -> String {
        let token = SecureToken.make()
        let date = now()
        try await store.createSession(
            tokenHash: SecureToken.digest(token), accountID: account.id, at: date,
            expiresAt: date.addingTimeInterval(Double(sessionLifetime.components.seconds)))
        return token
    }

    // MARK: Changing the password

    public enum PasswordChangeResult: Equatable, Sendable {
        case changed
        case wrongCurrentPassword
        case rateLimited(retryAfter: Duration)
    }

    /// Checks the current password (a wrong one counts as a failed sign-in), stores the new one's hash
    /// and ends the account's other sessions.
    public func changePassword(
        _ account: StoredAccount, current: String, new: String, session token: String, address: String
    ) async throws -> PasswordChangeResult {
        let key = AccountStore.key(account.username)
        if let wait = await limiter.retryAfter(account: key, address: address, now: now()) {
            return .rateLimited(retryAfter: wait)
        }
        guard try await hasher.verify(current, hash: account.passwordHash) else {
            await limiter.recordFailure(account: key, address: address, now: now())
            return .wrongCurrentPassword
        }
        try await store.setPasswordHash(try await hasher.hash(new), accountID: account.id)
        try await store.deleteSessions(accountID: account.id, keeping: SecureToken.digest(token))
        return .changed
    }
}
