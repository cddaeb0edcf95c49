import Foundation

/// A one-time code on its way to a person: the text message iOS reads, with the origin-bound last
/// line (`@example.com #123456`, WebKit's "origin-bound one-time codes" format) that lets Safari's
/// AutoFill offer the code only on that site.
public struct OneTimeCodeMessage: Equatable, Sendable {
    /// Who it is for: the account's username (an e-mail address on the standard pages).
    public var recipient: String
    public var code: String
    /// The site's domain, without scheme or port.
    public var domain: String
    public var appName: String

    public init(recipient: String, code: String, domain: String, appName: String) {
        self.recipient = recipient
        self.code = code
        self.domain = domain
        self.appName = appName
    }

    /// `Your Keycraft code is 123456.` then a blank line and `@localhost #123456`.
    public var text: String {
        "Your \(appName) code is \(code).\n\n@\(domain) #\(code)"
    }
}

/// What the site sends: a code, or a notice to an account's owner that someone tried to sign up with
/// their name (the sign-up page answers the same either way, so only the owner learns of it).
public enum AccountMessage: Equatable, Sendable {
    case oneTimeCode(OneTimeCodeMessage)
    case existingAccount(recipient: String, appName: String, domain: String)

    public var recipient: String {
        switch self {
        case .oneTimeCode(let message): message.recipient
        case .existingAccount(let recipient, _, _): recipient
        }
    }

    public var text: String {
        switch self {
        case .oneTimeCode(let message):
            message.text
        case .existingAccount(_, let appName, let domain):
            "Someone tried to create a \(appName) account with your address on \(domain). You already have one: "
                + "sign in, or reset your password if you forgot it. If it wasn't you, you can ignore this message."
        }
    }

    /// The code, for a code message.
    public var code: String? {
        if case .oneTimeCode(let message) = self { message.code } else { nil }
    }
}

/// Where messages go: the console by default; an SMS or e-mail gateway in a deployment; a recorder
/// in tests.
public protocol MessageSender: Sendable {
    func send(_ message: AccountMessage) async throws
}

/// Prints each message to standard output, framed so it reads like the text message it stands for,
/// and says in every frame that it is for development: nothing reaches the person it is addressed to.
public struct ConsoleMessageSender: MessageSender {
    /// The warning `keycraft serve` prints at start when codes go to the console.
    public static let developmentNotice =
        "one-time codes are printed here, not sent: the console message sender is for development only"

    public init() {}

    public func send(_ message: AccountMessage) async throws {
        let framed = "--- message to \(message.recipient) (development: not sent) ---\n\(message.text)\n---\n"
        FileHandle.standardOutput.write(Data(framed.utf8))
    }
}
