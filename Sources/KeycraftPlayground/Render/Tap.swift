import KeycraftText

/// What a mouse click on a region of the screen means: a tap on a control.
public enum Tap: Equatable, Sendable {
    case keyboardKey(KeyboardKey)
    /// A slot of the suggestion bar above the letter keys, by its index (0 to 2, left to right).
    case suggestion(Int)
    case field(Int)
    /// A tap in the text of field `field`: `column` and `row` are the tapped cell, counted from the
    /// hotspot's top-left cell (filled in by hit-testing), and `firstCharacter` is the first character
    /// shown there (a field scrolled sideways shows its end).
    case text(field: Int, firstCharacter: Int, column: Int, row: Int)
    case option(Int)
    case back
    /// The accessory bar's previous / next / done.
    case accessory(AccessoryItem)
    /// A row of the picker input view, by its index in the picker's titles.
    case pickerRow(Int)
    /// A button of the button-pad input view, by its title.
    case inputButton(String)
    /// The keyboard's background between its keys: taps there do nothing (they are not outside).
    case keyboardBackground
    /// Empty space: UIKit's tap-outside gesture, which ends editing.
    case outside
}

/// A tappable region, recorded while drawing so hit-testing agrees with what is on screen.
public struct Hotspot: Equatable, Sendable {
    public var rect: Rect
    public var tap: Tap
}
