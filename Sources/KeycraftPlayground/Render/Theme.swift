import KeycraftText

/// The system-wide light or dark mode (`UIUserInterfaceStyle`), which a `.default` keyboard follows.
public enum InterfaceStyle: Sendable, Equatable {
    case light, dark
}

/// The playground's colours, following the keyboard appearance as an app's UI would: `.dark` (and
/// `.alert`, UIKit's alias of it) is dark, `.light` is light, and `.default` follows the interface style.
public struct Theme: Equatable, Sendable {
    public var screen: CellStyle
    public var secondaryText: CellStyle
    public var frame: CellStyle
    public var navigationBar: CellStyle
    public var field: CellStyle
    public var focusedField: CellStyle
    public var caret: CellStyle
    public var placeholder: CellStyle
    public var selectedRow: CellStyle
    public var alert: CellStyle
    public var keyboard: CellStyle
    public var key: CellStyle
    public var functionKey: CellStyle
    public var returnKey: CellStyle
    public var disabledKey: CellStyle
    public var accessoryBar: CellStyle
    /// Text an input method is still composing (Korean syllables before they commit).
    public var markedText: CellStyle

    public static func forAppearance(_ appearance: KeyboardAppearance, in style: InterfaceStyle) -> Theme {
        switch appearance {
        case .dark: .dark
        case .light: .light
        case .default: style == .dark ? .dark : .light
        }
    }

    public static let light = Theme(
        screen: CellStyle(foreground: .black, background: .brightWhite),
        secondaryText: CellStyle(foreground: .brightBlack, background: .brightWhite),
        frame: CellStyle(foreground: .brightBlack, background: .terminalDefault),
        navigationBar: CellStyle(foreground: .blue, background: .white, isBold: true),
        field: CellStyle(foreground: .black, background: .white),
        focusedField: CellStyle(foreground: .black, background: .brightCyan),
        caret: CellStyle(foreground: .brightWhite, background: .blue),
        placeholder: CellStyle(foreground: .brightBlack, background: .white),
        selectedRow: CellStyle(foreground: .brightWhite, background: .blue, isBold: true),
        alert: CellStyle(foreground: .black, background: .brightYellow, isBold: true),
        keyboard: CellStyle(foreground: .black, background: .white),
        key: CellStyle(foreground: .black, background: .brightWhite),
        functionKey: CellStyle(foreground: .black, background: .brightBlack),
        returnKey: CellStyle(foreground: .brightWhite, background: .blue, isBold: true),
        disabledKey: CellStyle(foreground: .white, background: .brightBlack),
        accessoryBar: CellStyle(foreground: .blue, background: .white, isBold: true),
        markedText: CellStyle(foreground: .black, background: .brightYellow)
    )

    public static let dark = Theme(
        screen: CellStyle(foreground: .brightWhite, background: .black),
        secondaryText: CellStyle(foreground: .white, background: .black),
        frame: CellStyle(foreground: .white, background: .terminalDefault),
        navigationBar: CellStyle(foreground: .brightCyan, background: .brightBlack, isBold: true),
        field: CellStyle(foreground: .brightWhite, background: .brightBlack),
        focusedField: CellStyle(foreground: .brightWhite, background: .blue),
        caret: CellStyle(foreground: .black, background: .brightWhite),
        placeholder: CellStyle(foreground: .white, background: .brightBlack),
        selectedRow: CellStyle(foreground: .black, background: .brightCyan, isBold: true),
        alert: CellStyle(foreground: .black, background: .yellow, isBold: true),
        keyboard: CellStyle(foreground: .brightWhite, background: .black),
        key: CellStyle(foreground: .brightWhite, background: .brightBlack),
        functionKey: CellStyle(foreground: .brightWhite, background: .white),
        returnKey: CellStyle(foreground: .brightWhite, background: .blue, isBold: true),
        disabledKey: CellStyle(foreground: .brightBlack, background: .white),
        accessoryBar: CellStyle(foreground: .brightCyan, background: .brightBlack, isBold: true),
        markedText: CellStyle(foreground: .black, background: .yellow)
    )
}
