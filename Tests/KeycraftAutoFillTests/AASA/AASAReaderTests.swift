import KeycraftAutoFill
import PropertyBased
import Testing

@Suite("AASA reader and validator")
struct AASAReaderTests {
    private func issues(_ text: String) -> [String] {
        AASAFixtures.read(text).report.issues.map(\.description)
    }

    @Test func acceptsACompleteFileWithoutIssues() throws {
        let (report, document) = AASAFixtures.read(AASAFixtures.complete)
        #expect(report.issues.isEmpty, "\(report)")
        let doc = try #require(document)
        #expect(doc.webCredentials?.apps.map(\.description) == [AASAFixtures.app])
        #expect(doc.appClips?.apps.map(\.bundleID) == ["com.example.app.Clip"])
        #expect(doc.activityContinuation?.apps.count == 1)
        let appLinks = try #require(doc.appLinks)
        #expect(appLinks.defaults == URLMatchingOptions(caseSensitive: true, percentEncoded: true))
        #expect(appLinks.substitutionVariables == [SubstitutionVariable(name: "food", values: ["burrito", "pizza", "김밥*"])])
        #expect(appLinks.details.count == 2)
        #expect(appLinks.details[0].defaults == URLMatchingOptions(caseSensitive: false))
        let components = try #require(appLinks.details[0].components)
        #expect(components[0] == URLComponentPattern(fragment: "no_universal_links", exclude: true, comment: "fragment opts out"))
        #expect(components[2].query == .items([QueryItemPattern(name: "articleNumber", value: "????")]))
        #expect(components[3].options == URLMatchingOptions(caseSensitive: false, percentEncoded: false))
        #expect(appLinks.details[1].appIDs.map(\.bundleID) == ["com.example.legacy"])
        #expect(appLinks.details[1].paths == ["NOT /videos/private/*", "/videos/*"])
        #expect(try AASADocument(validating: Array(AASAFixtures.complete.utf8)) == doc)
    }

    @Test func fileLevelErrors() {
        let big = "{\"webcredentials\": {\"apps\": [\"\(AASAFixtures.app)\"]}, \"x\": \"" + String(repeating: "a", count: 131_072) + "\"}"
        #expect(issues(big).contains { $0.hasPrefix("error: $: the file is 131") })
        #expect(issues("\u{FEFF}{}") == ["error: $: the file starts with a UTF-8 byte-order mark, which the system rejects"])
        #expect(AASAReader.validate([0x7B, 0xFF, 0x7D]).issues.map(\.description) == ["error: $: not valid JSON: unexpected byte 0xFF at byte 1"])
        #expect(issues("{\"applinks\": }") == ["error: $: not valid JSON: unexpected character '}' at byte 13"])
        #expect(issues("[]") == ["error: $: expected an object, found an array"])
        #expect(issues("{}") == ["warning: $: the file declares no service (applinks, webcredentials, appclips, activitycontinuation)"])
    }

    @Test func appListServices() {
        #expect(issues(#"{"webcredentials": {}}"#) == [#"error: $.webcredentials: missing "apps", the array of app IDs"#])
        #expect(issues(#"{"appclips": {"apps": "x"}}"#) == ["error: $.appclips.apps: expected an array, found a string"])
        #expect(issues(#"{"activitycontinuation": {"apps": [1]}}"#) == ["error: $.activitycontinuation.apps[0]: expected a string, found a number"])
        #expect(issues(#"{"webcredentials": {"apps": []}}"#) == ["warning: $.webcredentials.apps: the list of app IDs is empty"])
        #expect(issues(#"{"webcredentials": {"apps": ["ABCDE12345.a", "bad"]}}"#)
            == [#"error: $.webcredentials.apps[1]: app ID "bad" needs a bundle ID after the team ID and a dot"#])
        #expect(issues(#"{"webcredentials": {"apps": ["ABCDE12345.a", "ABCDE12345.a"]}}"#)
            == ["warning: $.webcredentials.apps[1]: app ID ABCDE12345.a is listed twice"])
        #expect(issues(#"{"webcredentials": []}"#) == ["error: $.webcredentials: expected an object, found an array"])
    }

    @Test func unknownAndDuplicateKeysAreWarnings() {
        let report = AASAFixtures.read(#"{"webcredentials": {"apps": ["ABCDE12345.a"], "extra": 1}, "applink": {}, "webcredentials": {"apps": ["ABCDE12345.b"]}}"#)
        #expect(report.report.issues.map(\.description) == [
            #"warning: $.applink: unknown key "applink" is ignored (known: applinks, webcredentials, appclips, activitycontinuation)"#,
            #"warning: $.webcredentials: duplicate key "webcredentials"; the last one is used"#,
        ])
        #expect(report.document?.webCredentials?.apps.map(\.bundleID) == ["b"])
        #expect(issues(#"{"webcredentials": {"apps": ["ABCDE12345.a"], "extra": 1}}"#)
            == [#"warning: $.webcredentials.extra: unknown key "extra" is ignored (known: apps)"#])
    }

    @Test func appLinksStructure() {
        #expect(issues(#"{"applinks": {}}"#) == [#"error: $.applinks: missing "details", the array of apps and their URL patterns"#])
        #expect(issues(#"{"applinks": {"details": {}}}"#) == ["error: $.applinks.details: expected an array, found an object"])
        #expect(issues(#"{"applinks": {"details": []}}"#) == ["warning: $.applinks.details: no details: no URL opens an app"])
        #expect(issues(#"{"applinks": {"apps": ["ABCDE12345.a"], "details": []}}"#).first
            == #"warning: $.applinks.apps: the legacy "apps" key of applinks must be an empty array; its app IDs are ignored"#)
        #expect(issues(#"{"applinks": {"apps": [], "details": [{"components": []}]}}"#)
            == [#"error: $.applinks.details[0]: missing "appIDs" (or the legacy "appID")"#])
        #expect(issues(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a"]}]}}"#)
            == [#"warning: $.applinks.details[0]: neither "components" nor "paths": this detail matches no URL"#])
        #expect(issues(#"{"applinks": {"details": [{"appID": "X.a", "paths": "/"}]}}"#) == [
            #"error: $.applinks.details[0].appID: team ID "X" must be 10 upper-case letters or digits"#,
            "error: $.applinks.details[0].paths: expected an array, found a string",
        ])
        #expect(issues(#"{"applinks": {"defaults": {"caseSensitive": "no"}, "details": []}}"#).first
            == "error: $.applinks.defaults.caseSensitive: expected true or false, found a string")
    }

    @Test func componentKeysAreTypeChecked() {
        let text = AASAFixtures.appLinks(components: ##"[{"/": "/a"}, {"#": 3}, {"/": ["x"]}, {"?": 1}, {"exclude": "yes", "comment": 2, "percentEncoded": 0, "caseSensitive": null, "path": "/"}]"##)
        #expect(issues(text) == [
            "error: $.applinks.details[0].components[1][\"#\"]: expected a string, found a number",
            "error: $.applinks.details[0].components[2][\"/\"]: expected a string, found an array",
            "error: $.applinks.details[0].components[3][\"?\"]: expected a pattern string or an object of query item patterns, found a number",
            #"warning: $.applinks.details[0].components[4].path: unknown key "path" is ignored (known: /, ?, #, exclude, comment, caseSensitive, percentEncoded)"#,
            "error: $.applinks.details[0].components[4].exclude: expected true or false, found a string",
            "error: $.applinks.details[0].components[4].comment: expected a string, found a number",
            "error: $.applinks.details[0].components[4].caseSensitive: expected true or false, found null",
            "error: $.applinks.details[0].components[4].percentEncoded: expected true or false, found a number",
        ])
        #expect(issues(AASAFixtures.appLinks(components: #"[{"?": {"id": 5}}]"#))
            == [#"error: $.applinks.details[0].components[0]["?"].id: expected a string, found a number"#])
        #expect(issues(AASAFixtures.appLinks(components: #"[3]"#)) == ["error: $.applinks.details[0].components[0]: expected an object, found a number"])
    }

    @Test func patternsAreChecked() {
        #expect(issues(AASAFixtures.appLinks(components: #"[{"/": "/$(food)/"}]"#))
            == [#"error: $.applinks.details[0].components[0]["/"]: $(food) is neither predefined nor defined in substitutionVariables"#])
        #expect(issues(AASAFixtures.appLinks(components: ##"[{"#": "$(lang"}]"##))
            == [##"error: $.applinks.details[0].components[0]["#"]: "$(" without a closing ")" in "$(lang""##])
        #expect(issues(AASAFixtures.appLinks(components: #"[{"/": "help/*"}]"#))
            == [#"warning: $.applinks.details[0].components[0]["/"]: path pattern "help/*" doesn't start with '/', so it matches no URL path"#])
        #expect(issues(AASAFixtures.appLinks(components: #"[{"/": "/100%"}]"#)) == [
            #"warning: $.applinks.details[0].components[0]["/"]: "/100%" has a '%' that isn't a valid percent-encoded UTF-8 sequence; write %25, or set percentEncoded to false"#,
        ])
        #expect(issues(AASAFixtures.appLinks(components: #"[{"/": "/100%", "percentEncoded": false}]"#)) == [])
        #expect(issues(AASAFixtures.appLinks(components: #"[{"/": "/100%"}]"#, detailExtras: #""defaults": {"percentEncoded": false},"#)) == [])
        #expect(issues(AASAFixtures.appLinks(components: ##"[{"#": "%zz"}]"##, appLinksExtras: #""defaults": {"percentEncoded": false},"#)) == [])
        #expect(issues(AASAFixtures.appLinks(components: #"[{"?": {"q": "%E2%82"}}]"#)).count == 1)
        #expect(issues(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a"], "paths": ["NOT /$(x)"]}]}}"#)
            == [#"error: $.applinks.details[0].paths[0]: $(x) is neither predefined nor defined in substitutionVariables"#])
    }

    @Test func substitutionVariablesAreChecked() {
        let text = AASAFixtures.appLinks(
            components: #"[{"/": "/$(used)"}]"#,
            appLinksExtras: #""substitutionVariables": {"used": ["a"], "unused": ["b"], "lang": ["xx"], "bad(name": ["c"], "nested": ["$(used)"], "empty": [], "wrong": "x"},"#
        )
        #expect(issues(text) == [
            #"warning: $.applinks.substitutionVariables.lang: "lang" is a predefined variable; this definition is ignored"#,
            #"error: $.applinks.substitutionVariables["bad(name"]: variable name "bad(name" must be non-empty and contain no '$', '(' or ')'"#,
            #"error: $.applinks.substitutionVariables.nested[0]: substitution values can't contain other variables ("$(used)")"#,
            #"warning: $.applinks.substitutionVariables.empty: variable "empty" has no values and can never match"#,
            "error: $.applinks.substitutionVariables.wrong: expected an array, found a string",
            #"warning: $.applinks.substitutionVariables.unused: substitution variable "unused" is never used"#,
            #"warning: $.applinks.substitutionVariables.nested: substitution variable "nested" is never used"#,
            #"warning: $.applinks.substitutionVariables.empty: substitution variable "empty" is never used"#,
        ])
    }

    @Test func readingThrowsTheWholeReport() {
        #expect(throws: AASAValidationError.self) { try AASADocument(validating: Array("[]".utf8)) }
        do {
            _ = try AASADocument(validating: Array("[]".utf8))
        } catch {
            #expect(error.report.errors.count == 1)
            #expect(error.description.contains("$: expected an object"))
        }
    }

    @Test func randomBytesAlwaysGiveAReport() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...255).array(of: 0...300)) { values in
            let (report, document) = AASAReader.read(values.map(UInt8.init))
            #expect((document == nil) == report.hasErrors)
        }
    }

    @Test func mutatedValidFilesNeverTrapAndNeverGiveAPartialDocument() async {
        let original = Array(AASAFixtures.complete.utf8)
        let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "1", "true", "\"x\"", "\u{FF}", "$(", "한"]
            .map { Array($0.utf8) }
        let edit = Gen.int(in: 0...2).array(of: 1...6)
        await propertyCheck(count: 300, input: edit, Gen.int(in: 0...(original.count - 1)).array(of: 6), Gen.element(of: tokens).array(of: 6)) { kinds, positions, inserts in
            var bytes = original
            for (index, kind) in kinds.enumerated() {
                let position = min(positions[index], bytes.count - 1)
                switch kind {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(contentsOf: inserts[index] ?? [], at: position)
                default: bytes.replaceSubrange(position...position, with: inserts[index] ?? [])
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: " ")] }
            }
            let (report, document) = AASAReader.read(bytes)
            #expect((document == nil) == report.hasErrors)
            for issue in report.issues { #expect(issue.path.description.hasPrefix("$")) }
        }
    }
}
