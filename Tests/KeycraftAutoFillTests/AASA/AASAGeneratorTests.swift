import Foundation
import KeycraftAutoFill
import PropertyBased
import Testing

@Suite("AASA generator")
struct AASAGeneratorTests {
    @Test func generatesEveryServiceAsStablePrettyJSON() throws {
        let ids = [try AppID("ABCDE12345.com.example.app")]
        let generator = AASAGenerator(
            appIDs: ids, services: [.applinks, .webcredentials],
            components: [URLComponentPattern(path: "/private/*", exclude: true), URLComponentPattern(path: "/*", query: .items([QueryItemPattern(name: "id", value: "?*")]), comment: "안녕")]
        )
        let text = String(decoding: try generator.document().jsonData(), as: UTF8.self)
        #expect(text == """
        {
          "applinks": {
            "details": [
              {
                "appIDs": [
                  "ABCDE12345.com.example.app"
                ],
                "components": [
                  {
                    "/": "/private/*",
                    "exclude": true
                  },
                  {
                    "/": "/*",
                    "?": {
                      "id": "?*"
                    },
                    "comment": "안녕"
                  }
                ]
              }
            ]
          },
          "webcredentials": {
            "apps": [
              "ABCDE12345.com.example.app"
            ]
          }
        }

        """)
    }

    @Test func defaultsToEveryPathAndValidatesCleanly() throws {
        let generator = AASAGenerator(appIDs: [try AppID("ABCDE12345.a"), try AppID("ABCDE12345.a")], services: Set(AASAService.allCases))
        let document = try generator.document()
        let (report, read) = AASAReader.read(document.jsonData())
        #expect(report.issues.isEmpty, "\(report)")
        #expect(read == document)
        #expect(document.webCredentials?.apps.count == 1)
        #expect(try AppLinksMatcher(try #require(document.appLinks)).match(URL(string: "https://e.com/any/thing")!).appIDs.count == 1)
    }

    @Test func refusesIncompleteRequests() throws {
        #expect(throws: AASAGenerationError.noAppIDs) { try AASAGenerator(appIDs: [], services: [.applinks]).document() }
        #expect(throws: AASAGenerationError.noServices) { try AASAGenerator(appIDs: [try AppID("ABCDE12345.a")], services: []).document() }
        #expect(throws: AASAGenerationError.invalidPattern(.undefinedVariable("x", pattern: "/$(x)"))) {
            try AASAGenerator(appIDs: [try AppID("ABCDE12345.a")], services: [.applinks], components: [URLComponentPattern(path: "/$(x)")]).document()
        }
    }

    @Test func roundTripsRandomDocuments() async {
        let bundle = Gen.element(of: ["a", "b.c", "com.example.앱", "x-y"])
        let pattern = Gen.element(of: ["/*", "/한국/*", "/a?b", "/👩‍👩‍👧", "/e\u{301}", "/\"quoted\"\\"])
        let services = Gen.element(of: AASAService.allCases).array(of: 1...4)
        await propertyCheck(count: 100, input: bundle.array(of: 1...3), pattern.array(of: 0...4), services, Gen.bool) { bundles, paths, services, caseSensitive in
            let ids = bundles.compactMap { $0.flatMap { try? AppID("ABCDE12345.\($0)") } }
            guard !ids.isEmpty else { return }
            let components = paths.compactMap { $0 }.map { URLComponentPattern(path: $0, fragment: "f", options: .init(caseSensitive: caseSensitive)) }
            let generator = AASAGenerator(appIDs: ids, services: Set(services.compactMap { $0 }), components: components, defaults: .init(percentEncoded: false))
            guard let document = try? generator.document() else {
                Issue.record("generation failed for \(ids) \(components)")
                return
            }
            let bytes = document.jsonData()
            let (report, read) = AASAReader.read(bytes)
            #expect(!report.hasErrors, "\(report)")
            #expect(read == document)
            #expect(read?.jsonData() == bytes)
        }
    }
}
