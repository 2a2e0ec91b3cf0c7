#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether frames carry links (``TerminalOptions/hyperlinks``): where the terminal is known to
/// show them, unless the program or the environment says otherwise.
///
/// A terminal that does not know OSC 8 may print its URL as text, so the detection is
/// conservative: only terminals that say who they are in the environment and have shown
/// links for years. Inside tmux or screen the multiplexer draws the screen, and the outer
/// terminal's variables it inherited say nothing about it: no links unless forced.
enum HyperlinkSupport {
    /// The environment variable that forces links on (`1`) or off (`0`) for any program.
    static let variable = "TERMCELLS_HYPERLINKS"

    /// Whether frames carry links: `TERMCELLS_HYPERLINKS` when it is `1` or `0`, else the
    /// program's option when set, else ``isKnownToShowLinks(_:)`` of the environment.
    static func isWanted(option: Bool?, environment: [String: String]) -> Bool {
        switch environment[variable] {
        case "1": return true
        case "0": return false
        default: return option ?? isKnownToShowLinks(environment)
        }
    }

    /// Whether the terminal the environment describes shows OSC 8 links: VTE 0.50 or later
    /// (`VTE_VERSION` ≥ 5000: GNOME Terminal, Tilix, …), kitty (`TERM=xterm-kitty`), foot,
    /// Ghostty, WezTerm and iTerm2 (`TERM_PROGRAM`), Windows Terminal (`WT_SESSION`).
    static func isKnownToShowLinks(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
        {
            return false
        }
        if ["xterm-kitty", "xterm-ghostty", "wezterm", "foot", "foot-extra"].contains(term) { return true }
        if let version = environment["VTE_VERSION"].flatMap({ Int($0) }), version >= 5000 { return true }
        if ["iTerm.app", "WezTerm", "ghostty"].contains(environment["TERM_PROGRAM"] ?? "") { return true }
        return environment["WT_SESSION"] != nil
    }

    /// The variables ``isWanted(option:environment:)`` reads, from this process's environment,
    /// those set to something.
    static var processEnvironment: [String: String] {
        var values: [String: String] = [:]
        for name in [variable, "TERM", "TMUX", "STY", "VTE_VERSION", "TERM_PROGRAM", "WT_SESSION"] {
            // An empty variable counts as unset.
            if let value = getenv(name), value.pointee != 0 { values[name] = String(cString: value) }
        }
        return values
    }
}
