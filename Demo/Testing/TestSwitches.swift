#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Switches for the end-to-end tests, read once from the environment. They are not part of
/// the demo's interface and not in its help.
///
/// - `TERMCELLS_TEST_HOSTILE=1`: `table` shows a first section whose items, header (drawn
///   from the header template) and footer carry escape sequences and control characters
///   (``HostileText``), to prove none of them reaches the terminal.
/// - `TERMCELLS_TEST_CRASH=draw`: drawing an item cell traps, to prove a crash still leaves
///   the terminal restored. The trap lives here, in the demo, never in the library.
enum TestSwitches {
    /// Whether the table demo shows the hostile section.
    static let hostile = value("TERMCELLS_TEST_HOSTILE") == "1"
    /// Whether drawing an item cell traps.
    static let crashInDraw = value("TERMCELLS_TEST_CRASH") == "draw"

    private static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
