/// The screens the menu lists, by number (screen 10 is opened with 0).
public enum ScreenCatalog {
    public struct Entry: Equatable, Sendable {
        public var number: Int
        public var title: String
        /// Why the screen isn't in this build (the engine it drives hasn't landed), or nil.
        public var unavailableReason: String?
    }

    public static let entries: [Entry] = [
        Entry(number: 1, title: "First responder", unavailableReason: "needs the responder chain (forms)"),
        Entry(number: 2, title: "Keyboard types"),
        Entry(number: 3, title: "Keyboard appearance"),
        Entry(number: 4, title: "Return key", unavailableReason: "needs return-key handling (forms)"),
        Entry(number: 5, title: "Keyboard notifications", unavailableReason: "needs the keyboard simulator (geometry)"),
        Entry(number: 6, title: "Text delegate"),
        Entry(number: 7, title: "Input view & accessory", unavailableReason: "needs input views (forms)"),
        Entry(number: 8, title: "AutoFill", unavailableReason: "needs password rules and AASA"),
        Entry(number: 9, title: "Morse keyboard", unavailableReason: "needs the keyboard engine"),
        Entry(number: 10, title: "Keyboard avoidance", unavailableReason: "needs the avoidance planner (geometry)"),
    ]

    public static func entry(_ number: Int) -> Entry? {
        entries.first { $0.number == number }
    }
}
