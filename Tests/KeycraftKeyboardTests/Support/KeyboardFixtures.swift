import Foundation
import KeycraftKeyboard
import KeycraftText

/// Text that stresses grapheme handling: Hangul, emoji ZWJ sequences, flags, combining marks.
enum KeyboardSampleText {
    static let pieces: [String] = [
        "a", "Z", " ", "7", "\n", "'", ",",
        "한", "글", "ㅇ",
        "👩‍👩‍👧", "👍🏽", "🇰🇷", "🇫🇷",
        "e\u{301}", "x\u{308}\u{301}",
    ]
}

/// Collects the controller's events.
final class EventRecorder {
    var events: [KeyboardEvent] = []
    func record(_ event: KeyboardEvent) { events.append(event) }
}

/// A location provider that records whether it was consulted.
final class SpyLocationProvider: LocationProvider {
    let status: LocationAuthorizationStatus
    let coordinate: LocationCoordinate
    private(set) var authorizationReads = 0
    private(set) var locationRequests = 0

    init(status: LocationAuthorizationStatus, coordinate: LocationCoordinate = LocationCoordinate(latitude: 37.33182, longitude: -122.03118)) {
        self.status = status
        self.coordinate = coordinate
    }

    var authorizationStatus: LocationAuthorizationStatus {
        authorizationReads += 1
        return status
    }

    func currentCoordinate() -> LocationCoordinate? {
        locationRequests += 1
        return coordinate
    }
}

/// A document, a controller over it and a Morse keyboard, wired like an extension.
struct MorseKeyboardFixture {
    let document: InMemoryTextDocument
    let controller: KeyboardInputViewController
    let recorder = EventRecorder()
    var keyboard: MorseKeyboard

    init(
        _ text: String = "", traits: TextInputTraits = TextInputTraits(), contextLimit: DocumentContextLimit = .unlimited,
        hasFullAccess: Bool = false, textEntry: KeyboardTextEntry = KeyboardTextEntry()
    ) {
        document = InMemoryTextDocument(text, traits: traits, contextLimit: contextLimit)
        controller = KeyboardInputViewController(document: document, hasFullAccess: hasFullAccess)
        controller.eventHandler = { [recorder] in recorder.record($0) }
        keyboard = MorseKeyboard(controller: controller, textEntry: textEntry)
    }

    /// Keys a Morse typist presses for `text`: each character's code then space; a space between words.
    static func keys(typing text: String) -> [MorseKey] {
        text.flatMap { character -> [MorseKey] in
            if character == " " { return [.space] }
            guard let code = MorseTable.itu.code(for: character) else { return [] }
            return code.elements.map { $0 == .dot ? MorseKey.dot : .dash } + [.space]
        }
    }

    mutating func type(_ text: String) {
        keyboard.press(Self.keys(typing: text))
    }

    /// Presses the elements of `code` ("..-") without ending the letter.
    mutating func key(_ code: String) {
        keyboard.press(code.map { $0 == "." ? MorseKey.dot : .dash })
    }
}
