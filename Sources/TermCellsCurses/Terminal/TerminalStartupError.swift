/// Why the terminal could not be taken over. Nothing was changed on the terminal when
/// one of these is thrown.
///
/// Every case exits with status 2 (``exitStatus``): `TERM` unset, unknown or without cursor
/// addressing (`dumb`), standard input or output not a terminal — a closed standard output
/// (`>&-`) counts as not a terminal — or `/dev/tty` missing. A non-UTF-8 locale is not a
/// refusal: ``CursesTerminal`` keeps the user's locale and switches only `LC_CTYPE` to
/// C.UTF-8, so wide text still draws with its real widths.
public enum TerminalStartupError: Error, Equatable, CustomStringConvertible {
    /// Standard input (or the input that was named) is not a terminal.
    case inputNotATerminal
    /// Standard output (or the output that was named) is not a terminal.
    case outputNotATerminal
    /// `TERM` is unset or empty.
    case terminalTypeUnset
    /// terminfo has no entry for `TERM`.
    case unknownTerminalType(String)
    /// The terminfo database itself could not be found.
    case terminfoMissing(String)
    /// The terminal cannot move its cursor (a `dumb` terminal).
    case terminalTooLimited(String)
    /// `/dev/tty` (or another named device) could not be opened.
    case cannotOpenTerminalDevice(String)
    /// ncurses refused to start for a reason it did not give.
    case cursesFailed(String)

    /// Sanitised: `TERM` and device names come from the environment and are quoted as given.
    public var description: String { rawDescription.sanitizedForTerminal() }

    private var rawDescription: String {
        switch self {
        case .inputNotATerminal:
            return "standard input is not a terminal"
        case .outputNotATerminal:
            return "standard output is not a terminal"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)"
        case .unknownTerminalType(let name):
            return
                "terminal type '\(name)' is not known to terminfo; set TERM to a known type (for example xterm-256color)"
        case .terminfoMissing(let name):
            return "no terminfo database was found for terminal type '\(name)'"
        case .terminalTooLimited(let name):
            return
                "terminal type '\(name)' cannot position the cursor; a full-screen program needs a terminal such as xterm-256color"
        case .cannotOpenTerminalDevice(let path):
            return "cannot open the terminal device \(path)"
        case .cursesFailed(let reason):
            return "ncurses could not start: \(reason)"
        }
    }

    /// The exit status a program should use: 2, as for a usage error.
    public var exitStatus: Int32 { 2 }
}
