/// The screens the menu lists, by number (screen 10 is opened with 0).
public enum ScreenCatalog {
    public struct Entry: Equatable, Sendable {
        public var number: Int
        public var title: String
        /// Why the screen isn't in this build (the engine it drives hasn't landed), or nil.
        public var unavailableReason: String?
    }

    public static let entries: [Entry] = [
        Entry(number: 1, title: "First responder"),
        Entry(number: 2, title: "Keyboard types"),
        Entry(number: 3, title: "Keyboard appearance"),
        Entry(number: 4, title: "Return key"),
        Entry(number: 5, title: "Keyboard notifications", unavailableReason: "was not built in time (KeycraftForms' keyboard simulator landed late)"),
        Entry(number: 6, title: "Text delegate"),
        Entry(number: 7, title: "Input view & accessory"),
        Entry(number: 8, title: "AutoFill", unavailableReason: "waits for the password-rules and AASA branches"),
        Entry(number: 9, title: "Morse keyboard"),
        Entry(number: 10, title: "Keyboard avoidance"),
    ]

    public static func entry(_ number: Int) -> Entry? {
        entries.first { $0.number == number }
    }
}
