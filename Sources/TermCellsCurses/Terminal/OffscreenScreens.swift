import CNcursesw
import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ncurses screens of offscreen terminals, kept for the process once made: a screen an
/// offscreen terminal is done with is given to the next one instead of being deleted, because
/// ncurses' `delscreen` frees every window on its one list for the process, the pads of the
/// other screens included — and tests running in parallel hold several at once.
@MainActor
enum OffscreenScreens {
    /// A screen on `/dev/null` and the streams it was made on.
    struct Screen {
        let screen: OpaquePointer
        let input: UnsafeMutablePointer<FILE>
        let output: UnsafeMutablePointer<FILE>
        let usesColor: Bool
    }

    /// The terminal types a screen is made with, richest first: colours are kept when the
    /// machine has a 256-colour description, whatever `TERM` says (tests often run without one).
    private static let types = ["xterm-256color", "xterm", "vt100"]

    /// Screens no offscreen terminal uses now.
    private static var spare: [Screen] = []

    /// A screen nobody uses, made current: a spare one, or a new one.
    static func take() throws(TerminalStartupError) -> Screen {
        if let screen = spare.popLast() {
            set_term(screen.screen)
            return screen
        }
        guard let input = fopen("/dev/null", "r") else { throw .cursesFailed("cannot open /dev/null") }
        guard let output = fopen("/dev/null", "w") else {
            fclose(input)
            throw .cursesFailed("cannot open /dev/null")
        }
        let userType = getenv("TERM").map { String(cString: $0) }.map { [$0] } ?? []
        guard let screen = (types + userType).lazy.compactMap({ newterm($0, output, input) }).first else {
            fclose(input)
            fclose(output)
            throw .cursesFailed("no terminal description for an offscreen screen (tried \(types))")
        }
        set_term(screen)
        var colors = has_colors() && start_color() != ERR
        if colors { colors = use_default_colors() != ERR }
        return Screen(screen: screen, input: input, output: output, usesColor: colors)
    }

    /// Gives back a screen whose offscreen terminal has freed its pad.
    static func giveBack(_ screen: Screen) {
        spare.append(screen)
    }
}
