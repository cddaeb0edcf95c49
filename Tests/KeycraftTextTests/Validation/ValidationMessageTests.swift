import Foundation
import Testing
@testable import KeycraftText

@Suite struct ValidationMessageTests {
    let message = ValidationMessage(
        key: "validation.integerRange", defaultValue: "Enter a number from 1 to 100.", arguments: ["1", "100"])

    @Test func englishDefaultWithoutATranslation() {
        #expect(message.localized { _ in nil } == "Enter a number from 1 to 100.")
    }

    @Test func templatesFillArgumentsInOrderOrByPosition() {
        #expect(message.localized { $0 == "validation.integerRange" ? "%@에서 %@ 사이의 숫자를 입력하세요." : nil }
            == "1에서 100 사이의 숫자를 입력하세요.")
        #expect(message.localized { _ in "bis %2$@, ab %1$@ — 100%%" } == "bis 100, ab 1 — 100%")
        // A template asking for more arguments than there are gets empty text, never a crash.
        #expect(message.localized { _ in "%@ %@ %@ %5$@ %" } == "1 100   %")
    }

    @Test func codableRoundTrip() throws {
        let data = try JSONEncoder().encode(message)
        #expect(try JSONDecoder().decode(ValidationMessage.self, from: data) == message)
    }

    @Test func failureDescriptionNamesTheRule() {
        #expect(ValidationFailure(rule: "integerRange", message: message).description
            == "integerRange: Enter a number from 1 to 100.")
    }
}
