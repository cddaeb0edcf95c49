import Foundation
import Testing
import ToolRunning

@Suite struct TraitsCommandTests {
    private func traits(_ tag: String) throws -> (object: [String: Any], run: KeycraftRun) {
        let run = try runKeycraft(["traits", "--html", tag])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\(run.stderr)")
        return (object, run)
    }

    @Test func aPasswordFieldWithRulesAndAContentType() throws {
        let (object, run) = try traits(#"<input type="password" autocomplete="new-password" passwordrules="minlength: 12; required: digit;">"#)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(object["keyboardType"] as? String == "default")
        #expect(object["returnKeyType"] as? String == "default")
        #expect(object["autocapitalizationType"] as? String == "none")
        #expect(object["autocorrectionType"] as? String == "no")
        #expect(object["spellCheckingType"] as? String == "default")
        #expect(object["textContentType"] as? String == "new-password")
        #expect(object["isSecureTextEntry"] as? Bool == true)
        #expect(object["passwordRules"] as? String == "minlength: 12; required: digit;")
        #expect(Set(object.keys) == [
            "keyboardType", "returnKeyType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
            "textContentType", "isSecureTextEntry", "passwordRules",
        ])
    }

    @Test func absentValuesAreNullAndKeysComeInUIKitsOrder() throws {
        let (object, run) = try traits("<input>")
        #expect(object["textContentType"] is NSNull)
        #expect(object["passwordRules"] is NSNull)
        #expect(object["isSecureTextEntry"] as? Bool == false)
        #expect(object["autocapitalizationType"] as? String == "sentences")
        let keys = ["keyboardType", "returnKeyType", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
                    "textContentType", "isSecureTextEntry", "passwordRules"]
        let positions = keys.map { run.stdout.range(of: "\"\($0)\"")!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func entitiesInAttributeValuesAreDecoded() throws {
        #expect(try traits(#"<input pattern="&lbrack;0-9&rbrack;*">"#).object["keyboardType"] as? String == "numberPad")
        #expect(try traits(#"<input pattern="[0-9]*">"#).object["keyboardType"] as? String == "numberPad")
        #expect(try traits(#"<input type="search" enterkeyhint="&#x67;o">"#).object["returnKeyType"] as? String == "go")
        #expect(try traits(#"<input type=email inputmode=url>"#).object["keyboardType"] as? String == "URL")
        let rules = try traits(#"<input type=password passwordrules="required: [&quot;&amp;]; minlength: 8">"#)
        #expect(rules.object["passwordRules"] as? String == #"required: ["&]; minlength: 8"#)
    }

    @Test func aMalformedTagExitsTwoWithThePosition() throws {
        let unterminated = try runKeycraft(["traits", "--html", #"<input type="email"#])
        #expect(unterminated.status == 2)
        #expect(unterminated.stdout.isEmpty)
        #expect(unterminated.stderr.contains("--html") && unterminated.stderr.contains("offset 12"))
        let otherTag = try runKeycraft(["traits", "--html", "<select>"])
        #expect(otherTag.status == 2)
        #expect(otherTag.stderr.contains("expected a <input> tag, found <select>"))
        let missing = try runKeycraft(["traits"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--html"))
    }
}
