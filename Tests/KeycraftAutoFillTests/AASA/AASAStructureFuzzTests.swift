import KeycraftAutoFill
import PropertyBased
import Testing

/// Random JSON trees built from the format's own keys and plausible values, so the fuzzing reaches
/// deep into the validator instead of stopping at the first syntax error.
@Suite("AASA structural fuzzing")
struct AASAStructureFuzzTests {
    /// Builds a JSON value from a stream of random choices.
    private struct TreeBuilder {
        var choices: [Int]
        var position = 0

        static let keys = ["applinks", "webcredentials", "appclips", "activitycontinuation", "apps", "details",
                           "appIDs", "appID", "components", "paths", "defaults", "substitutionVariables", "/", "?",
                           "#", "exclude", "comment", "caseSensitive", "percentEncoded", "food", "id", "x"]
        static let strings = ["ABCDE12345.com.example.app", "ABCDE12345.a", "ABCDE12345.b", "ABCDE12345.c", "bad", "/*", "/$(food)/*", "$(lang)_$(region)",
                              "NOT /private/*", "????", "/한국/*", "👩‍👩‍👧", "e\u{301}", "%E2%82%AC", "100%", "$(", ""]

        mutating func next(_ bound: Int) -> Int {
            defer { position += 1 }
            return position < choices.count ? choices[position] % bound : 0
        }

        /// Mostly what `key` should hold, sometimes anything: both valid files and every error path get reached.
        mutating func member(_ key: String, depth: Int) -> JSONMember {
            guard next(10) < 8 else { return JSONMember(key, value(depth: depth)) }
            switch key {
            case "webcredentials", "appclips", "activitycontinuation":
                return JSONMember(key, .object([JSONMember("apps", strings())]))
            case "applinks":
                var members = [JSONMember("details", .array((0..<next(3)).map { _ in detail(depth: depth + 1) }))]
                if next(2) == 0 { members.append(JSONMember("substitutionVariables", .object([JSONMember("food", strings())]))) }
                if next(2) == 0 { members.append(member("defaults", depth: depth + 1)) }
                return JSONMember(key, .object(members))
            case "defaults", "caseSensitive", "percentEncoded", "exclude":
                return key == "defaults"
                    ? JSONMember(key, .object([member("caseSensitive", depth: depth + 1), member("percentEncoded", depth: depth + 1)]))
                    : JSONMember(key, .bool(next(2) == 0))
            case "/", "#", "comment", "appID":
                return JSONMember(key, .string(Self.strings[next(Self.strings.count)]))
            case "?":
                return next(2) == 0 ? JSONMember(key, .string(Self.strings[next(Self.strings.count)]))
                    : JSONMember(key, .object([JSONMember("id", .string(Self.strings[next(Self.strings.count)]))]))
            default:
                return JSONMember(key, value(depth: depth))
            }
        }

        mutating func detail(depth: Int) -> JSONValue {
            let componentKeys = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded", "x"]
            if next(3) == 0 {
                return .object([member("appID", depth: depth), JSONMember("paths", strings())])
            }
            return .object([
                JSONMember("appIDs", strings()),
                JSONMember("components", .array((0..<next(4)).map { _ in
                    .object((0..<next(4)).map { _ in member(componentKeys[next(componentKeys.count)], depth: depth + 1) })
                })),
            ])
        }

        mutating func strings() -> JSONValue {
            .array((0..<next(3)).map { _ in .string(Self.strings[next(Self.strings.count)]) })
        }

        mutating func value(depth: Int) -> JSONValue {
            switch next(depth > 4 ? 4 : 7) {
            case 0: return .string(Self.strings[next(Self.strings.count)])
            case 1: return .bool(next(2) == 0)
            case 2: return [.null, .number("1"), .number("-0.5e2")][next(3)]
            case 3: return strings()
            case 4, 5: return .object((0..<next(4)).map { _ in member(Self.keys[next(Self.keys.count)], depth: depth + 1) })
            default: return .array((0..<next(3)).map { _ in value(depth: depth + 1) })
            }
        }
    }

    @Test func randomTreesGiveAReportAndValidDocumentsRoundTrip() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...10_000).array(of: 1...120)) { choices in
            var builder = TreeBuilder(choices: choices)
            let root = JSONValue.object((0..<(1 + builder.next(4))).map { _ in
                builder.member(TreeBuilder.keys[builder.next(4)], depth: 1)
            })
            let (report, document) = AASAReader.read(Array(JSONWriter.prettyPrinted(root).utf8))
            #expect((document == nil) == report.hasErrors)
            if let document {
                #expect(AASAReader.read(document.jsonData()).document == document)
            }
        }
    }
}
