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

/// Where one-time codes go: the console by default; an SMS or e-mail gateway in a deployment; a
/// recorder in tests.
public protocol MessageSender: Sendable {
    func send(_ message: OneTimeCodeMessage) async throws
}

/// Prints each message to standard output, framed so it reads like the text message it stands for.
/// The only secret it ever prints is the code itself, to the person running the server.
public struct ConsoleMessageSender: MessageSender {
    public init() {}

    public func send(_ message: OneTimeCodeMessage) async throws {
        let framed = "--- message to \(message.recipient) ---\n\(message.text)\n---\n"
        FileHandle.standardOutput.write(Data(framed.utf8))
    }
}
