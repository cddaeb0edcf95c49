import Foundation
import KeycraftText
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Small screens shared by the screen tests.
@MainActor
enum FormScreenFixtures {
    static func field(_ id: String, y: CGFloat, x: CGFloat = 20, width: CGFloat = 150, _ configure: (inout FormField) -> Void = { _ in }) -> FormField {
        var field = FormField(id: id, frame: CGRect(x: x, y: y, width: width, height: 34), placeholder: id.capitalized)
        configure(&field)
        return field
    }

    /// Three fields top to bottom, every one with the accessory bar.
    static func threeFields(_ configure: (inout [FormField]) -> Void = { _ in }) throws -> FormScreen {
        var fields = ["a", "b", "c"].enumerated().map { index, id in
            field(id, y: 100 + CGFloat(index) * 60) { $0.showsAccessoryBar = true }
        }
        configure(&fields)
        return try FormScreen(fields: fields)
    }

    /// Text that every text feature is tested with: Hangul, a ZWJ family, a flag, a combining mark.
    static let mixedText = "한글 👩‍👩‍👧 🇰🇷 e\u{301}"
}
