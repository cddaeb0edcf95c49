import KeycraftText
import Testing
@testable import KeycraftAutoFill

@Suite struct CredentialRoleTests {
    @Test(arguments: [
        (CredentialRole.username, TextContentType.username, "username"),
        (.password, .password, "current-password"),
        (.newPassword, .newPassword, "new-password"),
        (.oneTimeCode, .oneTimeCode, "one-time-code"),
    ])
    func eachRoleHasOneContentTypeAndOneAutocompleteToken(_ role: CredentialRole, _ type: TextContentType, _ token: String) {
        #expect(role.textContentType == type)
        #expect(role.autofillFieldName.rawValue == token)
        #expect(CredentialRole(type) == role)
        #expect(CredentialRole(AutofillFieldName(rawValue: token)!) == role)
        // The app's content type and the website's token agree through the shared table.
        #expect(role.autofillFieldName.textContentType == type)
    }

    @Test func otherTypesHaveNoRole() {
        #expect(CredentialRole(TextContentType.emailAddress) == nil)
        #expect(CredentialRole(AutofillFieldName.email) == nil)
        #expect(CredentialRole(TextContentType("x-unknown")) == nil)
    }

    @Test func anUntaggedSecureFieldIsACurrentPassword() {
        #expect(CredentialRole(traits: TextInputTraits(isSecureTextEntry: true)) == .password)
        #expect(CredentialRole(traits: TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword)) == .newPassword)
        #expect(CredentialRole(traits: TextInputTraits()) == nil)
        #expect(CredentialRole(traits: TextInputTraits(textContentType: .oneTimeCode)) == .oneTimeCode)
    }

    @Test func secretsAreThePasswords() {
        #expect(CredentialRole.allCases.filter(\.isSecret) == [.password, .newPassword])
    }

    @Test func purposesListTheirRoles() {
        #expect(CredentialFormPurpose.signIn.requiredRoles == [.username, .password])
        #expect(CredentialFormPurpose.signUp.requiredRoles == [.username, .newPassword])
        #expect(CredentialFormPurpose.signIn.allowedRoles.contains(.oneTimeCode))
        #expect(!CredentialFormPurpose.signIn.allowedRoles.contains(.newPassword))
        #expect(!CredentialFormPurpose.signUp.allowedRoles.contains(.password))
    }
}

@Suite struct AutoFillCategoryTests {
    @Test func everyKnownContentTypeHasACategory() {
        for type in TextContentType.allKnown {
            #expect(type.autoFillCategory != nil, "\(type)")
        }
        #expect(TextContentType("x-unknown").autoFillCategory == nil)
    }

    @Test(arguments: [
        (TextContentType.oneTimeCode, AutoFillCategory.credential), (.nickname, .contact), (.postalCode, .address),
        (.creditCardSecurityCode, .payment), (.birthdateYear, .birthdate), (.cellularEID, .cellular),
        (.flightNumber, .detectedData), (.telephoneNumber, .contact),
    ])
    func categories(_ type: TextContentType, _ category: AutoFillCategory) {
        #expect(type.autoFillCategory == category)
    }

    @Test func everyCategoryIsUsed() {
        let used = Set(TextContentType.allKnown.compactMap(\.autoFillCategory))
        #expect(used == Set(AutoFillCategory.allCases))
    }
}
