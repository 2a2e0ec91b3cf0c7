@testable import TermCellsCurses

/// Entries written out, for the renderer tests that need no terminal set up: each the
/// capabilities `infocmp` shows for it.
extension StyleSequences {
    /// xterm-256color's.
    static let xterm256Color = StyleSequences(
        strings: [
            "sgr0": "\u{1B}(B\u{1B}[m", "bold": "\u{1B}[1m", "dim": "\u{1B}[2m", "sitm": "\u{1B}[3m",
            "ritm": "\u{1B}[23m", "smul": "\u{1B}[4m", "rmul": "\u{1B}[24m", "rev": "\u{1B}[7m",
            "smso": "\u{1B}[7m", "rmso": "\u{1B}[27m", "op": "\u{1B}[39;49m",
            "sgr":
                "%?%p9%t\u{1B}(0%e\u{1B}(B%;\u{1B}[0%?%p6%t;1%;%?%p5%t;2%;%?%p2%t;4%;%?%p1%p3%|%t;7%;%?%p4%t;5%;%?%p7%t;8%;m",
            "setaf": "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
            "setab": "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m",
        ], numbers: ["colors": 256], flags: ["AX"])

    /// xterm-color's: no `sgr`, no dim nor italic, and an `op` that resets the attributes.
    static let xtermColor = StyleSequences(
        strings: [
            "sgr0": "\u{1B}[m", "bold": "\u{1B}[1m", "smul": "\u{1B}[4m", "rmul": "\u{1B}[m", "rev": "\u{1B}[7m",
            "smso": "\u{1B}[7m", "rmso": "\u{1B}[m", "op": "\u{1B}[m", "setaf": "\u{1B}[3%p1%dm",
            "setab": "\u{1B}[4%p1%dm",
        ], numbers: ["colors": 8], flags: [])

    /// putty's: underline, reverse and dim do not go with colour (`ncv#22`), no italic.
    static let putty = StyleSequences(
        strings: [
            "sgr0": "\u{1B}[m\u{0F}", "bold": "\u{1B}[1m", "smul": "\u{1B}[4m", "rmul": "\u{1B}[24m",
            "rev": "\u{1B}[7m", "smso": "\u{1B}[7m", "rmso": "\u{1B}[27m", "op": "\u{1B}[39;49m",
            "sgr": "\u{1B}[0%?%p1%p6%|%t;1%;%?%p2%t;4%;%?%p1%p3%|%t;7%;%?%p4%t;5%;m%?%p9%t\u{0E}%e\u{0F}%;",
            "setaf": "\u{1B}[3%p1%dm", "setab": "\u{1B}[4%p1%dm",
        ], numbers: ["colors": 8, "ncv": 22], flags: [])

    /// xterm-kitty's: a `dim` its `sgr` leaves out, so ncurses never shows it.
    static let xtermKitty = StyleSequences(
        strings: [
            "sgr0": "\u{1B}(B\u{1B}[m", "bold": "\u{1B}[1m", "dim": "\u{1B}[2m", "sitm": "\u{1B}[3m",
            "ritm": "\u{1B}[23m", "smul": "\u{1B}[4m", "rmul": "\u{1B}[24m", "rev": "\u{1B}[7m",
            "smso": "\u{1B}[7m", "rmso": "\u{1B}[27m", "op": "\u{1B}[39;49m",
            "sgr": "%?%p9%t\u{1B}(0%e\u{1B}(B%;\u{1B}[0%?%p6%t;1%;%?%p2%t;4%;%?%p1%p3%|%t;7%;%?%p4%t;5%;%?%p7%t;8%;m",
            "setaf": "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
            "setab": "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m",
        ], numbers: ["colors": 256], flags: ["AX"])

    init(strings: [String: String], numbers: [String: Int], flags: Set<String>) {
        self.init(
            string: { strings[$0].map { Array($0.utf8) } }, number: { numbers[$0] ?? -1 },
            flag: { flags.contains($0) })
    }
}
