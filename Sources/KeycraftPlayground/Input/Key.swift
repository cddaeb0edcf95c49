/// One input event from the physical keyboard or the mouse, as the playground understands it.
public enum Key: Equatable, Sendable {
    /// A typed character (already decoded from UTF-8).
    case character(Character)
    case tab
    case backTab
    case enter
    case backspace
    case escape
    /// Ctrl-C: quits from anywhere (raw mode turns off the terminal's own SIGINT).
    case interrupt
    /// Another Ctrl combination, by its lower-case letter (Ctrl-D: `control("d")`); Ctrl-Space is `control(" ")`.
    case control(Character)
    case up, down, left, right
    /// A mouse button press at a 0-based column and row (xterm reports them 1-based).
    case click(column: Int, row: Int)
    /// The mouse moved to a cell with the button held (button-event tracking, mode 1002).
    case drag(column: Int, row: Int)
    /// The button was released over a cell.
    case release(column: Int, row: Int)
}
