import KeycraftAutoFill
import Testing

@Suite("Associated domains entitlement")
struct AssociatedDomainTests {
    @Test func parsesEveryPart() throws {
        let domain = try AssociatedDomain("applinks:*.Example.com:8443?mode=developer+managed")
        #expect(domain == AssociatedDomain(service: .applinks, host: "example.com", includesSubdomains: true, port: 8443, mode: .developerAndManaged))
        #expect(domain.description == "applinks:*.example.com:8443?mode=developer+managed")
        #expect(try AssociatedDomain("webcredentials:example.com") == AssociatedDomain(service: .webcredentials, host: "example.com"))
        #expect(try AssociatedDomain("appclips:xn--3e0b707e.kr").host == "xn--3e0b707e.kr")
        #expect(try AssociatedDomain("activitycontinuation:example.com?mode=managed").mode == .managed)
    }

    @Test func wildcardsCoverSubdomainsOnly() throws {
        let domain = try AssociatedDomain("applinks:*.example.com")
        #expect(domain.covers(host: "shop.EXAMPLE.com"))
        #expect(domain.covers(host: "a.b.example.com"))
        #expect(!domain.covers(host: "example.com"))
        #expect(!domain.covers(host: "badexample.com"))
        #expect(try AssociatedDomain("applinks:example.com").covers(host: "Example.com"))
    }

    @Test func modesWarnBeforeSubmission() throws {
        #expect(try AssociatedDomain("applinks:example.com").warnings.isEmpty)
        let warnings = try AssociatedDomain("applinks:example.com?mode=developer").warnings
        #expect(warnings == [.alternateMode(.developer, entry: "applinks:example.com?mode=developer")])
        #expect(warnings[0].description.contains("remove the mode before submitting to the App Store"))
    }

    @Test(arguments: [
        ("example.com", AssociatedDomainError.missingService("example.com")),
        ("links:example.com", .unknownService("links")),
        ("applinks:", .missingHost("applinks:")),
        ("applinks:한국.kr", .nonASCIIHost("한국.kr")),
        ("applinks:👩‍👩‍👧.com", .nonASCIIHost("👩‍👩‍👧.com")),
        ("applinks:shop.*.example.com", .misplacedWildcard("shop.*.example.com")),
        ("applinks:-bad.com", .invalidHost("-bad.com", reason: "a label starts or ends with '-'")),
        ("applinks:a..com", .invalidHost("a..com", reason: "a label is empty or longer than 63 characters")),
        ("applinks:a_b.com", .invalidHost("a_b.com", reason: "only letters, digits, '-' and '.' are allowed")),
        ("applinks:example.com:0", .invalidPort("0")),
        ("applinks:example.com:http", .invalidPort("http")),
        ("applinks:example.com?mode=production", .invalidMode("mode=production")),
        ("applinks:example.com?debug", .invalidMode("debug")),
    ])
    func rejectsMalformedEntries(entry: String, error: AssociatedDomainError) {
        #expect(throws: error) { try AssociatedDomain(entry) }
        #expect(!error.description.isEmpty)
    }
}

@Suite("Associated domains entitlement list")
struct AssociatedDomainsEntitlementTests {
    @Test func reportsEveryEntryByIndex() {
        let (entitlement, issues) = AssociatedDomainsEntitlement.validate([
            "applinks:example.com", "webcredentials:example.com?mode=developer", "applinks:EXAMPLE.com", "mail:example.com",
        ])
        #expect(entitlement == nil)
        #expect(issues.map(\.description) == [
            #"warning: entry 1: "webcredentials:example.com?mode=developer" uses ?mode=developer; remove the mode before submitting to the App Store"#,
            #"warning: entry 2: "applinks:example.com" repeats entry 0"#,
            "error: entry 3: unknown service \"mail\"; expected applinks, webcredentials, appclips, activitycontinuation",
        ])
        #expect(AssociatedDomainsEntitlement.validate([]).issues == [.empty])
    }

    @Test func findsTheEntriesForAHostExactBeforeWildcard() throws {
        let (entitlement, issues) = AssociatedDomainsEntitlement.validate(["applinks:*.example.com", "applinks:shop.example.com", "webcredentials:shop.example.com"])
        #expect(issues.isEmpty)
        let found = try #require(entitlement).domains(for: .applinks, host: "shop.example.com")
        #expect(found.map(\.description) == ["applinks:shop.example.com", "applinks:*.example.com"])
        #expect(try #require(entitlement).domains(for: .appclips, host: "shop.example.com").isEmpty)
    }
}
