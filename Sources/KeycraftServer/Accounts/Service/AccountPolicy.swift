/// The credential site's limits, in one place: how many guesses before delays, how often messages go
/// out, how long sessions last. Every count lives in the account database, so servers sharing it
/// share the limits. docs/server-security.md explains the choices.
public struct AccountPolicy: Sendable, Equatable {
    /// Wrong passwords (or codes) for one account from browsers it does not recognise, before delays.
    public var guessesPerAccount = 5
    /// Guesses from one address (an IPv6 /64 counts as one), right ones released, before delays.
    public var guessesPerAddress = 20
    /// The waits once the free guesses are spent: each further guess doubles the wait, the last repeats.
    public var guessDelays: [Duration] = [.seconds(30), .seconds(60), .seconds(120), .seconds(240), .seconds(480), .seconds(900)]
    /// A key with no guess for this long starts over.
    public var forgetGuessesAfter: Duration = .seconds(3600)

    /// One-time codes sent to one account per hour, and the least time between two.
    public var codesPerAccountPerHour = 5
    public var codeResendCooldown: Duration = .seconds(60)
    /// Sign-ups per hour from one address, and from everywhere.
    public var signUpsPerAddressPerHour = 10
    public var signUpsPerHour = 1000
    /// Notices to an existing account that someone tried to sign up with its name, per hour.
    public var noticesPerAccountPerHour = 1

    /// A session ends after this long unused, and after `sessionLifetime` whatever happens.
    public var sessionIdleLimit: Duration = .seconds(30 * 60)
    public var sessionLifetime: Duration = .seconds(12 * 3600)
    /// How long a browser that signed in is recognised as the owner's (not delayed by strangers).
    public var deviceLifetime: Duration = .seconds(30 * 86_400)
    /// Unconfirmed accounts are deleted after this long (claimable again once their code expired).
    public var unconfirmedLifetime: Duration = .seconds(86_400)
    /// How often expired sessions, codes, devices and counters are swept.
    public var sweepInterval: Duration = .seconds(300)
    /// The longest a username may be, in characters (an e-mail address's limit, RFC 5321).
    public static let maximumUsernameLength = 254

    public init() {}

    /// The hour the per-hour caps count over.
    static let hour: Duration = .seconds(3600)
}
