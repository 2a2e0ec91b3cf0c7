/// Everything the terminal can tell a program.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// Text pasted into the terminal (bracketed paste), whole: one edit, whatever its length, and
    /// its newlines are text, not Enter. Raw as pasted (invalid UTF-8 as `U+FFFD`); controls are
    /// still in it, so sanitise or filter before use. Hosts ignore it.
    case paste(String)
}
