import Foundation
import Testing
import KeycraftText

/// The listings of the article "Web views and HTML input attributes" (KeycraftText's catalog), run as
/// tests. The article quotes these lines verbatim; DocumentationListingTests checks that.
@Suite struct WebViewsAndHTMLInputAttributesExamples {
    @Test func theTraitsAWebViewGivesATag() throws {
        let input = try HTMLInputAttributes(parsing: #"<input type="email" autocomplete="username" enterkeyhint="next">"#)
        let traits = input.textInputTraits

        #expect(traits.keyboardType == .emailAddress)
        #expect(traits.autocapitalizationType == .none)
        #expect(traits.autocorrectionType == .no)
        #expect(traits.returnKeyType == .next)
        #expect(traits.textContentType == .username)
    }

    @Test func inputModeWinsOverType() throws {
        let input = try HTMLInputAttributes(parsing: #"<input type="text" inputmode="numeric">"#)
        #expect(input.textInputTraits.keyboardType == .numberPad)

        let hidden = try HTMLInputAttributes(parsing: #"<input inputmode="none">"#)
        #expect(!hidden.showsVirtualKeyboard)
    }

    @Test func theTagForAFieldsTraits() {
        let traits = TextInputTraits(
            keyboardType: .numberPad, returnKeyType: .done, textContentType: .oneTimeCode)
        let input = HTMLInputAttributes(traits: traits)

        #expect(input.html.contains(#"inputmode="numeric""#))
        #expect(input.html.contains(#"autocomplete="one-time-code""#))
        #expect(input.html.contains(#"enterkeyhint="done""#))
    }

    @Test func aBrokenTagIsATypedError() {
        #expect(throws: HTMLTagParseError.self) { try HTMLInputAttributes(parsing: #"<input type="email"#) }
    }
}
