/// The terminal types the terminal-level tests run under: the common emulators' entries and
/// the old and odd ones whose entries lack what the others have (no colour on vt220, no
/// italic on linux and screen, `ncv` on linux and putty). putty and rxvt-unicode-256color come
/// from Debian's `ncurses-term`, which `make bootstrap` installs.
enum TerminalTypes {
    static let all = ["xterm-256color", "screen", "linux", "vt220", "putty", "rxvt-unicode-256color"]

    /// Whether `term`'s entry declares `rmam` and `smam`, so that inline frames go out with
    /// auto-wrap off and one read after a narrowing cannot wrap (screen's entry declares
    /// neither; the inline tests pause for a narrowing there).
    static func turnsAutoWrapOff(_ term: String) -> Bool {
        term != "screen"
    }
}
