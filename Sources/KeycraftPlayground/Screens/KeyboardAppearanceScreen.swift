import KeycraftText

extension TraitPickerScreen {
    /// Screen 3: `UIKeyboardAppearance` — default, dark, light and alert (UIKit's alias of dark).
    public static func keyboardAppearance() -> TraitPickerScreen {
        let appearances: [(String, KeyboardAppearance)] = [
            ("default", .default), ("dark", .dark), ("light", .light), ("alert", .alert),
        ]
        return TraitPickerScreen(
            title: "Keyboard Appearance",
            options: appearances.map { name, appearance in
                Option(label: "\(name) (raw value \(appearance.rawValue))") { $0.keyboardAppearance = appearance }
            },
            note: [
                "3 · Keyboard appearance",
                "",
                "↑/↓ or a click chooses; the keyboard",
                "and the screen follow its colours.",
                "",
                "alert is UIKit's alias of dark: the",
                "same raw value, the same keyboard.",
            ])
    }
}
