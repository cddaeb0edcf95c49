import KeycraftAutoFill
import PropertyBased
import Testing

@Suite("App IDs")
struct AppIDTests {
    @Test func splitsTeamAndBundle() throws {
        let id = try AppID("ABCDE12345.com.example.my-app")
        #expect(id.teamID == "ABCDE12345")
        #expect(id.bundleID == "com.example.my-app")
        #expect(id.description == "ABCDE12345.com.example.my-app")
    }

    @Test(arguments: [
        ("abcde12345.com.example", AppIDError.invalidTeamID("abcde12345")),
        ("ABCDE1234.com.example", .invalidTeamID("ABCDE1234")),
        ("ABCDE12345", .missingBundleID("ABCDE12345")),
        ("ABCDE12345.", .missingBundleID("ABCDE12345.")),
        ("ABCDE12345.com.예시", .invalidBundleIDCharacter("com.예시", "예")),
        ("ABCDE12345.com.👩‍👩‍👧", .invalidBundleIDCharacter("com.👩‍👩‍👧", "👩")),
        ("ABCDE12345.com..app", .emptyBundleIDComponent("com..app")),
    ])
    func rejectsMalformedIDs(text: String, error: AppIDError) {
        #expect(throws: error) { try AppID(text) }
    }

    @Test func everyWellFormedIDParsesBack() async {
        let team = Gen.element(of: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")).array(of: 10)
        let label = Gen.element(of: Array("abcXYZ019-")).array(of: 1...8)
        await propertyCheck(count: 200, input: team, label.array(of: 1...4)) { team, labels in
            let text = String(team.compactMap { $0 }) + "." + labels.map { String($0.compactMap { $0 }) }.joined(separator: ".")
            #expect((try? AppID(text))?.description == text)
        }
    }
}
