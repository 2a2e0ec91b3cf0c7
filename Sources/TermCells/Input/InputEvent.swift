/// Everything the terminal can tell a program.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
}
