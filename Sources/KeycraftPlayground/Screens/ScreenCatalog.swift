/// The screens the menu lists, by number (screen 10 is opened with 0, screen 11 with f).
public enum ScreenCatalog {
    public struct Entry: Equatable, Sendable {
        public var number: Int
        public var title: String
        /// What the screen shows, in a few words, for the menu.
        public var summary: String
    }

    public static let entries: [Entry] = [
        Entry(number: 1, title: "First responder", summary: "autofocus, Start and End, editing ends on leaving"),
        Entry(number: 2, title: "Keyboard types", summary: "every UIKeyboardType's layout"),
        Entry(number: 3, title: "Keyboard appearance", summary: "default, dark, light, alert"),
        Entry(number: 4, title: "Return key", summary: "Next moves on; Search builds the URL"),
        Entry(number: 5, title: "Keyboard notifications", summary: "frames, insets, the caret kept in view"),
        Entry(number: 6, title: "Text delegate", summary: "validation while typing and at the end"),
        Entry(number: 7, title: "Input view & accessory", summary: "age picker, M/F buttons, the bar"),
        Entry(number: 8, title: "AutoFill", summary: "strong passwords for real sites' rules, AASA"),
        Entry(number: 9, title: "Morse keyboard", summary: "the custom-keyboard guide's extension"),
        Entry(number: 10, title: "Keyboard avoidance", summary: "a long form scrolled above the keyboard"),
        Entry(number: 11, title: "Formatting", summary: "card, expiry, amount, phone as you type"),
    ]

    public static func entry(_ number: Int) -> Entry? {
        entries.first { $0.number == number }
    }
}
