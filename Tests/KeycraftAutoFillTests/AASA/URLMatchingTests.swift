import Foundation
import KeycraftAutoFill
import PropertyBased
import Testing

@Suite("Universal link URL matching")
struct URLMatchingTests {
    private let app = try! AppID(AASAFixtures.app)
    private let other = try! AppID(AASAFixtures.otherApp)

    private func matcher(_ components: [URLComponentPattern], variables: [SubstitutionVariable] = [],
                         defaults: URLMatchingOptions = .init(), detailDefaults: URLMatchingOptions? = nil) throws -> AppLinksMatcher {
        try AppLinksMatcher(AppLinks(defaults: defaults, substitutionVariables: variables,
                                     details: [AppLinksDetail(appIDs: [app], components: components, defaults: detailDefaults)]))
    }

    private func opens(_ matcher: AppLinksMatcher, _ url: String) -> Bool {
        !matcher.match(URL(string: url)!).appIDs.isEmpty
    }

    @Test func pathWildcards() throws {
        let m = try matcher([URLComponentPattern(path: "/buy/*"), URLComponentPattern(path: "/item/???")])
        #expect(opens(m, "https://example.com/buy/"))
        #expect(opens(m, "https://example.com/buy/shoes/42"))
        #expect(!opens(m, "https://example.com/buying"))
        #expect(opens(m, "https://example.com/item/abc"))
        #expect(!opens(m, "https://example.com/item/ab"))
        #expect(!opens(m, "https://example.com/item/abcd"))
    }

    @Test func questionStarMeansAtLeastOne() throws {
        let m = try matcher([URLComponentPattern(path: "/u/?*")])
        #expect(!opens(m, "https://example.com/u/"))
        #expect(opens(m, "https://example.com/u/x"))
    }

    @Test func queryAsAWholeString() throws {
        let m = try matcher([URLComponentPattern(path: "/search", query: .whole("q=*"))])
        #expect(opens(m, "https://example.com/search?q=shoes"))
        #expect(!opens(m, "https://example.com/search?page=2"))
        #expect(!opens(m, "https://example.com/search"))
    }

    @Test func queryItemsEveryInstanceMustMatchAndMissingIsEmpty() throws {
        let m = try matcher([URLComponentPattern(path: "/help/*", query: .items([QueryItemPattern(name: "articleNumber", value: "????")]))])
        #expect(opens(m, "https://example.com/help/a?articleNumber=1234&x=y"))
        #expect(!opens(m, "https://example.com/help/a?articleNumber=123"))
        #expect(!opens(m, "https://example.com/help/a?articleNumber=1234&articleNumber=12"))
        #expect(!opens(m, "https://example.com/help/a"))
        let optional = try matcher([URLComponentPattern(query: .items([QueryItemPattern(name: "ref", value: "*")]))])
        #expect(opens(optional, "https://example.com/any"))
        let empty = try matcher([URLComponentPattern(query: .items([QueryItemPattern(name: "flag", value: "")]))])
        #expect(opens(empty, "https://example.com/?flag"))
        #expect(!opens(empty, "https://example.com/?flag=1"))
    }

    @Test func fragment() throws {
        let m = try matcher([
            URLComponentPattern(fragment: "no_universal_links", exclude: true),
            URLComponentPattern(path: "*"),
        ])
        #expect(m.match(URL(string: "https://example.com/a#no_universal_links")!) == .excluded(detail: 0, rule: 0))
        #expect(m.match(URL(string: "https://example.com/a#top")!) == .opens(appIDs: [app], detail: 0, rule: 1))
    }

    @Test func excludeRefusesEvenIfALaterDetailWouldMatch() throws {
        let appLinks = AppLinks(details: [
            AppLinksDetail(appIDs: [app], components: [URLComponentPattern(path: "/help/website/*", exclude: true), URLComponentPattern(path: "/help/*")]),
            AppLinksDetail(appIDs: [other], components: [URLComponentPattern(path: "*")]),
        ])
        let m = try AppLinksMatcher(appLinks)
        #expect(m.match(URL(string: "https://example.com/help/website/faq")!) == .excluded(detail: 0, rule: 0))
        #expect(m.match(URL(string: "https://example.com/help/app")!) == .opens(appIDs: [app], detail: 0, rule: 1))
        #expect(m.match(URL(string: "https://example.com/shop")!) == .opens(appIDs: [other], detail: 1, rule: 0))
    }

    @Test func noMatch() throws {
        let m = try matcher([URLComponentPattern(path: "/only")])
        #expect(m.match(URL(string: "https://example.com/other")!) == .noMatch)
        #expect(m.match(URL(string: "https://example.com/other")!).appIDs.isEmpty)
    }

    @Test func caseSensitivityFromComponentDetailAndGlobalDefaults() throws {
        #expect(!opens(try matcher([URLComponentPattern(path: "/Buy")]), "https://example.com/buy"))
        #expect(opens(try matcher([URLComponentPattern(path: "/Buy", options: .init(caseSensitive: false))]), "https://example.com/bUY"))
        #expect(opens(try matcher([URLComponentPattern(path: "/Buy")], detailDefaults: .init(caseSensitive: false)), "https://example.com/buy"))
        #expect(opens(try matcher([URLComponentPattern(path: "/Buy")], defaults: .init(caseSensitive: false)), "https://example.com/buy"))
        #expect(!opens(try matcher([URLComponentPattern(path: "/Buy", options: .init(caseSensitive: true))], defaults: .init(caseSensitive: false)), "https://example.com/buy"))
        #expect(opens(try matcher([URLComponentPattern(fragment: "TOP", options: .init(caseSensitive: false))]), "https://example.com/#top"))
    }

    @Test func percentEncodedPatternsAreDecodedUnlessTurnedOff() throws {
        let encoded = try matcher([URLComponentPattern(path: "/%EC%95%88%EB%85%95")])
        #expect(opens(encoded, "https://example.com/%EC%95%88%EB%85%95"))
        let plain = try matcher([URLComponentPattern(path: "/안녕", options: .init(percentEncoded: false))])
        #expect(opens(plain, "https://example.com/%EC%95%88%EB%85%95"))
        let literalPercent = try matcher([URLComponentPattern(path: "/100%25", options: .init(percentEncoded: false))])
        #expect(opens(literalPercent, "https://example.com/100%2525"))
        #expect(!opens(literalPercent, "https://example.com/100%25"))
        let viaDefaults = try matcher([URLComponentPattern(path: "/%41")], defaults: .init(percentEncoded: false))
        #expect(!opens(viaDefaults, "https://example.com/A"))
        #expect(opens(try matcher([URLComponentPattern(path: "/%41")]), "https://example.com/A"))
    }

    @Test func encodedWildcardCharactersStayLiteral() throws {
        let m = try matcher([URLComponentPattern(path: "/what%3F")])
        #expect(opens(m, "https://example.com/what%3F"))
        #expect(!opens(m, "https://example.com/whatX"))
    }

    @Test func customSubstitutionVariablesWithWildcardsInValues() throws {
        let m = try matcher([URLComponentPattern(path: "/menu/$(food)/")], variables: [SubstitutionVariable(name: "food", values: ["pizza", "김밥", "sushi-?"])])
        #expect(opens(m, "https://example.com/menu/pizza/"))
        #expect(opens(m, "https://example.com/menu/%EA%B9%80%EB%B0%A5/"))
        #expect(opens(m, "https://example.com/menu/sushi-9/"))
        #expect(!opens(m, "https://example.com/menu/burger/"))
        #expect(throws: URLPatternError.undefinedVariable("drink", pattern: "/$(drink)")) {
            try matcher([URLComponentPattern(path: "/$(drink)")])
        }
    }

    @Test(arguments: [
        ("alpha", "q", "1"), ("upper", "Q", "q"), ("lower", "q", "Q"), ("alnum", "7", "-"),
        ("digit", "7", "x"), ("xdigit", "f", "g"), ("region", "KR", "ZZZ"), ("lang", "ko", "kor"),
    ])
    func predefinedVariables(name: String, matching: String, notMatching: String) throws {
        let pattern = try URLPattern("$(\(name))")
        #expect(pattern.matches(matching))
        #expect(!pattern.matches(notMatching))
    }

    @Test func localizedPathWithPredefinedVariables() throws {
        let m = try matcher([URLComponentPattern(path: "/$(lang)_$(region)/*")])
        #expect(opens(m, "https://example.com/ko_KR/menu"))
        #expect(opens(m, "https://example.com/en_US/"))
        #expect(!opens(m, "https://example.com/xx-KR/menu"))
    }

    @Test func wildcardsCountGraphemeClusters() throws {
        for text in ["한", "👩‍👩‍👧", "🇰🇷", "e\u{301}"] {
            #expect(try URLPattern("/?/").matches("/\(text)/"), "\(text)")
            #expect(!(try URLPattern("/??/").matches("/\(text)/")), "\(text)")
        }
        let m = try matcher([URLComponentPattern(path: "/가게/*/👩‍👩‍👧")], defaults: .init(percentEncoded: false))
        #expect(opens(m, "https://example.com/%EA%B0%80%EA%B2%8C/x/%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7"))
    }

    @Test func combiningMarksCompareAsCharacters() throws {
        #expect(try URLPattern("/caf\u{E9}", percentEncoded: false).matches("/cafe\u{301}"))
    }

    @Test func legacyPathsWithNot() throws {
        let m = try AppLinksMatcher(AppLinks(details: [
            AppLinksDetail(appIDs: [app], paths: ["NOT /videos/private/*", "/videos/*"]),
        ]))
        #expect(m.match(URL(string: "https://example.com/videos/private/1")!) == .excluded(detail: 0, rule: 0))
        #expect(m.match(URL(string: "https://example.com/videos/2020")!) == .opens(appIDs: [app], detail: 0, rule: 1))
        #expect(m.match(URL(string: "https://example.com/photos")!) == .noMatch)
    }

    @Test func componentsWinOverLegacyPaths() throws {
        let m = try AppLinksMatcher(AppLinks(details: [
            AppLinksDetail(appIDs: [app], components: [URLComponentPattern(path: "/new/*")], paths: ["*"]),
        ]))
        #expect(!opens(m, "https://example.com/old"))
        #expect(opens(m, "https://example.com/new/x"))
    }

    @Test func readFromAFile() throws {
        let document = try AASADocument(validating: Array(AASAFixtures.complete.utf8))
        let m = try AppLinksMatcher(try #require(document.appLinks))
        #expect(m.match(URL(string: "https://example.com/ko_KR/pizza/")!).appIDs.count == 2)
        #expect(m.match(URL(string: "https://example.com/ko_KR/%EA%B9%80%EB%B0%A5%EC%B9%98%EC%A6%88/")!).appIDs.count == 2)
        #expect(m.match(URL(string: "https://example.com/BUY/x")!).appIDs.count == 2)
        #expect(m.match(URL(string: "https://example.com/x#no_universal_links")!) == .excluded(detail: 0, rule: 0))
        #expect(m.match(URL(string: "https://example.com/videos/private/1")!) == .excluded(detail: 1, rule: 0))
        #expect(m.match(URL(string: "https://example.com/videos/1")!).appIDs.map(\.bundleID) == ["com.example.legacy"])
    }

    @Test func starMatchesEverythingAndLiteralsMatchThemselves() async {
        let characters = Gen.element(of: Array("ab/-한👩‍👩‍👧🇰🇷é")).array(of: 0...12)
        await propertyCheck(count: 200, input: characters) { chars in
            let chars = chars.compactMap { $0 }
            let text = String(chars)
            #expect((try? URLPattern("*"))?.matches(text) == true)
            #expect((try? URLPattern(text, percentEncoded: false))?.matches(text) == true)
            #expect((try? URLPattern(String(repeating: "?", count: chars.count)))?.matches(text) == true)
        }
    }

    @Test func pathologicalPatternsStayFast() throws {
        let pattern = try URLPattern(String(repeating: "*a", count: 30) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 200)))
    }
}

@Suite("Wildcard matching agrees with a reference")
struct WildcardReferenceTests {
    /// Straightforward recursive definition of `*` and `?`: slow, obviously right.
    private func reference(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" { return (0...text.count).contains { reference(pattern.dropFirst(), text.dropFirst($0)) } }
        guard let character = text.first, first == "?" || first == character else { return false }
        return reference(pattern.dropFirst(), text.dropFirst())
    }

    @Test func bothMatchersAgreeWithTheDefinition() async {
        let patternGen = Gen.element(of: Array("ab*?한")).array(of: 0...7)
        let textGen = Gen.element(of: Array("ab한👩‍👩‍👧")).array(of: 0...8)
        await propertyCheck(count: 400, input: patternGen, textGen) { patternCharacters, textCharacters in
            let pattern = String(patternCharacters.compactMap { $0 }), text = String(textCharacters.compactMap { $0 })
            let expected = reference(Array(pattern)[...], Array(text)[...])
            // The same pattern with an empty variable appended takes the variable-aware path.
            let plain = try? URLPattern(pattern, percentEncoded: false)
            let withVariable = try? URLPattern(pattern + "$(nothing)", variables: ["nothing": [""]], percentEncoded: false)
            #expect(plain?.matches(text) == expected, "\(pattern) ~ \(text)")
            #expect(withVariable?.matches(text) == expected, "\(pattern)$(nothing) ~ \(text)")
        }
    }
}
