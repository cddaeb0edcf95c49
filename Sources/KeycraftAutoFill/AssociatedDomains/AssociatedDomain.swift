/// One entry of the `com.apple.developer.associated-domains` entitlement:
/// `<service>:<host>[:<port>][?mode=<mode>]`, for example `applinks:*.example.com?mode=developer`.
///
/// ```swift
/// let entry = try AssociatedDomain("webcredentials:*.example.com")
/// entry.covers(host: "login.example.com")    // true
/// ```
public struct AssociatedDomain: Hashable, Sendable, CustomStringConvertible {
    /// What the domain serves the app for.
    public var service: AssociatedDomainService
    /// The host, lower-cased, without the `*.` of a wildcard entry.
    public var host: String
    /// `*.example.com`: every subdomain of `host`, but not `host` itself.
    public var includesSubdomains: Bool
    /// A port, for a development server.
    public var port: Int?
    /// Where the system fetches the file from, when not Apple's CDN.
    public var mode: AssociatedDomainMode?

    /// An entry, as ``description`` writes it out.
    public init(
        service: AssociatedDomainService, host: String, includesSubdomains: Bool = false, port: Int? = nil,
        mode: AssociatedDomainMode? = nil
    ) {
        self.service = service
        self.host = host
        self.includesSubdomains = includesSubdomains
        self.port = port
        self.mode = mode
    }

    /// Parses an entitlement entry.
    public init(_ entry: String) throws(AssociatedDomainError) {
        guard let colon = entry.firstIndex(of: ":") else { throw .missingService(entry) }
        let serviceName = String(entry[..<colon])
        guard let service = AssociatedDomainService(rawValue: serviceName) else {
            throw .unknownService(serviceName)
        }
        var rest = entry[entry.index(after: colon)...]
        var mode: AssociatedDomainMode?
        if let question = rest.firstIndex(of: "?") {
            let query = String(rest[rest.index(after: question)...])
            guard query.hasPrefix("mode="), let parsed = AssociatedDomainMode(rawValue: String(query.dropFirst(5))) else {
                throw .invalidMode(query)
            }
            mode = parsed
            rest = rest[..<question]
        }
        var port: Int?
        if let portColon = rest.lastIndex(of: ":") {
            let digits = String(rest[rest.index(after: portColon)...])
            guard let number = Int(digits), (1...65535).contains(number), digits.allSatisfy(\.isASCII) else {
                throw .invalidPort(digits)
            }
            port = number
            rest = rest[..<portColon]
        }
        var host = String(rest)
        let wildcard = host.hasPrefix("*.")
        if wildcard { host.removeFirst(2) }
        try Self.checkHost(host, entry: entry)
        self.init(service: service, host: host.lowercased(), includesSubdomains: wildcard, port: port, mode: mode)
    }

    /// DNS rules: ASCII (internationalized names must be written in Punycode), labels of 1–63 letters,
    /// digits and hyphens not starting or ending with a hyphen, 253 characters at most.
    private static func checkHost(_ host: String, entry: String) throws(AssociatedDomainError) {
        guard !host.isEmpty else { throw .missingHost(entry) }
        guard host.unicodeScalars.allSatisfy(\.isASCII) else { throw .nonASCIIHost(host) }
        if host.contains("*") { throw .misplacedWildcard(host) }
        guard host.count <= 253 else { throw .invalidHost(host, reason: "longer than 253 characters") }
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.count <= 63 else {
                throw .invalidHost(host, reason: "a label is empty or longer than 63 characters")
            }
            guard label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw .invalidHost(host, reason: "only letters, digits, '-' and '.' are allowed")
            }
            guard label.first != "-", label.last != "-" else {
                throw .invalidHost(host, reason: "a label starts or ends with '-'")
            }
        }
    }

    /// The entry as the entitlement writes it.
    public var description: String {
        var text = "\(service.rawValue):\(includesSubdomains ? "*." : "")\(host)"
        if let port { text += ":\(port)" }
        if let mode { text += "?mode=\(mode.rawValue)" }
        return text
    }

    /// Whether this entry associates `candidate` (a host name, compared case-insensitively).
    public func covers(host candidate: String) -> Bool {
        let candidate = candidate.lowercased()
        return includesSubdomains ? candidate.hasSuffix("." + host) : candidate == host
    }

    /// Things that work now but will bite later.
    public var warnings: [AssociatedDomainWarning] {
        mode.map { [.alternateMode($0, entry: description)] } ?? []
    }
}

/// The services an associated domain can serve.
public enum AssociatedDomainService: String, CaseIterable, Sendable {
    /// Universal links.
    case applinks
    /// Shared web credentials, for Password AutoFill.
    case webcredentials
    /// App Clips.
    case appclips
    /// Handoff.
    case activitycontinuation
}

/// An alternate mode: where the system fetches the AASA file from instead of Apple's CDN.
public enum AssociatedDomainMode: String, CaseIterable, Sendable {
    /// Straight from the server, on devices with developer mode on.
    case developer
    /// Straight from the server, on managed (MDM) devices.
    case managed
    /// Straight from the server, on devices that are in developer mode or managed.
    case developerAndManaged = "developer+managed"
}

/// A problem that doesn't stop the entry working now.
public enum AssociatedDomainWarning: Equatable, Sendable, CustomStringConvertible {
    /// The entry asks for an alternate mode (developer or managed), which App Store builds must not.
    case alternateMode(AssociatedDomainMode, entry: String)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .alternateMode(let mode, let entry):
            "\"\(entry)\" uses ?mode=\(mode.rawValue); remove the mode before submitting to the App Store"
        }
    }
}

/// Why an entitlement entry can't be parsed.
public enum AssociatedDomainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry has no `service:` before the domain.
    case missingService(String)
    /// The service is not one Apple defines (`applinks`, `webcredentials`, `activitycontinuation`, …).
    case unknownService(String)
    /// Nothing follows `service:`.
    case missingHost(String)
    /// The host has non-ASCII letters; Apple expects it in Punycode (`xn--…`).
    case nonASCIIHost(String)
    /// A `*` other than one leading `*.` label.
    case misplacedWildcard(String)
    /// The host is not a valid domain name, and why.
    case invalidHost(String, reason: String)
    /// The `:port` is not a number from 1 to 65535.
    case invalidPort(String)
    /// `?mode=` names a mode other than developer, managed or developer+managed.
    case invalidMode(String)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .missingService(let entry):
            "\"\(entry)\" has no service; write <service>:<domain>, e.g. applinks:example.com"
        case .unknownService(let service):
            "unknown service \"\(service)\"; expected \(AssociatedDomainService.allCases.map(\.rawValue).joined(separator: ", "))"
        case .missingHost(let entry): "\"\(entry)\" has no domain after the service"
        case .nonASCIIHost(let host): "domain \"\(host)\" isn't ASCII; write internationalized names in Punycode (xn--…)"
        case .misplacedWildcard(let host): "domain \"\(host)\": '*' is only allowed as a leading \"*.\""
        case .invalidHost(let host, let reason): "domain \"\(host)\" is invalid: \(reason)"
        case .invalidPort(let port): "port \"\(port)\" must be a number from 1 to 65535"
        case .invalidMode(let query):
            "\"?\(query)\" isn't a mode; expected ?mode=developer, ?mode=managed or ?mode=developer+managed"
        }
    }
}
