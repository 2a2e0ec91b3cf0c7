import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// Turns XON/XOFF flow control off on the terminal at `descriptor` while TermCells owns
    /// it: with it on, the terminal driver takes Ctrl-S as "stop the output" — every write
    /// then blocks, the main thread with it, until Ctrl-Q — and swallows Ctrl-Q, so neither
    /// reaches the program as a key. ncurses is then told these are its program-mode settings
    /// (`def_prog_mode`), so a resume after a stop keeps them; leaving (`endwin`, and the
    /// restorer on a signal) puts back the settings found at start-up, flow control included.
    static func turnOffFlowControl(descriptor: Int32) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0, settings.c_iflag & tcflag_t(IXON) != 0 else { return }
        settings.c_iflag &= ~tcflag_t(IXON)
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return }
        def_prog_mode()
    }
}
