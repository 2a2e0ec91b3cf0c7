/// A key the terminal reported, decoded from whatever bytes it sent.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete, insert
    /// A function key, F1 to F12 (higher numbers when the terminal sends them).
    case function(Int)
    /// A control chord of a letter: Ctrl-A is `.control("a")`.
    case control(Character)
    /// Any printable character, including space and non-ASCII text.
    case character(Character)
}

extension Key: CustomStringConvertible {
    public var description: String {
        switch self {
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .function(let number): return "F\(number)"
        case .control(let letter): return "Ctrl-\(letter.uppercased())"
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        }
    }
}
