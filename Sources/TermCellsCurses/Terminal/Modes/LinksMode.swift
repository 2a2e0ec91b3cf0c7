#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// OSC 8 links in the frames TermCells sends (see ``LinkSequences``): nothing to ask or set,
/// wanted where ``HyperlinkSupport`` says so. A frame closes the links it opens, but a signal
/// may come while one is open, which what the shell prints next must not lead to: a signal's
/// restore closes it, and so does inline mode's way out, which sends the same bytes.
final class LinksMode: TerminalMode {
    private let isInline: Bool

    var isGranted: Bool { true }

    init?(_ setting: TerminalModeSetting) {
        let environment = HyperlinkSupport.variables(from: setting.environment)
        guard HyperlinkSupport.isWanted(option: setting.options.hyperlinks, environment: environment) else {
            return nil
        }
        isInline = setting.isInline
    }

    var resetBytes: [UInt8] { isInline ? LinkSequences.closing : [] }
    var restoreBytes: [UInt8] { LinkSequences.closing }
}

extension CursesTerminal {
    /// Whether text drawn with a ``Hyperlink`` is sent as a link (OSC 8): the terminal is
    /// known to show links, or ``TerminalOptions/hyperlinks`` or `TERMCELLS_HYPERLINKS=1`
    /// says so, and colours are in use. Otherwise the text is drawn without its link.
    public var sendsLinks: Bool { colorPairs.links != nil }
}

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

    /// The variables ``isWanted(option:environment:)`` reads, as `environment` has them (nil
    /// for a variable unset or empty).
    static func variables(from environment: (String) -> String?) -> [String: String] {
        var values: [String: String] = [:]
        for name in [variable, "TERM", "TMUX", "STY", "VTE_VERSION", "TERM_PROGRAM", "WT_SESSION"] {
            values[name] = environment(name)
        }
        return values
    }
}
