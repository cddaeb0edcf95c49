import Testing
@testable import KeycraftText

/// Raw values must equal UIKit's so values pass straight through the UIKit adapter.
@Suite struct TraitsRawValueTests {
    @Test func keyboardTypeRawValuesMatchUIKit() {
        #expect(KeyboardType.allCases.map(\.rawValue) == Array(0...11))
        #expect(KeyboardType.URL.rawValue == 3)
        #expect(KeyboardType.asciiCapableNumberPad.rawValue == 11)
    }

    @Test func alertAppearanceIsDark() {
        #expect(KeyboardAppearance.alert == .dark)
        #expect(KeyboardAppearance.alert.rawValue == 1)
    }

    @Test func returnKeyTypeRawValuesMatchUIKit() {
        #expect(ReturnKeyType.allCases.map(\.rawValue) == Array(0...11))
        #expect(ReturnKeyType.done.rawValue == 9)
        #expect(ReturnKeyType.continue.rawValue == 11)
    }
}
