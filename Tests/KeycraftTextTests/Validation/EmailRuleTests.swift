import Testing
@testable import KeycraftText

/// The HTML standard's "valid e-mail address" (WHATWG, `<input type=email>`).
@Suite struct EmailRuleTests {
    static let label63 = "a" + String(repeating: "b", count: 61) + "c"
    static let label64 = label63 + "d"

    static let valid = [
        "a@b", "user@example.com", "first.last@example.co.kr", "x+tag@sub.domain.example",
        "!#$%&'*+-/=?^_`{|}~@example.com", ".leading@example.com", "trailing.@example.com",
        "double..dot@example.com", "UPPER@EXAMPLE.COM", "1@2", "a@xn--3e0b707e.kr", "a@a-b.c-d",
        "a@\(label63).com", "a@\(label63)", String(repeating: "l", count: 64) + "@example.com",
        "a@0-0.9",
    ]

    static let invalid = [
        "", "plain", "@example.com", "user@", "user@@example.com", "a@b@c", "user@.example.com",
        "user@example.com.", "user@example..com", "user@-example.com", "user@example-.com",
        "user@exa_mple.com", "us er@example.com", " user@example.com", "user@example.com ",
        "\"quoted\"@example.com", "user(comment)@example.com", "user@[127.0.0.1]", "user@exam ple.com",
        "한국@example.com", "user@한국.kr", "josé@example.com", "user@exämple.com", "👩‍👩‍👧@example.com",
        "e\u{301}@example.com", "user@🇰🇷.kr", "a@\(label64).com", "a@\(label64)", "user@example.com\n",
        "user,name@example.com", "user;name@example.com", "user\\@example.com",
    ]

    @Test(arguments: valid) func validAddresses(_ address: String) {
        #expect(EmailAddress.isValid(address))
        #expect(FieldValidator([.email]).validateEndOfEditing(address) == [])
    }

    @Test(arguments: invalid) func invalidAddresses(_ address: String) {
        #expect(!EmailAddress.isValid(address))
    }

    @Test func messageWhenEditingEnds() {
        let field = FieldValidator([.email])
        #expect(field.validateEndOfEditing("user@") == [ValidationFailure(
            rule: "email", message: ValidationMessage(key: "validation.email", defaultValue: "Enter a valid e-mail address."))])
        // Empty is valid unless required, as for an optional <input type=email>.
        #expect(field.validateEndOfEditing("") == [])
        #expect(FieldValidator([.required, .email]).validateEndOfEditing("").map(\.rule) == ["required"])
    }

    @Test func anythingGoesWhileEditing() {
        #expect(FieldValidator([.email]).evaluate(appending("@", to: "")) == .accept)
        #expect(FieldValidator([.email]).evaluate(appending("한", to: "a@")) == .accept)
    }
}
