import Foundation
import KeycraftAutoFill
import KeycraftText
import Testing

/// The listings of the article "Password AutoFill" (KeycraftAutoFill's catalog), run as tests. The
/// article quotes these lines verbatim; DocumentationListingTests checks that.
@Suite struct PasswordAutoFillExamples {
    @Test func contentTypesForEachRole() {
        #expect(CredentialRole.username.textContentType == .username)
        #expect(CredentialRole.newPassword.textContentType == .newPassword)
        #expect(CredentialRole.newPassword.autofillFieldName.rawValue == "new-password")
        #expect(CredentialRole(traits: TextInputTraits(textContentType: .oneTimeCode)) == .oneTimeCode)
    }

    @Test func passwordRules() throws {
        let rules = try PasswordRules(parsing: "minlength: 12; required: lower; required: upper; required: digit;")
        let requirements = PasswordRequirements(rules)
        let generated = try StrongPasswordGenerator.generate(for: requirements)

        #expect(requirements.violations(of: generated.password).isEmpty)
        #expect(requirements.violations(of: "short").count > 0)
    }

    @Test func aSignUpForm() throws {
        let rules = PasswordRulesDescriptor(descriptor: "minlength: 12; required: lower; required: upper; required: digit;")
        let form = try CredentialForm.signUp(action: "/sign-up", passwordRules: rules)

        #expect(form.fields.map(\.traits.textContentType) == [.username, .newPassword])
        #expect(form.fields.map(\.traits.returnKeyType) == [.next, .join])
        #expect(form.html.contains(#"autocomplete="new-password""#))
        #expect(form.html.contains(#"passwordrules="minlength: 12; required: lower; required: upper; required: digit;""#))
    }

    @Test func theAssociationFile() throws {
        let generator = AASAGenerator(appIDs: [try AppID("ABCDE12345.com.example.app")], services: [.webcredentials])
        let document = try generator.document()
        let json = String(decoding: document.jsonData(), as: UTF8.self)

        #expect(json.contains(#""webcredentials""#))
        #expect(json.contains(#""ABCDE12345.com.example.app""#))
        #expect(AASAReader.validate(document.jsonData()).issues.isEmpty)
    }
}
