import KeycraftText

extension TraitPickerScreen {
    /// Screen 2: every `UIKeyboardType`, with UIKit's raw value; the keyboard redraws as you choose.
    public static func keyboardTypes() -> TraitPickerScreen {
        TraitPickerScreen(
            title: "Keyboard Types",
            options: KeyboardType.allCases.map { type in
                Option(label: "\(type.rawValue) \(type)") { $0.keyboardType = type }
            },
            note: [
                "2 · Keyboard types",
                "",
                "↑/↓ or a click chooses the type;",
                "the keyboard redraws its layout.",
                "",
                "Pads have no globe and no return",
                "key. A hardware keyboard still types",
                "anything: the keyboard type is not",
                "validation.",
                "",
                "Esc hides the keyboard; Esc again",
                "(or ‹ Back) returns to the menu.",
            ])
    }
}
